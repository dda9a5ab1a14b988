import { WB_COOKIE_COLUMNS, type WbCookieColumnKey, type WbCookieRow } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  isoOrNull,
  listRequestOf,
  runList,
  serverColumns,
  type ColumnSql,
  type ListResource,
} from '../../lib/list-query';
import { COOKIE_EXPIRING_DAYS } from './wb-cookies.service';
import type { ExportSpec } from '../audit/audited-export';

/** `cookieStatus` (wb-cookies.service.ts) in SQL, `none` for a cabinet without a cookie. */
const STATUS_SQL = sql`CASE
  WHEN c.id IS NULL THEN 'none'
  WHEN c.rejected_at IS NOT NULL THEN 'rejected'
  WHEN c.expires_at <= now() THEN 'expired'
  WHEN c.expires_at <= now() + make_interval(days => ${sql.param(COOKIE_EXPIRING_DAYS)}::int)
    THEN 'expiring'
  ELSE 'active' END`;

/** Each column of /settings/cookies as SQL (a = wb_accounts, c = its wb_cookies row). */
const SQL_OF: Record<WbCookieColumnKey, ColumnSql> = {
  accountName: { expr: sql`a.name`, sqlType: 'text', notNull: true },
  status: { expr: STATUS_SQL, sqlType: 'text', notNull: true },
  cookieNames: { expr: sql`c.cookie_names`, sqlType: 'text[]' },
  expiresAt: { expr: sql`c.expires_at`, sqlType: 'timestamptz' },
  lastUsedAt: { expr: sql`c.last_used_at`, sqlType: 'timestamptz' },
  lastError: { expr: sql`c.last_error`, sqlType: 'text' },
  updatedAt: { expr: sql`c.updated_at`, sqlType: 'timestamptz' },
};

const columns = serverColumns(WB_COOKIE_COLUMNS, SQL_OF);

/**
 * Every cabinet of one company with its portal cookie, if any. The ciphertext is never
 * selected: no column, filter or export can reach a cookie's value.
 */
export const wbCookiesResource: ListResource<WbCookieRow> = {
  key: 'wbCookies',
  columns,
  from: sql`wb_accounts a LEFT JOIN wb_cookies c ON c.account_id = a.id AND c.company_id = a.company_id`,
  joins: {},
  scope: (companyId) => sql`a.company_id = ${sql.param(companyId)}::uuid`,
  tiebreak: [{ expr: sql`a.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'accountName', dir: 'asc' }],
  extra: { accountId: { expr: sql`a.id` }, cookieId: { expr: sql`c.id` } },
  mapRow: (r) => ({
    accountId: String(r.accountId),
    accountName: String(r.accountName),
    cookieId: typeof r.cookieId === 'string' ? r.cookieId : null,
    status: r.status as WbCookieRow['status'],
    cookieNames: (r.cookieNames as string[] | null) ?? [],
    expiresAt: isoOrNull(r.expiresAt),
    lastUsedAt: isoOrNull(r.lastUsedAt),
    lastError: typeof r.lastError === 'string' ? r.lastError : null,
    updatedAt: isoOrNull(r.updatedAt),
  }),
};

export function listCookiePage(db: Db, companyId: string, param: string | undefined) {
  return runList(db, wbCookiesResource, companyId, listRequestOf(wbCookiesResource, param));
}

/** The export of the filtered cookie states (names only). */
export const WB_COOKIES_EXPORT: ExportSpec = {
  action: 'wb_cookies.export',
  entity: 'wb_cookie',
  name: 'wb-cookies',
  sheetName: 'Cookie кабинетов',
};
