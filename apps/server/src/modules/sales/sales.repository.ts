import { sql } from 'drizzle-orm';
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
