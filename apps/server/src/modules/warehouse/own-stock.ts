/**
 * What other modules read of the own-warehouse stock (docs/domain.md#own-warehouse): /products
 * shows a product's own stock, the dashboard the value of all of it. Values at FIFO cost.
 */
import { sql } from 'drizzle-orm';
import type { WarehouseType } from '@wb/shared/warehouse/warehouse.contract';
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

/**
 * Units and value at cost of everything on the company's own warehouses (of one cabinet's
 * products when `accountId` is given).
 */
export async function ownStockValue(
  db: DbOrTx,
  companyId: string,
  accountId: string | null = null,
): Promise<{ units: number; value: string }> {
  const { rows } = await db.execute<{ units: string; value: string }>(sql`
    SELECT coalesce(sum(on_hand), 0) AS units, coalesce(sum(value), 0)::numeric(18, 2) AS value
      FROM stock_balances
     WHERE company_id = ${companyId} AND (${accountId}::uuid IS NULL OR account_id = ${accountId}::uuid)`);
  return { units: Number(rows[0]!.units), value: rows[0]!.value };
}

/** How many warehouses (own and fulfilment) the company keeps stock in: none → nothing to show. */
export async function ownWarehouseCount(db: DbOrTx, companyId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM warehouses WHERE company_id = ${companyId}`,
  );
  return Number(rows[0]!.n);
}

/** A product's own stock per warehouse × size, for the product page (largest stock first). */
export interface OwnStockLine {
  warehouseId: string;
  warehouseName: string;
  warehouseType: WarehouseType;
  chrtId: string;
  techSize: string | null;
  onHand: number;
  reserved: number;
  available: number;
  value: string;
}

export async function ownStockOfProduct(
  db: DbOrTx,
  ref: { companyId: string; accountId: string; nmId: number },
): Promise<OwnStockLine[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT b.warehouse_id, w.name, w.type, b.chrt_id::text AS chrt_id, ps.tech_size,
           b.on_hand, b.reserved, b.value::text AS value
      FROM stock_balances b
      JOIN warehouses w ON w.id = b.warehouse_id
      LEFT JOIN product_sizes ps ON ps.account_id = b.account_id AND ps.chrt_id = b.chrt_id
     WHERE b.company_id = ${ref.companyId} AND b.account_id = ${ref.accountId}
       AND b.nm_id = ${ref.nmId} AND (b.on_hand > 0 OR b.reserved > 0)
     ORDER BY b.on_hand DESC, w.name, b.chrt_id`);
  return rows.map((r) => ({
    warehouseId: String(r.warehouse_id),
    warehouseName: String(r.name),
    warehouseType: r.type as WarehouseType,
    chrtId: String(r.chrt_id),
    techSize: typeof r.tech_size === 'string' && r.tech_size !== '' ? r.tech_size : null,
    onHand: Number(r.on_hand),
    reserved: Number(r.reserved),
    available: Number(r.on_hand) - Number(r.reserved),
    value: String(r.value),
  }));
}

/**
 * A product's own stock as SQL text for a LATERAL join of a list source (as costAtSql): one
 * index range of stock_balances (company, cabinet, nmID) per row, no query per row in Node.
 * The caller names the outer columns. Example:
 *   LEFT JOIN LATERAL (${ownStockSql('p.company_id', 'p.account_id', 'p.nm_id')}) os ON true
 * yields os.on_hand, os.reserved, os.available and os.value (0 without stock).
 */
export function ownStockSql(companyIdExpr: string, accountIdExpr: string, nmIdExpr: string) {
  return `
    SELECT coalesce(sum(b.on_hand), 0)::int AS on_hand, coalesce(sum(b.reserved), 0)::int AS reserved,
           coalesce(sum(b.on_hand - b.reserved), 0)::int AS available,
           coalesce(sum(b.value), 0)::numeric(18, 2) AS value
      FROM stock_balances b
     WHERE b.company_id = ${companyIdExpr} AND b.account_id = ${accountIdExpr}
       AND b.nm_id = ${nmIdExpr}`;
}

/**
 * What the own stock shown elsewhere depends on, as SQL text over the company id `companyParam`
 * (a cache key part, as the dashboard's VERSION_SQL): every posting and cancellation appends
 * movements (ids only grow: the index (company_id, id) answers max at once), and a warehouse
 * created or deleted changes whether there is any.
 */
export function ownStockVersionSql(companyParam: string) {
  return `(SELECT coalesce(max(id), 0) || ':' ||
            (SELECT count(*) FROM warehouses WHERE company_id = ${companyParam})
       FROM stock_movements WHERE company_id = ${companyParam})`;
}
