/**
 * What other modules read of the own-warehouse stock (docs/domain.md#own-warehouse): /products
 * shows a product's own stock, the dashboard the value of all of it. Values at FIFO cost.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface OwnStock {
  accountId: string;
  nmId: number;
  onHand: number;
  reserved: number;
  available: number;
  /** Value at cost, a decimal string. */
  value: string;
}

/** Own stock per product (all sizes and warehouses), of the given products or of all. */
export async function ownStockByProduct(
  db: DbOrTx,
  companyId: string,
  products?: { accountId: string; nmId: number }[],
): Promise<OwnStock[]> {
  if (products && products.length === 0) return [];
  const json = products
    ? JSON.stringify(products.map((p) => ({ a: p.accountId, n: p.nmId })))
    : null;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT b.account_id, b.nm_id, sum(b.on_hand) AS on_hand, sum(b.reserved) AS reserved,
           sum(b.value) AS value
      FROM stock_balances b
     WHERE b.company_id = ${companyId}
       AND (${json}::jsonb IS NULL OR (b.account_id, b.nm_id) IN (
             SELECT k.a, k.n FROM jsonb_to_recordset(${json}::jsonb) AS k(a uuid, n bigint)))
     GROUP BY b.account_id, b.nm_id
     ORDER BY b.nm_id`);
  return rows.map((r) => ({
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    onHand: Number(r.on_hand),
    reserved: Number(r.reserved),
    available: Number(r.on_hand) - Number(r.reserved),
    value: String(r.value),
  }));
}

/** Units and value at cost of everything on the company's own warehouses. */
export async function ownStockValue(
  db: DbOrTx,
  companyId: string,
): Promise<{ units: number; value: string }> {
  const { rows } = await db.execute<{ units: string; value: string }>(sql`
    SELECT coalesce(sum(on_hand), 0) AS units, coalesce(sum(value), 0)::numeric(18, 2) AS value
      FROM stock_balances WHERE company_id = ${companyId}`);
  return { units: Number(rows[0]!.units), value: rows[0]!.value };
}
