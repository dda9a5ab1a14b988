import type { wbStocksList } from '@wb/shared/stocks/wb-stocks.contract';
import { sql, type SQL } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import { HIDDEN_WB_WAREHOUSE_ID } from './wb-stocks.table';

/** The aggregate «Склад WB» of the warehouse-hidden mode, for readers of current stock. */
export { HIDDEN_WB_WAREHOUSE_ID };

const P = ['products'] as const;
const S = ['sizes'] as const;
const HIDDEN = sql.raw(String(HIDDEN_WB_WAREHOUSE_ID));
const count = (column: string) => sql.raw(`coalesce(s.${column}, 0)`);

/**
 * The rows of wb_stocks (alias `alias`) that are a company's current stock on WB warehouses (not
 * the seller's own: those are FBS stock, not /wb-stocks). A key WB no longer lists stays as out
 * of stock — unless WB lists the same size in the other warehouse mode now: once WB hides its
 * warehouses, the old named warehouses' zeros are not "out of stock" but unknown (the size is
 * counted in «Склад WB»), and when WB shows them again the aggregate's zero is replaced by the
 * warehouses.
 */
export function currentWbStock(alias: string): SQL {
  const s = sql.identifier(alias);
  return sql`${s}.source = 'wb'
    AND (${s}.raw <> '{}'::jsonb OR NOT EXISTS (
      SELECT 1 FROM wb_stocks o
       WHERE o.company_id = ${s}.company_id AND o.account_id = ${s}.account_id
         AND o.nm_id = ${s}.nm_id AND o.chrt_id = ${s}.chrt_id AND o.source = 'wb'
         AND o.raw <> '{}'::jsonb
         AND (o.warehouse_id = ${HIDDEN}) <> (${s}.warehouse_id = ${HIDDEN})))`;
}

/**
 * wb_stocks of one company as the /wb-stocks grid (s = wb_stocks, p = products,
 * ps = product_sizes, a = wb_accounts).
 */
export const wbStocksSource: ListSource<typeof wbStocksList> = {
  columns: {
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text', joins: P },
    nmId: { expr: sql`s.nm_id`, sqlType: 'bigint', notNull: true },
    vendorCode: { expr: sql`p.vendor_code`, sqlType: 'text', joins: P },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    brand: { expr: sql`p.brand`, sqlType: 'text', joins: P },
    subject: { expr: sql`p.subject_name`, sqlType: 'text', joins: P },
    size: { expr: sql`ps.tech_size`, sqlType: 'text', joins: S },
    barcode: { expr: sql`array_to_string(ps.barcodes, ', ')`, sqlType: 'text', joins: S },
    warehouse: { expr: sql`s.warehouse_name`, sqlType: 'text' },
    region: { expr: sql`s.region_name`, sqlType: 'text' },
    available: { expr: count('quantity'), sqlType: 'numeric', notNull: true },
    inWayToClient: { expr: count('in_way_to_client'), sqlType: 'numeric', notNull: true },
    inWayFromClient: { expr: count('in_way_from_client'), sqlType: 'numeric', notNull: true },
    total: {
      expr: sql`(${count('quantity')} + ${count('in_way_to_client')} + ${count('in_way_from_client')})`,
      sqlType: 'numeric',
      notNull: true,
    },
    changedAt: { expr: sql`s.taken_at`, sqlType: 'timestamptz', notNull: true },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
  },
  from: sql`wb_stocks s`,
  joins: {
    products: sql`LEFT JOIN products p ON p.account_id = s.account_id AND p.nm_id = s.nm_id`,
    sizes: sql`LEFT JOIN product_sizes ps ON ps.account_id = s.account_id AND ps.chrt_id = s.chrt_id`,
    accounts: sql`JOIN wb_accounts a ON a.id = s.account_id`,
  },
  tenant: sql`s.company_id`,
  where: () => currentWbStock('s'),
  tiebreak: [
    { expr: sql`s.nm_id`, sqlType: 'bigint' },
    { expr: sql`s.chrt_id`, sqlType: 'numeric' },
    { expr: sql`s.warehouse_id`, sqlType: 'bigint' },
    { expr: sql`s.account_id`, sqlType: 'uuid' },
  ],
  defaultSort: [{ field: 'nmId', dir: 'asc' }],
  extra: {
    accountId: { expr: sql`s.account_id` },
    chrtId: { expr: sql`s.chrt_id::text` },
    warehouseId: { expr: sql`s.warehouse_id` },
  },
  mapRow: (r) => {
    const warehouseId = Number(r.warehouseId);
    return {
      id: `${String(r.accountId)}:${String(r.chrtId)}:${warehouseId}`,
      accountId: String(r.accountId),
      nmId: Number(r.nmId),
      chrtId: String(r.chrtId),
      warehouseId,
      hiddenWarehouse: warehouseId === HIDDEN_WB_WAREHOUSE_ID,
      photo: textOrNull(r.photo),
      vendorCode: textOrNull(r.vendorCode),
      title: textOrNull(r.title),
      brand: textOrNull(r.brand),
      subject: textOrNull(r.subject),
      size: textOrNull(r.size),
      barcode: textOrNull(r.barcode) || null,
      warehouse: textOrNull(r.warehouse),
      region: textOrNull(r.region),
      available: Number(r.available),
      inWayToClient: Number(r.inWayToClient),
      inWayFromClient: Number(r.inWayFromClient),
      total: Number(r.total),
      changedAt: new Date(r.changedAt as string | Date).toISOString(),
      account: String(r.account),
    };
  },
};
