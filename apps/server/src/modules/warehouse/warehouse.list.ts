import type {
  operationLinesList,
  warehouseOperationsList,
  warehouseStockList,
} from '@wb/shared/warehouse/warehouse-lists.contract';
import type { OperationKind, OperationStatus } from '@wb/shared/warehouse/warehouse.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';

const P = ['products'] as const;
const S = ['sizes'] as const;
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const intOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const productJoins = (alias: string) => ({
  products: sql.raw(
    `LEFT JOIN products p ON p.account_id = ${alias}.account_id AND p.nm_id = ${alias}.nm_id`,
  ),
  sizes: sql.raw(
    `LEFT JOIN product_sizes ps ON ps.account_id = ${alias}.account_id AND ps.chrt_id = ${alias}.chrt_id`,
  ),
});

/**
 * /warehouse: stock_balances of the company (b), a row per size × warehouse that holds units or
 * ever did; the unit cost is the average of the units on hand (value / on hand).
 */
export const warehouseStockSource: ListSource<typeof warehouseStockList> = {
  columns: {
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text', joins: P },
    nmId: { expr: sql`b.nm_id`, sqlType: 'bigint', notNull: true },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    size: { expr: sql`ps.tech_size`, sqlType: 'text', joins: S },
    warehouse: { expr: sql`w.name`, sqlType: 'text', notNull: true },
    onHand: { expr: sql`b.on_hand`, sqlType: 'numeric', notNull: true },
    reserved: { expr: sql`b.reserved`, sqlType: 'numeric', notNull: true },
    available: { expr: sql`(b.on_hand - b.reserved)`, sqlType: 'numeric', notNull: true },
    unitCost: {
      expr: sql`CASE WHEN b.on_hand > 0 THEN round(b.value / b.on_hand, 2) END`,
      sqlType: 'numeric',
    },
    value: { expr: sql`b.value`, sqlType: 'numeric', notNull: true },
    vendorCode: { expr: sql`p.vendor_code`, sqlType: 'text', joins: P },
    barcode: { expr: sql`array_to_string(ps.barcodes, ', ')`, sqlType: 'text', joins: S },
    brand: { expr: sql`p.brand`, sqlType: 'text', joins: P },
    updatedAt: { expr: sql`b.updated_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`stock_balances b JOIN warehouses w ON w.id = b.warehouse_id`,
  joins: productJoins('b'),
  tenant: sql`b.company_id`,
  where: (ctx) =>
    ctx.query.warehouseId ? sql`b.warehouse_id = ${ctx.query.warehouseId}` : sql`TRUE`,
  tiebreak: [
    { expr: sql`b.warehouse_id`, sqlType: 'uuid' },
    { expr: sql`b.account_id`, sqlType: 'uuid' },
    { expr: sql`b.chrt_id`, sqlType: 'numeric' },
  ],
  defaultSort: [{ field: 'nmId', dir: 'asc' }],
  extra: {
    warehouseId: { expr: sql`b.warehouse_id` },
    accountId: { expr: sql`b.account_id` },
    chrtId: { expr: sql`b.chrt_id::text` },
  },
  mapRow: (r) => ({
    id: `${String(r.warehouseId)}:${String(r.accountId)}:${String(r.chrtId)}`,
    warehouseId: String(r.warehouseId),
    accountId: String(r.accountId),
    nmId: Number(r.nmId),
    chrtId: String(r.chrtId),
    photo: textOrNull(r.photo),
    title: textOrNull(r.title),
    vendorCode: textOrNull(r.vendorCode),
    brand: textOrNull(r.brand),
    size: textOrNull(r.size),
    barcode: textOrNull(r.barcode) || null,
    warehouse: String(r.warehouse),
    onHand: Number(r.onHand),
    reserved: Number(r.reserved),
    available: Number(r.available),
    unitCost: textOrNull(r.unitCost),
    value: String(r.value),
    updatedAt: iso(r.updatedAt),
  }),
};

/**
 * /warehouse/operations (o): units are the lines' sum; the value is what the posted movements
 * moved out of (or into) the first warehouse, reversals excluded — null for a draft.
 */
export const warehouseOperationsSource: ListSource<typeof warehouseOperationsList> = {
  columns: {
    number: { expr: sql`o.number`, sqlType: 'bigint', notNull: true },
    date: {
      expr: sql`(o.date::timestamp AT TIME ZONE 'Europe/Moscow')`,
      sqlType: 'timestamptz',
      notNull: true,
    },
    kind: { expr: sql`o.kind`, sqlType: 'text', notNull: true },
    status: { expr: sql`o.status`, sqlType: 'text', notNull: true },
    warehouse: { expr: sql`w.name`, sqlType: 'text', notNull: true },
    toWarehouse: { expr: sql`t.name`, sqlType: 'text', joins: ['to'] },
    units: {
      expr: sql`(SELECT coalesce(sum(l.quantity), 0) FROM warehouse_operation_lines l WHERE l.operation_id = o.id)`,
      sqlType: 'numeric',
      notNull: true,
    },
    value: {
      expr: sql`(SELECT abs(sum(m.cost)) FROM stock_movements m
                  WHERE m.operation_id = o.id AND m.warehouse_id = o.warehouse_id AND m.reverses_id IS NULL)`,
      sqlType: 'numeric',
    },
    reason: { expr: sql`o.reason`, sqlType: 'text' },
    comment: { expr: sql`o.comment`, sqlType: 'text' },
    author: { expr: sql`u.full_name`, sqlType: 'text', joins: ['author'] },
    createdAt: { expr: sql`o.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`warehouse_operations o JOIN warehouses w ON w.id = o.warehouse_id`,
  joins: {
    to: sql`LEFT JOIN warehouses t ON t.id = o.to_warehouse_id`,
    author: sql`LEFT JOIN users u ON u.id = o.author_id`,
  },
  tenant: sql`o.company_id`,
  tiebreak: [{ expr: sql`o.id`, sqlType: 'uuid' }],
  defaultSort: [
    { field: 'date', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
  extra: { id: { expr: sql`o.id` }, year: { expr: sql`o.year` }, day: { expr: sql`o.date::text` } },
  mapRow: (r) => ({
    id: String(r.id),
    number: Number(r.number),
    year: Number(r.year),
    date: String(r.day),
    kind: r.kind as OperationKind,
    status: r.status as OperationStatus,
    warehouse: String(r.warehouse),
    toWarehouse: textOrNull(r.toWarehouse),
    units: Number(r.units),
    value: textOrNull(r.value),
    reason: textOrNull(r.reason),
    comment: textOrNull(r.comment),
    author: textOrNull(r.author),
    createdAt: iso(r.createdAt),
  }),
};

/** /warehouse/operations/:id: its lines (l). */
export const operationLinesSource: ListSource<typeof operationLinesList> = {
  columns: {
    lineNo: { expr: sql`l.line_no`, sqlType: 'bigint', notNull: true },
    nmId: { expr: sql`l.nm_id`, sqlType: 'bigint', notNull: true },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    size: { expr: sql`ps.tech_size`, sqlType: 'text', joins: S },
    barcode: { expr: sql`array_to_string(ps.barcodes, ', ')`, sqlType: 'text', joins: S },
    quantity: { expr: sql`l.quantity`, sqlType: 'numeric', notNull: true },
    bookQuantity: { expr: sql`l.book_quantity`, sqlType: 'numeric' },
    unitCost: { expr: sql`l.unit_cost`, sqlType: 'numeric' },
    vendorCode: { expr: sql`p.vendor_code`, sqlType: 'text', joins: P },
  },
  from: sql`warehouse_operation_lines l`,
  joins: productJoins('l'),
  tenant: sql`l.company_id`,
  where: (ctx) => sql`l.operation_id = ${ctx.params.id}`,
  tiebreak: [{ expr: sql`l.id`, sqlType: 'bigint' }],
  defaultSort: [{ field: 'lineNo', dir: 'asc' }],
  extra: {
    id: { expr: sql`l.id` },
    accountId: { expr: sql`l.account_id` },
    chrtId: { expr: sql`l.chrt_id::text` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    lineNo: Number(r.lineNo),
    accountId: String(r.accountId),
    nmId: Number(r.nmId),
    chrtId: String(r.chrtId),
    title: textOrNull(r.title),
    vendorCode: textOrNull(r.vendorCode),
    size: textOrNull(r.size),
    barcode: textOrNull(r.barcode) || null,
    quantity: Number(r.quantity),
    bookQuantity: intOrNull(r.bookQuantity),
    unitCost: textOrNull(r.unitCost),
  }),
};
