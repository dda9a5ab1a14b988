import { sql } from 'drizzle-orm';

/**
 * The status of an order line, derived until the orders feed brings its own: cancelled when WB
 * flags it, returned when a return (`R…`) of its srid exists, bought out when a sale (`S…`)
 * does, else new. One expression on purpose: swapping it for a stored column changes this file
 * only (one wb_sales_srid_idx lookup per row; an aggregate, so the planner never hashes all sales).
 */
export const ORDER_STATUS_SQL = sql`(CASE WHEN o.is_cancel THEN 'cancelled' ELSE (
  SELECT CASE
    WHEN bool_or(s.sale_id LIKE 'R%') THEN 'returned'
    WHEN bool_or(s.sale_id LIKE 'S%') THEN 'boughtOut'
    ELSE 'new' END
  FROM wb_sales s WHERE s.account_id = o.account_id AND s.srid = o.srid) END)`;
