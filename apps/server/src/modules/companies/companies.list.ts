import {
  COMPANY_COLUMNS,
  type CompanyColumnKey,
  type CompanyRow,
} from '@wb/shared/identity/companies.contract';
import { sql } from 'drizzle-orm';
import { serverColumns, type ColumnSql, type ListResource } from '../../lib/list-query';

/** Each column of /companies (c = companies, cm = the user's membership, r = their role). */
const SQL_OF: Record<CompanyColumnKey, ColumnSql> = {
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
};
const columns = serverColumns(COMPANY_COLUMNS, SQL_OF);

/**
 * The companies a user is an active member of. Scoped by the user (`scopeBy: 'user'`): the list
 * is the same whichever company is current, and exists without one. `current` is the session's
 * current company (marked in its row).
 */
export function companiesResource(current: string | null): ListResource<CompanyRow> {
  return {
    key: 'companies',
    columns,
    from: sql`company_members cm JOIN companies c ON c.id = cm.company_id JOIN roles r ON r.id = cm.role_id`,
    joins: {},
    scopeBy: 'user',
    scope: (userId) => sql`cm.user_id = ${sql.param(userId)}::uuid AND cm.status = 'active'`,
    tiebreak: [{ expr: sql`c.id`, sqlType: 'uuid' }],
    defaultSort: [{ field: 'name', dir: 'asc' }],
    extra: {
      id: { expr: sql`c.id` },
      requisites: { expr: sql`c.requisites` },
      isOwner: { expr: sql`(r.system_key IS NOT DISTINCT FROM 'owner')` },
    },
    mapRow: (r) => ({
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
      isCurrent: String(r.id) === current,
    }),
  };
}
