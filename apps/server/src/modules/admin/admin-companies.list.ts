import type { adminCompaniesList } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { ListSource } from '../../lib/list-query';
import { flag } from './admin-users.list';

/** The owners' e-mails of company `c` (members with the system role «Владелец»). */
export const ownerEmails = sql`coalesce((SELECT array_agg(u.email ORDER BY u.email) FROM company_members m
  JOIN roles r ON r.id = m.role_id JOIN users u ON u.id = m.user_id
  WHERE m.company_id = c.id AND r.system_key = 'owner'), '{}')`;

/** How many members company `c` has. */
export const membersCount = sql`(SELECT count(*) FROM company_members m WHERE m.company_id = c.id)`;

/** Every company of the platform, newest first by default, over `companies c`. */
export const adminCompaniesSource: ListSource<typeof adminCompaniesList> = {
  columns: {
    name: { expr: sql`c.name`, sqlType: 'text', notNull: true },
    inn: { expr: sql`(c.requisites->>'inn')`, sqlType: 'text' },
    owners: { expr: sql`array_to_string(${ownerEmails}, ', ')`, sqlType: 'text', notNull: true },
    membersCount: {
      expr: membersCount,
      sqlType: 'bigint',
      notNull: true,
    },
    createdAt: { expr: sql`c.created_at`, sqlType: 'timestamptz', notNull: true },
    blocked: { expr: flag(sql`c.blocked_at IS NOT NULL`), sqlType: 'text', notNull: true },
  },
  from: sql`companies c`,
  tiebreak: [{ expr: sql`c.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'createdAt', dir: 'desc' }],
  // The owners as a list for the row (the column is their text, for filters and exports).
  extra: { id: { expr: sql`c.id` }, ownerList: { expr: ownerEmails } },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    inn: typeof r.inn === 'string' ? r.inn : null,
    owners: (r.ownerList as string[] | null) ?? [],
    membersCount: Number(r.membersCount),
    createdAt: new Date(r.createdAt as string | Date).toISOString(),
    blocked: r.blocked === 'true',
  }),
};
