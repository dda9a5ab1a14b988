import { sql } from 'drizzle-orm';
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
