import {
  ADMIN_COMPANY_COLUMNS,
  type AdminCompanyColumnKey,
  type AdminCompanyRow,
} from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  listRequestOf,
  runPlatformList,
  serverColumns,
  type ColumnSql,
  type PlatformResource,
} from '../../lib/list-query';
import { flag } from './admin-users.list';
import type { ExportSpec } from '../audit/audited-export';

/** The owners' e-mails of company `c` (members with the system role «Владелец»). */
const ownerEmails = sql`coalesce((SELECT array_agg(u.email ORDER BY u.email) FROM company_members m
  JOIN roles r ON r.id = m.role_id JOIN users u ON u.id = m.user_id
  WHERE m.company_id = c.id AND r.system_key = 'owner'), '{}')`;

/** The /admin/companies columns over `companies c`. */
const SQL_OF: Record<AdminCompanyColumnKey, ColumnSql> = {
  name: { expr: sql`c.name`, sqlType: 'text', notNull: true },
  inn: { expr: sql`(c.requisites->>'inn')`, sqlType: 'text' },
  owners: { expr: sql`array_to_string(${ownerEmails}, ', ')`, sqlType: 'text', notNull: true },
  membersCount: {
    expr: sql`(SELECT count(*) FROM company_members m WHERE m.company_id = c.id)`,
    sqlType: 'bigint',
    notNull: true,
  },
  createdAt: { expr: sql`c.created_at`, sqlType: 'timestamptz', notNull: true },
  blocked: { expr: flag(sql`c.blocked_at IS NOT NULL`), sqlType: 'text', notNull: true },
};

const columns = serverColumns(ADMIN_COMPANY_COLUMNS, SQL_OF);

/** Every company of the platform, newest first by default. */
export const adminCompaniesResource: PlatformResource<AdminCompanyRow> = {
  key: 'adminCompanies',
  columns,
  from: sql`companies c`,
  joins: {},
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

export function listCompanies(db: Db, param: string | undefined) {
  return runPlatformList(db, adminCompaniesResource, listRequestOf(adminCompaniesResource, param));
}

/** The export of the filtered companies (a platform list). */
export const ADMIN_COMPANIES_EXPORT: ExportSpec = {
  action: 'admin.companies_export',
  entity: 'company',
  name: 'companies',
  sheetName: 'Компании',
};
