import type { WbCookieRow, wbCookiesList } from '@wb/shared';
import { sql } from 'drizzle-orm';
import { isoOrNull, type ListSource } from '../../lib/list-query';
import { COOKIE_EXPIRING_DAYS } from './wb-cookies.service';

/** `cookieStatus` (wb-cookies.service.ts) in SQL, `none` for a cabinet without a cookie. */
const STATUS_SQL = sql`CASE
  WHEN c.id IS NULL THEN 'none'
  WHEN c.rejected_at IS NOT NULL THEN 'rejected'
  WHEN c.expires_at <= now() THEN 'expired'
  WHEN c.expires_at <= now() + make_interval(days => ${sql.param(COOKIE_EXPIRING_DAYS)}::int)
    THEN 'expiring'
  ELSE 'active' END`;

/**
 * Every cabinet of one company with its portal cookie, if any (a = wb_accounts, c = its
 * wb_cookies row). The ciphertext is never selected: no column, filter or export can reach a
 * cookie's value.
 */
export const wbCookiesSource: ListSource<typeof wbCookiesList> = {
  columns: {
    accountName: { expr: sql`a.name`, sqlType: 'text', notNull: true },
    status: { expr: STATUS_SQL, sqlType: 'text', notNull: true },
    cookieNames: { expr: sql`c.cookie_names`, sqlType: 'text[]' },
    expiresAt: { expr: sql`c.expires_at`, sqlType: 'timestamptz' },
    lastUsedAt: { expr: sql`c.last_used_at`, sqlType: 'timestamptz' },
    lastError: { expr: sql`c.last_error`, sqlType: 'text' },
    updatedAt: { expr: sql`c.updated_at`, sqlType: 'timestamptz' },
  },
  from: sql`wb_accounts a LEFT JOIN wb_cookies c ON c.account_id = a.id AND c.company_id = a.company_id`,
  tenant: sql`a.company_id`,
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
