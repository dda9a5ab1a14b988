import type { invitationsList, membersList } from '@wb/shared';
import { sql } from 'drizzle-orm';
import { isoOrNull, type ListSource } from '../../lib/list-query';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/**
 * The members of one company as the /users grid (cm = company_members, u = users, r = roles).
 * Only these columns are selected from `users`: the password hash and the 2FA secret never
 * reach a row, a filter or an export. `isMe` marks the caller's own row (its role change is
 * confirmed first).
 */
export const membersSource: ListSource<typeof membersList> = {
  columns: {
    fullName: { expr: sql`u.full_name`, sqlType: 'text', notNull: true },
    email: { expr: sql`u.email`, sqlType: 'text', notNull: true },
    roleName: { expr: sql`r.name`, sqlType: 'text', notNull: true },
    status: { expr: sql`cm.status`, sqlType: 'text', notNull: true },
    joinedAt: { expr: sql`cm.joined_at`, sqlType: 'timestamptz', notNull: true },
    lastActiveAt: { expr: sql`cm.last_active_at`, sqlType: 'timestamptz' },
  },
  from: sql`company_members cm JOIN users u ON u.id = cm.user_id JOIN roles r ON r.id = cm.role_id`,
  tenant: sql`cm.company_id`,
  tiebreak: [{ expr: sql`cm.user_id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'fullName', dir: 'asc' }],
  extra: {
    userId: { expr: sql`cm.user_id` },
    roleId: { expr: sql`cm.role_id` },
    isOwner: { expr: sql`(r.system_key IS NOT DISTINCT FROM 'owner')` },
  },
  mapRow: (r, { caller }) => ({
    userId: String(r.userId),
    email: String(r.email),
    fullName: String(r.fullName),
    roleId: String(r.roleId),
    roleName: String(r.roleName),
    isOwner: r.isOwner === true,
    status: r.status === 'disabled' ? 'disabled' : 'active',
    joinedAt: iso(r.joinedAt),
    lastActiveAt: isoOrNull(r.lastActiveAt),
    isMe: String(r.userId) === caller.userId,
  }),
};

/**
 * The open invitations of one company (not accepted, revoked or expired) as a grid (i =
 * invitations, r = roles, iu = the inviter). The link's token is stored only as a hash and is
 * not among the columns.
 */
export const invitationsSource: ListSource<typeof invitationsList> = {
  columns: {
    email: { expr: sql`i.email`, sqlType: 'text', notNull: true },
    roleName: { expr: sql`r.name`, sqlType: 'text', notNull: true },
    invitedBy: { expr: sql`iu.full_name`, sqlType: 'text' },
    createdAt: { expr: sql`i.created_at`, sqlType: 'timestamptz', notNull: true },
    expiresAt: { expr: sql`i.expires_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`invitations i JOIN roles r ON r.id = i.role_id LEFT JOIN users iu ON iu.id = i.invited_by`,
  tenant: sql`i.company_id`,
  where: () => sql`i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`,
  tiebreak: [{ expr: sql`i.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'createdAt', dir: 'asc' }],
  extra: { id: { expr: sql`i.id` }, roleId: { expr: sql`i.role_id` } },
  mapRow: (r) => ({
    id: String(r.id),
    email: String(r.email),
    roleId: String(r.roleId),
    roleName: String(r.roleName),
    invitedBy: typeof r.invitedBy === 'string' ? r.invitedBy : null,
    createdAt: iso(r.createdAt),
    expiresAt: iso(r.expiresAt),
  }),
};
