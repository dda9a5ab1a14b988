import type { adminUsersList, AdminUserRow } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isoOrNull, type ListSource } from '../../lib/list-query';

/** A yes/no column of the admin grids (ADMIN_FLAGS: 'true' or 'false'). */
export const flag = (condition: SQL) => sql`(${condition})::text`;

/**
 * Every user of the platform, newest first by default, over `users u` (secrets and hashes are
 * not columns).
 */
export const adminUsersSource: ListSource<typeof adminUsersList> = {
  columns: {
    email: { expr: sql`u.email`, sqlType: 'text', notNull: true },
    fullName: { expr: sql`u.full_name`, sqlType: 'text', notNull: true },
    type: { expr: sql`u.type`, sqlType: 'text', notNull: true },
    isBlocked: { expr: flag(sql`u.is_blocked`), sqlType: 'text', notNull: true },
    emailVerified: {
      expr: flag(sql`u.email_verified_at IS NOT NULL`),
      sqlType: 'text',
      notNull: true,
    },
    totpEnabled: {
      expr: flag(sql`u.totp_enabled_at IS NOT NULL`),
      sqlType: 'text',
      notNull: true,
    },
    companiesCount: {
      expr: sql`(SELECT count(*) FROM company_members m WHERE m.user_id = u.id)`,
      sqlType: 'bigint',
      notNull: true,
    },
    lastLoginAt: { expr: sql`u.last_login_at`, sqlType: 'timestamptz' },
    createdAt: { expr: sql`u.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`users u`,
  tiebreak: [{ expr: sql`u.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'createdAt', dir: 'desc' }],
  extra: { id: { expr: sql`u.id` } },
  mapRow: (r) => ({
    id: String(r.id),
    email: String(r.email),
    fullName: String(r.fullName),
    type: r.type as AdminUserRow['type'],
    isBlocked: r.isBlocked === 'true',
    emailVerified: r.emailVerified === 'true',
    totpEnabled: r.totpEnabled === 'true',
    companiesCount: Number(r.companiesCount),
    lastLoginAt: isoOrNull(r.lastLoginAt),
    createdAt: isoOrNull(r.createdAt)!,
  }),
};
