import type { companiesList } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { ListSource } from '../../lib/list-query';

/**
 * The companies a user is an active member of (c = companies, cm = the user's membership, r =
 * their role). A user list: the same whichever company is current, and there without one; the
 * session's current company is marked in its row.
 */
export const companiesSource: ListSource<typeof companiesList> = {
  columns: {
    name: { expr: sql`c.name`, sqlType: 'text', notNull: true },
    roleName: { expr: sql`r.name`, sqlType: 'text', notNull: true },
    membersCount: {
      expr: sql`(SELECT count(*) FROM company_members mm WHERE mm.company_id = c.id)`,
      sqlType: 'bigint',
      notNull: true,
    },
    state: {
      expr: sql`(CASE WHEN c.blocked_at IS NULL THEN 'active' ELSE 'blocked' END)`,
      sqlType: 'text',
      notNull: true,
    },
    createdAt: { expr: sql`c.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`company_members cm JOIN companies c ON c.id = cm.company_id JOIN roles r ON r.id = cm.role_id`,
  tenant: sql`cm.user_id`,
  where: () => sql`cm.status = 'active'`,
  tiebreak: [{ expr: sql`c.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  extra: {
    id: { expr: sql`c.id` },
    requisites: { expr: sql`c.requisites` },
    isOwner: { expr: sql`(r.system_key IS NOT DISTINCT FROM 'owner')` },
  },
  mapRow: (r, { caller }) => ({
    id: String(r.id),
    name: String(r.name),
    // The jsonb column as stored (validated by the contract when it was written).
    requisites: r.requisites ?? {},
    createdAt: new Date(r.createdAt as string | Date).toISOString(),
    blocked: r.state === 'blocked',
    state: r.state === 'blocked' ? 'blocked' : 'active',
    membersCount: Number(r.membersCount),
    roleName: String(r.roleName),
    isOwner: r.isOwner === true,
    // The session's choice even while that company is blocked (the grid still marks it).
    isCurrent: String(r.id) === caller.sessionCompanyId,
  }),
};
