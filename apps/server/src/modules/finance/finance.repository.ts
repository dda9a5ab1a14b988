import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { DbOrTx } from '../../db/client';
import { payoutTerm } from './finance-daily';

/** Realization-report columns of a row (snake_case) as the query names them. */
export type RealizationRow = Record<string, unknown>;

/**
 * Every realization-report row of an order line (account_id, srid: an index) with its payout; an
 * operation is never booked before the order, so the read starts the day before the order's.
 */
export async function realizationRowsOf(
  db: DbOrTx,
  accountId: string,
  srid: string,
  orderDate: string,
) {
  const { rows } = await db.execute<RealizationRow>(sql`
    SELECT r.rrd_id, r.report_id, to_char(r.rr_date, 'YYYY-MM-DD') AS operation_date,
           r.seller_oper_name, r.document_type, r.retail_price_with_disc,
           r.ppvz_sales_commission, r.for_pay, r.delivery_service, r.penalty,
           (${sql.raw(payoutTerm('r'))}) AS payout
      FROM realization_rows r
     WHERE r.account_id = ${accountId}::uuid
       AND r.rr_date >= (${orderDate}::timestamptz AT TIME ZONE 'Europe/Moscow')::date - 1
       AND r.srid = ${srid}
     ORDER BY r.rr_date, r.rrd_id`);
  return rows;
}

// Read by finances (the WB payout of each weekly report).

/** A realization report's payout: «Итого к оплате» and the day it is booked on. */
export interface ReportPayout {
  reportId: string;
  /** The report's last day (or its create date). */
  date: string | null;
  amount: string | null;
  currency: string | null;
}

/** The payouts of the account's realization reports (all of them without `reportIds`). */
export async function reportPayouts(
  client: PoolClient,
  accountId: string,
  reportIds?: string[],
): Promise<ReportPayout[]> {
  const { rows } = await client.query<ReportPayout>(
    `SELECT report_id::text AS "reportId",
            to_char(coalesce(date_to, create_date), 'YYYY-MM-DD') AS date,
            bank_payment_sum::text AS amount, currency
       FROM realization_reports
      WHERE account_id = $1 AND ($2::numeric[] IS NULL OR report_id = ANY($2::numeric[]))
      ORDER BY date_to, report_id`,
    [accountId, reportIds ?? null],
  );
  return rows;
}
/** A realization report's header with its reconciliation and its cabinet's name. */
const REPORT_COLUMNS = `rr.report_id::text AS report_id, rr.account_id, a.name AS account,
  to_char(rr.date_from, 'YYYY-MM-DD') AS date_from, to_char(rr.date_to, 'YYYY-MM-DD') AS date_to,
  rr.bank_payment_sum::text, rr.computed_payout::text, rr.payout_difference::text,
  rr.reconciliation`;

/**
 * The company's realization reports whose period meets [from, to] (optionally of one cabinet),
 * newest first, with their reconciliation (index realization_reports_company_period_idx).
 */
export async function realizationReportsOf(
  db: DbOrTx,
  companyId: string,
  period: { from: string; to: string; account?: string | undefined },
) {
  const account = period.account ? sql` AND rr.account_id = ${period.account}::uuid` : sql``;
  const { rows } = await db.execute<RealizationRow>(sql`
    SELECT ${sql.raw(REPORT_COLUMNS)}
      FROM realization_reports rr JOIN wb_accounts a ON a.id = rr.account_id
     WHERE rr.company_id = ${companyId}::uuid
       AND rr.date_from <= ${period.to}::date AND rr.date_to >= ${period.from}::date${account}
     ORDER BY rr.date_from DESC, rr.report_id DESC
     LIMIT 1000`);
  return rows;
}

/** One realization report of the company by id (optionally of one cabinet): header and WB's totals. */
export async function realizationReportOf(
  db: DbOrTx,
  companyId: string,
  reportId: string,
  accountId?: string,
) {
  const account = accountId ? sql` AND rr.account_id = ${accountId}::uuid` : sql``;
  const { rows } = await db.execute<RealizationRow>(sql`
    SELECT ${sql.raw(REPORT_COLUMNS)}, to_char(rr.create_date, 'YYYY-MM-DD') AS create_date,
           rr.currency, rr.rows_loaded, rr.row_count, rr.retail_amount_sum::text,
           rr.for_pay_sum::text, rr.delivery_service_sum::text, rr.paid_storage_sum::text,
           rr.paid_acceptance_sum::text, rr.penalty_sum::text, rr.deduction_sum::text,
           rr.additional_payment_sum::text
      FROM realization_reports rr JOIN wb_accounts a ON a.id = rr.account_id
     WHERE rr.company_id = ${companyId}::uuid AND rr.report_id = ${reportId}::numeric${account}
     ORDER BY a.name
     LIMIT 1`);
  return rows[0] ?? null;
}

/** Sums of a report's rows (alias r) as WB's totals are made: forPay and retail amount signed. */
const ROW_SUMS = `count(*)::int AS rows, coalesce(sum(r.quantity), 0)::int AS quantity,
  coalesce(sum(CASE WHEN r.document_type = 'Возврат' THEN -1 ELSE 1 END * r.retail_amount), 0)::text AS retail_amount,
  coalesce(sum(CASE WHEN r.document_type = 'Возврат' THEN -1 ELSE 1 END * r.for_pay), 0)::text AS for_pay,
  coalesce(sum(r.delivery_service), 0)::text AS delivery_service,
  coalesce(sum(r.paid_storage), 0)::text AS paid_storage,
  coalesce(sum(r.paid_acceptance), 0)::text AS paid_acceptance,
  coalesce(sum(r.penalty), 0)::text AS penalty,
  coalesce(sum(r.deduction), 0)::text AS deduction,
  coalesce(sum(r.additional_payment), 0)::text AS additional_payment,
  coalesce(sum(${payoutTerm('r')}), 0)::text AS payout`;

/**
 * A report's stored rows summed three ways (index realization_rows_account_report_idx): in all,
 * by operation and document type, and by product (null: the shop-level rows).
 */
export async function realizationReportSums(db: DbOrTx, accountId: string, reportId: string) {
  const where = sql`r.account_id = ${accountId}::uuid AND r.report_id = ${reportId}::numeric`;
  const total = await db.execute<RealizationRow>(
    sql`SELECT ${sql.raw(ROW_SUMS)} FROM realization_rows r WHERE ${where}`,
  );
  const byOperation = await db.execute<RealizationRow>(sql`
    SELECT coalesce(r.seller_oper_name, '') AS operation, coalesce(r.document_type, '') AS document_type,
           ${sql.raw(ROW_SUMS)}
      FROM realization_rows r WHERE ${where}
     GROUP BY 1, 2 ORDER BY 1, 2`);
  const byProduct = await db.execute<RealizationRow>(sql`
    SELECT s.*, p.vendor_code AS card_vendor_code, p.title
      FROM (SELECT r.nm_id, max(r.vendor_code) AS vendor_code, ${sql.raw(ROW_SUMS)}
              FROM realization_rows r WHERE ${where} GROUP BY r.nm_id) s
      LEFT JOIN products p ON p.account_id = ${accountId}::uuid AND p.nm_id = s.nm_id
     ORDER BY s.nm_id NULLS FIRST`);
  return { total: total.rows[0]!, byOperation: byOperation.rows, byProduct: byProduct.rows };
}
