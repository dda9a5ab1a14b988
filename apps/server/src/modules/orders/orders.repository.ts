import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type OrderRow = Record<string, unknown>;

/** The order line with its product (o = wb_orders, p = products, a = wb_accounts). */
export async function orderOf(
  db: DbOrTx,
  companyId: string,
  srid: string,
): Promise<OrderRow | undefined> {
  const { rows } = await db.execute<OrderRow>(sql`
    SELECT o.srid, o.account_id, a.name AS account, o.date, o.effective_status AS status,
           o.status AS feed_status, o.status_at, o.is_cancel, o.cancel_date, o.last_change_date,
           o.tech_size, o.barcode, o.warehouse_name, o.country_name, o.oblast_okrug_name,
           o.region_name, o.income_id, o.sticker, o.g_number, o.total_price,
           o.discount_percent, o.spp, o.finished_price, o.price_with_disc, o.nm_id, o.subject,
           p.title, coalesce(p.vendor_code, o.supplier_article) AS vendor_code,
           coalesce(p.brand, o.brand) AS brand,
           coalesce(p.photos -> 0 ->> 'c516x688', p.photos -> 0 ->> 'big',
                    p.photos -> 0 ->> 'c246x328') AS photo
      FROM wb_orders o
      JOIN wb_accounts a ON a.id = o.account_id
      LEFT JOIN products p ON p.account_id = o.account_id AND p.nm_id = o.nm_id
     WHERE o.company_id = ${companyId}::uuid AND o.srid = ${srid}
     ORDER BY o.account_id
     LIMIT 1`);
  return rows[0];
}

/** The statuses the order feed reported for the order line, past `created`, in time order. */
export async function feedStatuses(db: DbOrTx, accountId: string, srid: string) {
  const { rows } = await db.execute<{ status: string; at: Date | string }>(sql`
    SELECT status, at FROM order_status_history
     WHERE account_id = ${accountId}::uuid AND srid = ${srid} AND status <> 'created'
     ORDER BY at, status`);
  return rows;
}

/**
 * The outcomes of a product's orders placed from `from` to `to` (Moscow days, included), for
 * the buyout rate (docs/domain.md#money-figures): bought out and kept, returned, cancelled, and
 * still on the way (outcome unknown). By the status the product shows (effective_status).
 */
export async function orderOutcomes(
  db: DbOrTx,
  p: { companyId: string; accountId: string; nmId: number; from: string; to: string },
) {
  const { rows } = await db.execute<{
    orders: number;
    bought_out: number;
    returned: number;
    cancelled: number;
  }>(sql`
    SELECT count(*)::int AS orders,
           (count(*) FILTER (WHERE effective_status = 'boughtOut'))::int AS bought_out,
           (count(*) FILTER (WHERE effective_status = 'returned'))::int AS returned,
           (count(*) FILTER (WHERE effective_status = 'cancelled'))::int AS cancelled
      FROM wb_orders
     WHERE company_id = ${p.companyId}::uuid AND nm_id = ${p.nmId}
       AND account_id = ${p.accountId}::uuid
       AND date >= (${p.from}::date::timestamp AT TIME ZONE 'Europe/Moscow')
       AND date < ((${p.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')`);
  const r = rows[0]!;
  return {
    orders: r.orders,
    boughtOut: r.bought_out,
    returned: r.returned,
    cancelled: r.cancelled,
  };
}

/**
 * The realization reports of the account covering a Moscow day, and whether their rows are all
 * loaded (raw SQL on the headers, as the dashboard reads them; the finance module owns the table).
 */
export async function reportsCovering(db: DbOrTx, accountId: string, day: string) {
  const { rows } = await db.execute<{ date_from: string; date_to: string; rows_loaded: boolean }>(
    sql`SELECT date_from::text, date_to::text, rows_loaded FROM realization_reports
         WHERE account_id = ${accountId}::uuid AND ${day}::date BETWEEN date_from AND date_to
         ORDER BY date_from, date_to`,
  );
  return rows;
}
