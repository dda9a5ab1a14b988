import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accountTenant as tenant, syncedTenant } from '../sync/tenant-columns.table';

/** Where a stock lies: a WB warehouse (FBW) or one of the seller's own warehouses (FBS). */
export const STOCK_SOURCES = ['wb', 'seller'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

/**
 * The aggregate WB warehouse of the "warehouse hidden" mode (docs/wb-notes.md#hidden-warehouses,
 * 15.08.2026).
 */
export const HIDDEN_WB_WAREHOUSE_ID = -999_999;

/** A stock key: a size (`chrtId`, uint64 since 09.2026) of a card on one warehouse. */
const stockKey = () => ({
  nmId: bigint('nm_id', { mode: 'number' }).notNull(),
  chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
  source: text('source', { enum: STOCK_SOURCES }).notNull(),
  /** WB's `warehouseId`: a WB office, −999999 when WB hides its warehouses, or a seller warehouse. */
  warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
});

const quantities = () => ({
  /** Available to order. */
  quantity: integer('quantity'),
  /** Null for seller warehouses: WB does not report it there. */
  inWayToClient: integer('in_way_to_client'),
  inWayFromClient: integer('in_way_from_client'),
});

const sourceCheck = (name: string) =>
  check(name, sql.raw(`source IN (${STOCK_SOURCES.map((s) => `'${s}'`).join(', ')})`));

/**
 * Current stock per account × size × warehouse (`stocks-report/wb-warehouses` and
 * `seller-warehouses`, docs/wb-notes.md#stocks), from full snapshots. A key WB stops listing keeps
 * its row with zero quantities and an empty `raw` (the /wb-stocks page shows it as out of stock).
 */
export const wbStocks = pgTable(
  'wb_stocks',
  {
    ...syncedTenant(),
    ...stockKey(),
    /** As WB names them (for hidden WB warehouses: «Склад WB»). */
    warehouseName: text('warehouse_name'),
    regionName: text('region_name'),
    ...quantities(),
    /** The row as WB sent it; `{}` once WB no longer lists the key. */
    raw: jsonb('raw').notNull(),
    /** The snapshot in which the current values were first seen. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.companyId, t.accountId, t.nmId, t.chrtId, t.source, t.warehouseId],
    }),
    // The /wb-stocks page across the accounts of a company, by product and size.
    index('wb_stocks_company_nm_idx').on(t.companyId, t.nmId, t.chrtId),
    sourceCheck('wb_stocks_source_check'),
  ],
);

/**
 * Stock history: a row per key only when its quantities change (or it disappears → zeros), at
 * the time of the snapshot that saw the change. The values hold until the key's next row.
 */
export const stockSnapshots = pgTable(
  'stock_snapshots',
  {
    ...syncedTenant(),
    ...stockKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    warehouseName: text('warehouse_name'),
    regionName: text('region_name'),
    ...quantities(),
  },
  (t) => [
    // A key's history and its last row (backward scan).
    primaryKey({
      columns: [t.companyId, t.accountId, t.nmId, t.chrtId, t.source, t.warehouseId, t.takenAt],
    }),
    // What changed in a period, per company.
    index('stock_snapshots_company_taken_idx').on(t.companyId, t.takenAt),
    sourceCheck('stock_snapshots_source_check'),
  ],
);

/**
 * Daily stock per key and Moscow day, written with the snapshot rows of that day: end-of-day
 * values (as of the day's last change) and the lowest quantity the day had, its opening value
 * included. A day without a row kept the values of the key's previous row.
 */
export const stockDaily = pgTable(
  'stock_daily',
  {
    ...syncedTenant(),
    ...stockKey(),
    day: date('day').notNull(),
    ...quantities(),
    minQuantity: integer('min_quantity'),
    /** Snapshot rows of the day. */
    changes: integer('changes').notNull().default(1),
    /** The day's last snapshot row. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.companyId, t.accountId, t.nmId, t.chrtId, t.source, t.warehouseId, t.day],
    }),
    // Dashboard (stock-out risks) and reports over a period.
    index('stock_daily_company_day_idx').on(t.companyId, t.day),
    sourceCheck('stock_daily_source_check'),
  ],
);

/**
 * The keys a stock snapshot read on its pages before the last one (sync working data): at the
 * last page, the account's keys of that source that are neither here nor on that page go to 0.
 * Emptied when the snapshot completes; a snapshot read in one page never writes here.
 */
export const wbStockSeen = pgTable(
  'wb_stock_seen',
  {
    ...syncedTenant(),
    source: text('source', { enum: STOCK_SOURCES }).notNull(),
    snapshotAt: timestamp('snapshot_at', { withTimezone: true }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.companyId, t.accountId, t.source, t.snapshotAt, t.nmId, t.chrtId, t.warehouseId],
    }),
  ],
);

/**
 * WB offices (`GET /api/v3/offices`, docs/wb-notes.md#offices-and-seller-warehouses,
 * docs/domain.md#reference-data): WB reference data, shared by every company. An office WB stops
 * listing is kept (history and stocks may name it).
 */
export const wbWarehouses = pgTable('wb_warehouses', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name'),
  address: text('address'),
  city: text('city'),
  /** E.g. «Центральный»; null outside Russia or unknown. */
  federalDistrict: text('federal_district'),
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  /** 1 МГТ, 2 СГТ, 3 КГТ+. */
  cargoType: integer('cargo_type'),
  /** 1 FBS, 2 DBS, 3 DBW, 5 C&C, 6 EDBS. */
  deliveryType: integer('delivery_type'),
  /** The office as WB sent it, without `selected` (which depends on the seller). */
  raw: jsonb('raw').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The seller's own warehouses (`GET /api/v3/warehouses`), as WB lists them now. */
export const wbSellerWarehouses = pgTable(
  'wb_seller_warehouses',
  {
    ...tenant(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    name: text('name'),
    /** The WB office it is bound to (`wb_warehouses.id`). */
    officeId: bigint('office_id', { mode: 'number' }),
    cargoType: integer('cargo_type'),
    deliveryType: integer('delivery_type'),
    isDeleting: boolean('is_deleting'),
    isProcessing: boolean('is_processing'),
    raw: jsonb('raw').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.accountId, t.warehouseId] })],
);
