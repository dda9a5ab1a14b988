import { sql, type SQL } from 'drizzle-orm';

/**
 * What reports read of the stock history on WB's warehouses (docs/domain.md#product-flow): the
 * change of a product's WB stock at the end of each Moscow day it changed, up to `upTo`, from the
 * stock_daily rollup — per cabinet × product, or per cabinet (`byProduct` false: `nm_id` 0).
 * Stock = available + on the way to buyers + on the way back, over every size and WB warehouse
 * (seller warehouses are not WB's). A key's first row is its whole level (the history starts
 * there); the running sum of the changes is the level. Columns: `account_id, nm_id, day, delta`.
 */
export const wbStockChangesSql = (tenant: SQL, upTo: string, byProduct: boolean): SQL => sql`
  SELECT account_id, ${byProduct ? sql`nm_id` : sql`0::bigint`} AS nm_id, day, sum(delta) AS delta
    FROM (SELECT account_id, nm_id, day,
                 level - coalesce(lag(level) OVER (
                   PARTITION BY account_id, nm_id, chrt_id, warehouse_id ORDER BY day), 0) AS delta
            FROM (SELECT account_id, nm_id, chrt_id, warehouse_id, day,
                         coalesce(quantity, 0) + coalesce(in_way_to_client, 0)
                           + coalesce(in_way_from_client, 0) AS level
                    FROM stock_daily
                   WHERE company_id = ${tenant} AND source = 'wb' AND day <= ${upTo}::date) s) c
   GROUP BY 1, 2, 3`;
