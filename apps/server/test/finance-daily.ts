import { detailRowSchema } from '@wb/wb/clients/finance.schemas';
import type { Pool } from 'pg';
import { expect } from 'vitest';
import { realizationDataset, type RealizationItem } from '../src/modules/finance/finance.datasets';
import type { SyncTarget } from '../src/modules/sync/dataset';
import { FINANCE_DAILY_COUNTS, FINANCE_DAILY_MONEY } from '../src/modules/finance/finance-daily';
import { writeDatasetPage } from './sync';

/**
 * finance_daily as the tests expect it, written out here independently of the product's SQL:
 * a GROUP BY over the account's realization rows by operation day, product, operation and
 * document type (trimmed, inner spaces collapsed), with every money column summed exactly and
 * the payout (returns negative, docs/domain.md#payout).
 */
const EXPECTED = `
  SELECT r.company_id, r.account_id, r.rr_date AS day, r.nm_id,
         regexp_replace(btrim(coalesce(r.seller_oper_name, '')), '\\s+', ' ', 'g') AS operation,
         regexp_replace(btrim(coalesce(r.document_type, '')), '\\s+', ' ', 'g') AS document_type,
         count(*)::int AS rows_count,
         coalesce(sum(r.quantity), 0)::int AS quantity,
         coalesce(sum(r.delivery_amount), 0)::int AS delivery_amount,
         coalesce(sum(r.return_amount), 0)::int AS return_amount,
         coalesce(sum(r.retail_price), 0) AS retail_price,
         coalesce(sum(r.retail_amount), 0) AS retail_amount,
         coalesce(sum(r.retail_price_with_disc), 0) AS retail_price_with_disc,
         coalesce(sum(r.ppvz_sales_commission), 0) AS ppvz_sales_commission,
         coalesce(sum(r.for_pay), 0) AS for_pay,
         coalesce(sum(r.ppvz_reward), 0) AS ppvz_reward,
         coalesce(sum(r.acquiring_fee), 0) AS acquiring_fee,
         coalesce(sum(r.vw), 0) AS vw,
         coalesce(sum(r.vw_nds), 0) AS vw_nds,
         coalesce(sum(r.delivery_service), 0) AS delivery_service,
         coalesce(sum(r.paid_storage), 0) AS paid_storage,
         coalesce(sum(r.paid_acceptance), 0) AS paid_acceptance,
         coalesce(sum(r.penalty), 0) AS penalty,
         coalesce(sum(r.deduction), 0) AS deduction,
         coalesce(sum(r.additional_payment), 0) AS additional_payment,
         coalesce(sum(r.rebill_logistic_cost), 0) AS rebill_logistic_cost,
         coalesce(sum(r.cashback_amount), 0) AS cashback_amount,
         coalesce(sum(r.cashback_discount), 0) AS cashback_discount,
         coalesce(sum(r.cashback_commission_change), 0) AS cashback_commission_change,
         coalesce(sum(CASE WHEN r.document_type = 'Возврат' THEN -r.for_pay ELSE r.for_pay END), 0)
           - coalesce(sum(r.delivery_service), 0) - coalesce(sum(r.paid_storage), 0)
           - coalesce(sum(r.paid_acceptance), 0) - coalesce(sum(r.penalty), 0)
           - coalesce(sum(r.deduction), 0) - coalesce(sum(r.additional_payment), 0) AS payout
    FROM realization_rows r
   WHERE r.account_id = $1
   GROUP BY 1, 2, 3, 4, 5, 6`;

/** Every column compared: the key, then the values (the names of finance-daily.ts; the sums above are this file's own). */
const COLUMNS = [
  'company_id',
  'account_id',
  'day',
  'nm_id',
  'operation',
  'document_type',
  'rows_count',
  ...FINANCE_DAILY_COUNTS,
  ...FINANCE_DAILY_MONEY,
  'payout',
];

const KEY = ['account_id', 'day', 'nm_id', 'operation', 'document_type'];

/**
 * The account's finance_daily against the GROUP BY: groups missing on either side and groups
 * whose values differ (numeric equality: exact decimals), with the numbers of groups. A
 * rollup stored at two decimals that had to round a sum differs here.
 */
export async function rollupDiff(pool: Pool, accountId: string) {
  // Hash-joinable (a FULL JOIN needs it): no product as -1 on both sides.
  const on = KEY.map((k) =>
    k === 'nm_id' ? `coalesce(e.nm_id, -1) = coalesce(d.nm_id, -1)` : `e.${k} = d.${k}`,
  ).join(' AND ');
  const differs = COLUMNS.map((c) => `e.${c} IS DISTINCT FROM d.${c}`).join(' OR ');
  const { rows } = await pool.query<{ side: string; key: string }>(
    `SELECT CASE WHEN d.account_id IS NULL THEN 'missing'
                 WHEN e.account_id IS NULL THEN 'extra' ELSE 'differs' END AS side,
            row(coalesce(e.day, d.day), coalesce(e.nm_id, d.nm_id),
                coalesce(e.operation, d.operation), coalesce(e.document_type, d.document_type))::text AS key
       FROM (${EXPECTED}) e
       FULL JOIN (SELECT * FROM finance_daily WHERE account_id = $1) d ON ${on}
      WHERE ${differs}`,
    [accountId],
  );
  const [counts] = (
    await pool.query<{ expected: number; stored: number }>(
      `SELECT (SELECT count(*)::int FROM (${EXPECTED}) e) AS expected,
              (SELECT count(*)::int FROM finance_daily WHERE account_id = $1) AS stored`,
      [accountId],
    )
  ).rows;
  return { ...counts!, differences: rows.map((r) => `${r.side} ${r.key}`) };
}

/** finance_daily equals the GROUP BY over the account's stored rows, every column exactly. */
export async function expectRollup(pool: Pool, accountId: string) {
  const diff = await rollupDiff(pool, accountId);
  expect(diff.differences).toEqual([]);
  expect(diff.stored).toBe(diff.expected);
  return diff;
}

const ORDER = `row(${KEY.slice(1).join(', ')})::text`;

/** The account's rollup as text, without the account (comparable across sandbox sellers). */
export async function rollupContent(pool: Pool, accountId: string) {
  const values = COLUMNS.filter((c) => c !== 'company_id' && c !== 'account_id');
  const { rows } = await pool.query<{ n: number; sum: string | null }>(
    `SELECT count(*)::int AS n, md5(string_agg(row(${values.join(', ')})::text, ',' ORDER BY ${ORDER})) AS sum
       FROM finance_daily WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]!;
}

/** The row versions (xmin) of the account's rollup: the same only if nothing was rewritten. */
export async function rollupVersions(pool: Pool, accountId: string) {
  const { rows } = await pool.query<{ v: string | null }>(
    `SELECT md5(string_agg(xmin::text, ',' ORDER BY ${ORDER})) AS v FROM finance_daily
      WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]!.v;
}

/** Both realization tables as text, independent of the account that holds them. */
export async function realizationChecksums(pool: Pool, accountId: string) {
  const sum = async (table: string, row: string, order: string) => {
    const { rows } = await pool.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg((${row})::text, ',' ORDER BY ${order})) AS sum
         FROM ${table} WHERE account_id = $1`,
      [accountId],
    );
    return rows[0]!;
  };
  return {
    reports: await sum(
      'realization_reports',
      // The seller's name differs between sandbox sellers, nothing else.
      `row(report_id, date_from, date_to, create_date, currency, report_type,
           retail_amount_sum, for_pay_sum, avg_sale_percent, delivery_service_sum,
           paid_storage_sum, paid_acceptance_sum, deduction_sum, penalty_sum,
           additional_payment_sum, cashback_amount_sum, cashback_discount_sum,
           cashback_commission_change_sum, payment_schedule, bank_payment_sum, raw - 'sellerFinanceName', rows_loaded,
           row_count, computed_payout, payout_difference, reconciliation)`,
      'report_id',
    ),
    rows: await sum(
      'realization_rows',
      `row(rrd_id, report_id, report_type, rr_date, order_dt, sale_dt, nm_id, srid, sku,
           vendor_code, tech_size, subject_name, brand_name, document_type, seller_oper_name,
           bonus_type_name, office_name, quantity, delivery_amount, return_amount, retail_price,
           retail_amount, retail_price_with_disc, commission_percent, ppvz_sales_commission,
           for_pay, ppvz_reward, acquiring_fee, vw, vw_nds, delivery_service, paid_storage,
           paid_acceptance, penalty, deduction, additional_payment, rebill_logistic_cost,
           cashback_amount, cashback_discount, cashback_commission_change, raw)`,
      'rrd_id',
    ),
  };
}

/**
 * Writes stored rows again as one page of the realization dataset (raw as WB sent it, maybe
 * edited), in one transaction as the sync does; returns what the write reports.
 */
export async function writeStoredPage(
  pool: Pool,
  target: SyncTarget,
  rrdIds: readonly string[],
  edit: (raw: Record<string, unknown>) => Record<string, unknown> = (raw) => raw,
) {
  const { rows: stored } = await pool.query<{ raw: Record<string, unknown> }>(
    `SELECT raw FROM realization_rows WHERE account_id = $1 AND rrd_id = ANY($2::numeric[])
      ORDER BY rrd_id`,
    [target.accountId, rrdIds],
  );
  const raw = stored.map((r) => edit(r.raw));
  const rows = raw.map((r): RealizationItem => ({ kind: 'row', row: detailRowSchema.parse(r) }));
  const cursor = { phase: 'list' as const, dateFrom: '2026-01-01', rrdId: '0' };
  return writeDatasetPage(pool, realizationDataset, target, rows, raw, { cursor, done: false });
}
