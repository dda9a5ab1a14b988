import {
  datasetsNotCovered,
  WB_DATASETS,
  type WbCategoryKey,
  type wbTokensList,
  type WbTokenStatus,
  type WbTokenTypeKey,
} from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { ListSource } from '../../lib/list-query';
import { EXPIRING_DAYS } from './token-status';

/** The categories some dataset needs (a token lacking one of them may leave a gap). */
const NEEDED = [...new Set(WB_DATASETS.flatMap((d) => (d.category === null ? [] : [d.category])))];

/**
 * `tokenStatus` (token-status.ts) in SQL, so the grid filters and sorts by the status it shows:
 * the stored status lags behind the clock (expiry) and behind the other tokens of the account.
 */
const STATUS_SQL = sql`CASE
  WHEN t.rejected THEN 'invalid'
  WHEN t.expires_at <= now() THEN 'expired'
  WHEN t.expires_at <= now() + make_interval(days => ${sql.param(EXPIRING_DAYS)}::int) THEN 'expiring'
  WHEN EXISTS (
    SELECT 1 FROM unnest(${sql.param(NEEDED)}::text[]) AS need(category)
     WHERE NOT need.category = ANY(t.categories)
       AND NOT EXISTS (
         SELECT 1 FROM wb_tokens o
          WHERE o.account_id = t.account_id AND o.id <> t.id AND NOT o.rejected
            AND o.expires_at > now() AND need.category = ANY(o.categories))
  ) THEN 'insufficient'
  ELSE 'valid' END`;

/** Whole days until expiry, rounded up (`daysLeft` of token-status.ts). */
const DAYS_LEFT_SQL = sql`ceil(extract(epoch FROM (t.expires_at - now())) / 86400)::int`;

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/**
 * The WB tokens of one company as the /settings/tokens grid (t = wb_tokens, a = wb_accounts).
 * The ciphertext is never selected: no column, filter or export can reach the token.
 */
export const wbTokensSource: ListSource<typeof wbTokensList> = {
  columns: {
    name: { expr: sql`t.name`, sqlType: 'text', notNull: true },
    accountName: { expr: sql`a.name`, sqlType: 'text', notNull: true },
    type: { expr: sql`t.token_type`, sqlType: 'text', notNull: true },
    categories: { expr: sql`t.categories`, sqlType: 'text[]' },
    status: { expr: STATUS_SQL, sqlType: 'text', notNull: true },
    expiresAt: { expr: sql`t.expires_at`, sqlType: 'timestamptz', notNull: true },
    daysLeft: { expr: DAYS_LEFT_SQL, sqlType: 'bigint', notNull: true },
    lastCheckedAt: { expr: sql`t.last_checked_at`, sqlType: 'timestamptz' },
    lastError: { expr: sql`t.last_error`, sqlType: 'text' },
    last4: { expr: sql`t.last4`, sqlType: 'text', notNull: true },
    sellerId: { expr: sql`t.seller_id`, sqlType: 'text', notNull: true },
    createdAt: { expr: sql`t.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`wb_tokens t JOIN wb_accounts a ON a.id = t.account_id`,
  tenant: sql`t.company_id`,
  tiebreak: [{ expr: sql`t.id`, sqlType: 'uuid' }],
  defaultSort: [
    { field: 'accountName', dir: 'asc' },
    { field: 'createdAt', dir: 'asc' },
  ],
  extra: {
    id: { expr: sql`t.id` },
    accountId: { expr: sql`t.account_id` },
    readOnly: { expr: sql`t.read_only` },
    test: { expr: sql`t.is_test` },
  },
  mapRow: (r) => {
    const categories = r.categories as WbCategoryKey[];
    return {
      id: String(r.id),
      accountId: String(r.accountId),
      accountName: String(r.accountName),
      name: String(r.name),
      last4: String(r.last4),
      type: r.type as WbTokenTypeKey,
      categories,
      readOnly: Boolean(r.readOnly),
      test: Boolean(r.test),
      sellerId: String(r.sellerId),
      expiresAt: iso(r.expiresAt),
      missingDatasets: datasetsNotCovered(categories),
      status: r.status as WbTokenStatus,
      daysLeft: Number(r.daysLeft),
      lastCheckedAt: r.lastCheckedAt === null ? null : iso(r.lastCheckedAt),
      lastError: typeof r.lastError === 'string' ? r.lastError : null,
      createdAt: iso(r.createdAt),
    };
  },
};
