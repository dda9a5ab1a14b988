/**
 * The warehouse module's SQL besides the ledger: warehouses, operations and their lines, and the
 * catalogue reads an operation's lines need (raw SQL: the products module exports no such read).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StockItem } from '@wb/shared/warehouse/warehouse.contract';
import type { DbOrTx } from '../../db/client';
import { nextDocumentNumber } from '../../db/document-numbers';
import {
  warehouseOperationLines,
  warehouseOperationNumbers,
  warehouseOperations,
  warehouses,
} from './warehouse.table';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type OperationRow = typeof warehouseOperations.$inferSelect;
export type LineRow = typeof warehouseOperationLines.$inferSelect;
export type WarehouseValues = Pick<WarehouseRow, 'name' | 'address' | 'type' | 'isDefault'>;

/** The company's warehouses (the one with `id`, if given) with their units and value. */
export async function warehouseRows(db: DbOrTx, companyId: string, id?: string, lock = false) {
  const query = db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.companyId, companyId), id ? eq(warehouses.id, id) : undefined))
    .orderBy(sql`${warehouses.isDefault} DESC`, sql`lower(${warehouses.name})`);
  return lock ? query.for('update') : query;
}

export async function warehouseTotals(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute<{ warehouse_id: string; units: string; value: string }>(sql`
    SELECT warehouse_id, sum(on_hand) AS units, sum(value) AS value
      FROM stock_balances WHERE company_id = ${companyId} GROUP BY warehouse_id`);
  return new Map(rows.map((r) => [r.warehouse_id, { units: Number(r.units), value: r.value }]));
}

export async function insertWarehouse(db: DbOrTx, companyId: string, values: WarehouseValues) {
  const [row] = await db
    .insert(warehouses)
    .values({ companyId, ...values })
    .returning({ id: warehouses.id });
  return row!.id;
}

export async function updateWarehouse(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: WarehouseValues,
) {
  await db
    .update(warehouses)
    .set(values)
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)));
}

/** Clears the company's default (before another warehouse becomes it). */
export async function clearDefault(db: DbOrTx, companyId: string, exceptId: string | null) {
  await db.execute(sql`
    UPDATE warehouses SET is_default = false
     WHERE company_id = ${companyId} AND is_default AND id IS DISTINCT FROM ${exceptId}`);
}

export async function operationsOfWarehouse(db: DbOrTx, companyId: string, id: string) {
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM warehouse_operations
     WHERE company_id = ${companyId} AND (warehouse_id = ${id} OR to_warehouse_id = ${id})`);
  return Number(rows[0]!.n);
}

export async function deleteWarehouse(db: DbOrTx, companyId: string, id: string) {
  await db.execute(
    sql`DELETE FROM stock_balances WHERE company_id = ${companyId} AND warehouse_id = ${id}`,
  );
  await db
    .delete(warehouses)
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)));
}

/** The next number of the company's year (a row per company and year, incremented). */
export const nextNumber = (db: DbOrTx, companyId: string, year: number) =>
  nextDocumentNumber(db, warehouseOperationNumbers, companyId, year);

export type OperationValues = Omit<
  typeof warehouseOperations.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'postedAt' | 'cancelledAt' | 'status'
>;

export async function insertOperation(db: DbOrTx, companyId: string, values: OperationValues) {
  const [row] = await db
    .insert(warehouseOperations)
    .values({ companyId, ...values })
    .returning({ id: warehouseOperations.id });
  return row!.id;
}

export async function updateOperation(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<OperationValues> &
    Partial<Pick<OperationRow, 'status' | 'postedAt' | 'cancelledAt'>>,
) {
  await db
    .update(warehouseOperations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(warehouseOperations.companyId, companyId), eq(warehouseOperations.id, id)));
}

export async function operationRow(db: DbOrTx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(warehouseOperations)
    .where(and(eq(warehouseOperations.companyId, companyId), eq(warehouseOperations.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export type LineValues = Pick<LineRow, 'accountId' | 'nmId' | 'chrtId' | 'quantity' | 'unitCost'>;

export async function replaceLines(
  db: DbOrTx,
  companyId: string,
  operationId: string,
  lines: LineValues[],
) {
  await db
    .delete(warehouseOperationLines)
    .where(
      and(
        eq(warehouseOperationLines.companyId, companyId),
        eq(warehouseOperationLines.operationId, operationId),
      ),
    );
  if (lines.length === 0) return;
  await db
    .insert(warehouseOperationLines)
    .values(lines.map((l, i) => ({ ...l, companyId, operationId, lineNo: i + 1 })));
}

export async function lineRows(db: DbOrTx, companyId: string, operationId: string) {
  return db
    .select()
    .from(warehouseOperationLines)
    .where(
      and(
        eq(warehouseOperationLines.companyId, companyId),
        eq(warehouseOperationLines.operationId, operationId),
      ),
    )
    .orderBy(asc(warehouseOperationLines.lineNo));
}

export async function setBookQuantity(db: DbOrTx, lineId: number, book: number) {
  await db
    .update(warehouseOperationLines)
    .set({ bookQuantity: book })
    .where(eq(warehouseOperationLines.id, lineId));
}

/** Names for an operation's answer: warehouses and author. */
export async function operationNames(db: DbOrTx, companyId: string, op: OperationRow) {
  const { rows } = await db.execute<{
    warehouse: string;
    to_warehouse: string | null;
    author: string | null;
  }>(sql`
    SELECT w.name AS warehouse, t.name AS to_warehouse, u.full_name AS author
      FROM warehouses w
      LEFT JOIN warehouses t ON t.company_id = ${companyId} AND t.id = ${op.toWarehouseId}
      LEFT JOIN users u ON u.id = ${op.authorId}
     WHERE w.company_id = ${companyId} AND w.id = ${op.warehouseId}`);
  return rows[0] ?? { warehouse: '', to_warehouse: null, author: null };
}

/** An operation's movements with the names people read. */
export async function movementView(db: DbOrTx, companyId: string, operationId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT m.id, w.name AS warehouse, m.nm_id, m.chrt_id::text AS chrt_id, p.title, ps.tech_size,
           m.quantity, m.cost, m.reverses_id, m.created_at
      FROM stock_movements m
      JOIN warehouses w ON w.id = m.warehouse_id
      LEFT JOIN products p ON p.account_id = m.account_id AND p.nm_id = m.nm_id
      LEFT JOIN product_sizes ps ON ps.account_id = m.account_id AND ps.chrt_id = m.chrt_id
     WHERE m.company_id = ${companyId} AND m.operation_id = ${operationId}
     ORDER BY m.id`);
  return rows;
}

const ITEM_COLUMNS = sql`ps.account_id, ps.nm_id, ps.chrt_id::text AS chrt_id, p.title, p.vendor_code,
  ps.tech_size, ps.barcodes[1] AS barcode, (p.photos -> 0 ->> 'c246x328') AS photo`;

export function toItem(r: Record<string, unknown>): StockItem {
  const text = (v: unknown) =>
    typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
  return {
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    chrtId: String(r.chrt_id),
    title: text(r.title),
    vendorCode: text(r.vendor_code),
    size: text(r.tech_size),
    barcode: text(r.barcode),
    photo: text(r.photo),
  };
}

/** Sizes of the company whose barcodes include `barcode` (the scanned one listed first). */
export async function itemsByBarcode(db: DbOrTx, companyId: string, barcode: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${ITEM_COLUMNS}, ${barcode}::text AS scanned
      FROM product_sizes ps JOIN products p ON p.account_id = ps.account_id AND p.nm_id = ps.nm_id
     WHERE ps.company_id = ${companyId} AND ${barcode}::text = ANY (ps.barcodes)
     ORDER BY p.in_trash, ps.nm_id LIMIT 2`);
  return rows.map((r) => ({ ...toItem(r), barcode }));
}

/** Sizes matching a search (nmID, vendor code, title, barcode), at most 30. */
export async function searchItems(db: DbOrTx, companyId: string, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const nm = /^\d{1,15}$/.test(q) ? Number(q) : -1;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${ITEM_COLUMNS}
      FROM product_sizes ps JOIN products p ON p.account_id = ps.account_id AND p.nm_id = ps.nm_id
     WHERE ps.company_id = ${companyId} AND NOT p.in_trash
       AND (ps.nm_id = ${nm} OR p.vendor_code ILIKE ${like} OR p.title ILIKE ${like}
            OR ${q} = ANY (ps.barcodes))
     ORDER BY (ps.nm_id = ${nm}) DESC, p.vendor_code, ps.nm_id, ps.chrt_id LIMIT 30`);
  return rows.map(toItem);
}

/** The given sizes as the company's catalogue has them (a missing one is not the company's). */
export async function itemsByKeys(
  db: DbOrTx,
  companyId: string,
  keys: { accountId: string; nmId: number; chrtId: string }[],
) {
  if (keys.length === 0) return new Map<string, StockItem>();
  const json = JSON.stringify(keys.map((k) => ({ a: k.accountId, n: k.nmId, c: k.chrtId })));
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${ITEM_COLUMNS}
      FROM jsonb_to_recordset(${json}::jsonb) AS k(a uuid, n bigint, c numeric)
      JOIN product_sizes ps ON ps.account_id = k.a AND ps.nm_id = k.n AND ps.chrt_id = k.c
      JOIN products p ON p.account_id = ps.account_id AND p.nm_id = ps.nm_id
     WHERE ps.company_id = ${companyId}`);
  return new Map(rows.map((r) => [`${String(r.account_id)}:${String(r.chrt_id)}`, toItem(r)]));
}

/** Sizes of the company by nmID and size name (an imported row without a barcode). */
export async function itemsByNmAndSize(
  db: DbOrTx,
  companyId: string,
  nmId: number,
  size: string | null,
) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${ITEM_COLUMNS}
      FROM product_sizes ps JOIN products p ON p.account_id = ps.account_id AND p.nm_id = ps.nm_id
     WHERE ps.company_id = ${companyId} AND ps.nm_id = ${nmId}
       AND (${size}::text IS NULL OR lower(coalesce(ps.tech_size, '')) = lower(${size}::text)
            OR lower(coalesce(ps.wb_size, '')) = lower(${size}::text))
     ORDER BY ps.chrt_id LIMIT 3`);
  return rows.map(toItem);
}

/** The first sizes of the company's catalogue with a barcode (the demo's stock). */
export async function firstItems(db: DbOrTx, companyId: string, limit: number) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${ITEM_COLUMNS}
      FROM product_sizes ps JOIN products p ON p.account_id = ps.account_id AND p.nm_id = ps.nm_id
     WHERE ps.company_id = ${companyId} AND NOT p.in_trash
     ORDER BY ps.nm_id, ps.chrt_id LIMIT ${limit}`);
  return rows.map(toItem);
}

export async function hasOperations(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM warehouse_operations WHERE company_id = ${companyId} LIMIT 1`,
  );
  return rows.length > 0;
}
