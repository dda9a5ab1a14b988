import {
  bigint,
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { money, percent } from '../../db/columns';
import { syncedTenant } from '../sync/tenant-columns.table';

/**
 * Columns orders and sales share (docs/wb-notes.md#statistics-orders); dates in UTC, WB sends MSK.
 */
export const statisticsLineColumns = () => ({
  ...syncedTenant(),
  srid: text('srid').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  lastChangeDate: timestamp('last_change_date', { withTimezone: true }).notNull(),
  nmId: bigint('nm_id', { mode: 'number' }),
  barcode: text('barcode'),
  techSize: text('tech_size'),
  supplierArticle: text('supplier_article'),
  brand: text('brand'),
  subject: text('subject'),
  category: text('category'),
  warehouseName: text('warehouse_name'),
  warehouseType: text('warehouse_type'),
  countryName: text('country_name'),
  oblastOkrugName: text('oblast_okrug_name'),
  regionName: text('region_name'),
  incomeId: bigint('income_id', { mode: 'number' }),
  totalPrice: money('total_price'),
  discountPercent: percent('discount_percent'),
  spp: percent('spp'),
  finishedPrice: money('finished_price'),
  priceWithDisc: money('price_with_disc'),
  gNumber: text('g_number'),
  sticker: text('sticker'),
  /** The row as WB sent it: fields the columns do not have yet are kept. */
  raw: jsonb('raw').notNull(),
});

/** Orders from statistics (`supplier/orders`), one row per order line (`srid`). */
export const wbOrders = pgTable(
  'wb_orders',
  {
    ...statisticsLineColumns(),
    isCancel: boolean('is_cancel').notNull().default(false),
    cancelDate: timestamp('cancel_date', { withTimezone: true }),
    /**
     * The latest status from the order feed (created|buyout|cancel|return|returnDefective,
     * docs/domain.md#orders-and-statuses) and its time; null until the feed has reported the order.
     */
    status: text('status'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    /**
     * What WB's sales report says of the line: 'returned' when a return (`R…`) of its srid
     * exists, 'boughtOut' when a sale (`S…`) does, else null. Kept by triggers on wb_sales and
     * wb_orders (migration 0012), so every writer of either table keeps it true.
     */
    salesStatus: text('sales_status'),
    /**
     * The status the product shows (new|cancelled|boughtOut|returned,
     * docs/domain.md#orders-and-statuses): the order feed's when it has spoken past "created", else
     * cancelled when WB flags the order, else the sales report's, else new. Stored, so the /orders
     * status filter and its count are index ranges instead of a sales lookup per order.
     */
    effectiveStatus: text('effective_status')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE status WHEN 'buyout' THEN 'boughtOut' WHEN 'cancel' THEN 'cancelled' WHEN 'return' THEN 'returned' WHEN 'returnDefective' THEN 'returned' ELSE CASE WHEN is_cancel THEN 'cancelled' ELSE coalesce(sales_status, 'new') END END`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.srid] }),
    // The /orders status filter in the grid's default order (date, then the row key).
    index('wb_orders_company_status_date_key_idx').on(
      t.companyId,
      t.effectiveStatus,
      t.date,
      t.accountId,
      t.srid,
    ),
    // The /orders grid: its default sort (date, then the row key) as one index range, so a
    // page and the next page's keyset are index scans (docs/decisions/0003-list-grid-and-paging.md).
    index('wb_orders_company_date_key_idx').on(t.companyId, t.date, t.accountId, t.srid),
    index('wb_orders_company_finished_price_idx').on(t.companyId, t.finishedPrice),
    // The grid's sort by the order sum (price after the seller's discount, docs/domain.md#money-figures).
    index('wb_orders_company_price_with_disc_idx').on(t.companyId, t.priceWithDisc),
    // The grid's product filter and sort, and the rollup recomputing one product × day at a
    // time (a product's nm_id belongs to one seller, so the account is a filter on the rows).
    index('wb_orders_company_nm_date_idx').on(t.companyId, t.nmId, t.date),
    // /orders/:orderId and the grid's srid filter. A hash index: its entries are a fraction of a
    // B-tree's on this random 40-character key, and every synced page inserts thousands of them
    // at random places (bench:ingest).
    index('wb_orders_srid_idx').using('hash', t.srid),
  ],
);

/**
 * Every order status the order feed reported (`analytics/v1/order-feed`,
 * docs/wb-notes.md#order-feed), one row per order × status × status time. Kept for orders
 * statistics has not delivered yet: the order takes its latest status from here when it arrives.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    ...syncedTenant(),
    srid: text('srid').notNull(),
    status: text('status').notNull(),
    /** The time of this status (the feed's `updatedAt`). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }),
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }),
    cancelType: text('cancel_type'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    sellerPrice: money('seller_price'),
    /** The feed row as WB sent it. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.srid, t.at, t.status] }),
    index('order_status_history_company_at_idx').on(t.companyId, t.at),
  ],
);
