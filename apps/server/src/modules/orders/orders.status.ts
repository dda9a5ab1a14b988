import { sql } from 'drizzle-orm';

/**
 * The status of an order line: WB's order feed when it has spoken past "created" (the
 * `orderFeed` dataset stores it on the order), else derived from statistics — cancelled when WB
 * flags it, returned when a return (`R…`) of its srid exists, bought out when a sale (`S…`)
 * does, else new. One expression on purpose (one wb_sales_srid_idx lookup per row; an aggregate,
 * so the planner never hashes all sales).
 */
export const ORDER_STATUS_SQL = sql`(CASE o.status
  WHEN 'buyout' THEN 'boughtOut'
  WHEN 'cancel' THEN 'cancelled'
  WHEN 'return' THEN 'returned'
  WHEN 'returnDefective' THEN 'returned'
  ELSE (CASE WHEN o.is_cancel THEN 'cancelled' ELSE (
    SELECT CASE
      WHEN bool_or(s.sale_id LIKE 'R%') THEN 'returned'
      WHEN bool_or(s.sale_id LIKE 'S%') THEN 'boughtOut'
      ELSE 'new' END
    FROM wb_sales s WHERE s.account_id = o.account_id AND s.srid = o.srid) END) END)`;
