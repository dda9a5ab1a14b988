import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The sales (`S…`) and returns (`R…`) of the order line, in time order. */
export async function salesOfOrder(db: DbOrTx, accountId: string, srid: string) {
  const { rows } = await db.execute<{ sale_id: string; date: Date | string }>(sql`
    SELECT sale_id, date FROM wb_sales
     WHERE account_id = ${accountId}::uuid AND srid = ${srid}
       AND (sale_id LIKE 'S%' OR sale_id LIKE 'R%')
     ORDER BY date, sale_id`);
  return rows;
}

/**
 * Units ordered, bought out and returned per cabinet × product × Moscow day of a period, from the
 * sales_daily rollup (for reports): `company_id, account_id, nm_id, day, orders, buyouts, returns`.
 */
export const dailyUnitsSql = (tenant: SQL, from: string, to: string): SQL => sql`
  SELECT company_id, account_id, nm_id, day, orders_count AS orders, buyouts_count AS buyouts,
         returns_count AS returns
    FROM sales_daily
   WHERE company_id = ${tenant} AND day BETWEEN ${from}::date AND ${to}::date`;
