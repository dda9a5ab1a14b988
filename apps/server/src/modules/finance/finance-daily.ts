import type { PoolClient } from 'pg';
import type { SyncTarget } from '../sync/dataset';

/**
 * The payout (docs/domain.md#payout) of one realization row (table alias `r`), returns negative, as
 * an SQL term to sum: the report reconciliation and finance_daily compute it the same way.
 */
export const payoutTerm = (r: string) =>
  `CASE WHEN ${r}.document_type = 'Возврат' THEN -1 ELSE 1 END * coalesce(${r}.for_pay, 0)
   - coalesce(${r}.delivery_service, 0) - coalesce(${r}.paid_storage, 0)
   - coalesce(${r}.paid_acceptance, 0) - coalesce(${r}.penalty, 0)
   - coalesce(${r}.deduction, 0) - coalesce(${r}.additional_payment, 0)`;

/** WB's free text trimmed, inner whitespace collapsed, '' when absent. */
const normalized = (column: string) =>
  `regexp_replace(btrim(coalesce(${column}, '')), '\\s+', ' ', 'g')`;

/** finance_daily money columns, each the sum of the realization_rows column of that name. */
export const FINANCE_DAILY_MONEY = [
  'retail_price',
  'retail_amount',
  'retail_price_with_disc',
  'ppvz_sales_commission',
  'for_pay',
  'ppvz_reward',
  'acquiring_fee',
  'vw',
  'vw_nds',
  'delivery_service',
  'paid_storage',
  'paid_acceptance',
  'penalty',
  'deduction',
  'additional_payment',
  'rebill_logistic_cost',
  'cashback_amount',
  'cashback_discount',
  'cashback_commission_change',
] as const;

/** finance_daily quantities, each the sum of the realization_rows column of that name. */
export const FINANCE_DAILY_COUNTS = ['quantity', 'delivery_amount', 'return_amount'] as const;

/** Value columns of finance_daily, each with its SQL over the rows `r` (summed again per group). */
const VALUES: readonly (readonly [name: string, sql: string])[] = [
  ['rows_count', 'count(*)::int'],
  ...FINANCE_DAILY_COUNTS.map((c) => [c, `coalesce(sum(r.${c}), 0)::int`] as const),
  ...FINANCE_DAILY_MONEY.map((c) => [c, `coalesce(sum(r.${c}), 0)`] as const),
  ['payout', `coalesce(sum(${payoutTerm('r')}), 0)`],
];
const NAMES = VALUES.map(([n]) => n);

/**
 * The GROUP BY that defines finance_daily, over the realization rows (alias `r`) `where`
 * selects: first by WB's own texts, then the (few) groups by their normalised texts, so the
 * text functions run per group, not per row. Rows without an operation day (WB always sends
 * one) are left out. Columns: day, nm_id, operation, document_type, then the values.
 */
export const financeDailySelect = (where: string) =>
  `SELECT g.day, g.nm_id, ${normalized('g.oper')} AS operation, ${normalized('g.doc')} AS document_type,
          ${NAMES.map((n) => `sum(g.${n})${n === 'rows_count' || FINANCE_DAILY_COUNTS.includes(n as 'quantity') ? '::int' : ''} AS ${n}`).join(', ')}
     FROM (SELECT r.rr_date AS day, r.nm_id, r.seller_oper_name AS oper, r.document_type AS doc,
                  ${VALUES.map(([n, expr]) => `${expr} AS ${n}`).join(', ')}
             FROM realization_rows r
            WHERE r.rr_date IS NOT NULL AND ${where}
            GROUP BY 1, 2, 3, 4) g
    GROUP BY 1, 2, 3, 4`;

/**
 * The statement of `refreshFinanceDaily` ($1 company, $2 account; exported for EXPLAIN). The
 * page's rows are found by the operation-day range of the page (the realization_rows index
 * (account_id, rr_date, nm_id); a report's rows lie within its period), then its keys.
 */
export function refreshFinanceDailySql(stage: string) {
  const set = NAMES.map((n) => `${n} = EXCLUDED.${n}`).join(', ');
  const changed = NAMES.map((n) => `d.${n} IS DISTINCT FROM EXCLUDED.${n}`).join(' OR ');
  const span = (day: string) =>
    `${day} BETWEEN (SELECT since FROM span) AND (SELECT until FROM span)`;
  return `WITH keys AS (
       SELECT DISTINCT coalesce(nm_id, 0) AS nm, rr_date AS day FROM ${stage}
        WHERE rr_date IS NOT NULL
     ), span AS (
       SELECT min(day) AS since, max(day) AS until FROM keys
     ), fresh AS (
       ${financeDailySelect(`r.account_id = $2 AND ${span('r.rr_date')}
         AND (coalesce(r.nm_id, 0), r.rr_date) IN (SELECT nm, day FROM keys)`)}
     ), gone AS (
       DELETE FROM finance_daily d
        WHERE d.account_id = $2 AND ${span('d.day')}
          AND (coalesce(d.nm_id, 0), d.day) IN (SELECT nm, day FROM keys)
          AND NOT EXISTS (
            SELECT 1 FROM fresh f
             WHERE f.day = d.day AND coalesce(f.nm_id, 0) = coalesce(d.nm_id, 0)
               AND f.operation = d.operation AND f.document_type = d.document_type)
     )
     INSERT INTO finance_daily AS d (company_id, account_id, day, nm_id, operation, document_type, ${NAMES.join(', ')})
     SELECT $1, $2, f.* FROM fresh f
     ON CONFLICT ON CONSTRAINT finance_daily_key DO UPDATE SET ${set} WHERE ${changed}`;
}

/**
 * Recomputes finance_daily for the (product, operation day) keys of the staged page, from the
 * account's stored rows (the page is already merged): one statement, so a page written twice
 * or a run resumed after any page ends with the same rollup. Groups of those keys that no
 * longer have rows are deleted; unchanged groups are not rewritten. Returns groups written.
 */
export async function refreshFinanceDaily(client: PoolClient, t: SyncTarget, stage: string) {
  const result = await client.query(refreshFinanceDailySql(stage), [t.companyId, t.accountId]);
  return result.rowCount ?? 0;
}
