import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { queryInt } from '../contracts/query-int';
import { isDateInRange } from '../dates/msk';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

/**
 * Since this date WB hides its warehouses: the stock of its Russian warehouses comes as one
 * aggregate «Склад WB» row per size (`warehouseId` −999999; docs/wb-notes.md#hidden-warehouses).
 */
export const WB_WAREHOUSES_HIDDEN_SINCE = '2026-08-15';

/**
 * The /wb-stocks grid (docs/product.md#screens): the latest snapshot of stocks on WB warehouses,
 * one row per product size × warehouse (keys WB no longer lists stay as zeros: out of stock). The
 * quantities come right after the product and the warehouse, so they fit without scrolling;
 * the title cell also shows the vendor code, whose own column starts hidden.
 */
export const WB_STOCK_COLUMNS = [
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 80 },
  {
    key: 'nmId',
    display: 'id',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Артикул WB',
    width: 140,
  },
  { key: 'title', type: 'text', sortable: true, filterable: true, header: 'Товар', width: 220 },
  { key: 'size', type: 'text', sortable: true, filterable: true, header: 'Размер', width: 90 },
  { key: 'warehouse', type: 'text', sortable: true, filterable: true, header: 'Склад', width: 160 },
  {
    key: 'available',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Доступно',
    width: 125,
  },
  {
    key: 'inWayToClient',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'В пути к клиенту',
    width: 175,
  },
  {
    key: 'inWayFromClient',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'В пути от клиента',
    width: 180,
  },
  {
    key: 'total',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Всего',
    width: 100,
  },
  {
    key: 'changedAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Изменено',
    width: 150,
  },
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 160,
    visible: false,
  },
  {
    key: 'brand',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Бренд',
    width: 140,
    visible: false,
  },
  {
    key: 'subject',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Предмет',
    width: 150,
    visible: false,
  },
  {
    key: 'barcode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Баркод',
    width: 150,
    visible: false,
  },
  {
    key: 'region',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Регион отгрузки',
    width: 160,
    visible: false,
  },
  {
    key: 'account',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кабинет',
    width: 160,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type WbStockColumnKey = (typeof WB_STOCK_COLUMNS)[number]['key'];

/** A size id: WB's `chrtID` (uint64 since 09.2026, so a decimal string). */
const chrtIdSchema = z.string().check(z.regex(/^\d{1,20}$/, 'Нужен числовой ID размера'));

export const wbStockRowSchema = z.object({
  /** Row id: account, size and warehouse. */
  id: z.string(),
  accountId: z.uuid(),
  nmId: z.number(),
  chrtId: z.string(),
  warehouseId: z.number(),
  /** The aggregate «Склад WB» of the warehouse-hidden mode. */
  hiddenWarehouse: z.boolean(),
  photo: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  title: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  /** The size as the card names it (`techSize`), null when the card is not synced. */
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  warehouse: z.nullable(z.string()),
  region: z.nullable(z.string()),
  available: z.number(),
  inWayToClient: z.number(),
  inWayFromClient: z.number(),
  total: z.number(),
  /** The snapshot that first saw the row's current values. */
  changedAt: instantSchema,
  account: z.string(),
});
export type WbStockRow = z.infer<typeof wbStockRowSchema>;

/** One account's stock snapshot: when it was taken and when its last sync succeeded. */
export const stockSnapshotAccountSchema = z.object({
  accountId: z.uuid(),
  account: z.string(),
  /** The latest complete snapshot (its start), else the last successful sync; null: never. */
  takenAt: z.nullable(instantSchema),
  lastSuccessAt: z.nullable(instantSchema),
  /** The last run failed after that (message as the sync stored it). */
  lastError: z.nullable(z.string()),
});

export const stockSnapshotSchema = z.object({
  /** The oldest of the accounts' snapshots (what the whole page is at least as fresh as). */
  takenAt: z.nullable(instantSchema),
  accounts: z.array(stockSnapshotAccountSchema),
  /** Some account's latest snapshot lists the aggregate «Склад WB» (WB hides its warehouses). */
  warehouseHidden: z.boolean(),
});
export type StockSnapshot = z.infer<typeof stockSnapshotSchema>;

const isoDate = z
  .string()
  .check(z.refine(isDateInRange, 'Нужна дата в формате ГГГГ-ММ-ДД между 1900 и 2099 годами'));
const intParam = (message: string, min = -1e15) => queryInt(message, min, 1e15);

/** The longest period of a history request, in days. */
export const STOCK_HISTORY_MAX_DAYS = 731;
/** Periods up to this many days come as the change-by-change series; longer ones by day. */
export const STOCK_HISTORY_CHANGE_DAYS = 31;

export const stockHistoryQuerySchema = z.object({
  nmId: intParam('Нужен артикул WB (целое положительное число)', 1),
  chrtId: z.optional(chrtIdSchema),
  warehouseId: z.optional(intParam('Нужен ID склада (целое число)')),
  /** Moscow dates, both included; default: the last 30 days. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});
/** A history request as a caller writes it (the schema reads the query string's text). */
export interface StockHistoryQuery {
  nmId: number;
  chrtId?: string;
  warehouseId?: number;
  from?: string;
  to?: string;
}

/** Quantities summed over the keys the request matched. */
export const stockHistoryPointSchema = z.object({
  /** `change`: the instant of the snapshot that saw the values; `day`: the Moscow date. */
  at: z.string(),
  available: z.number(),
  inWayToClient: z.number(),
  inWayFromClient: z.number(),
});
export type StockHistoryPoint = z.infer<typeof stockHistoryPointSchema>;

export const stockHistorySchema = z.object({
  nmId: z.number(),
  chrtId: z.nullable(z.string()),
  warehouseId: z.nullable(z.number()),
  from: z.string(),
  to: z.string(),
  /**
   * A step series: the values in force at the period's start (when there were any), then a
   * point at each change; each holds until the next point, the last until `until`. `change`:
   * every snapshot that changed the sums (periods up to STOCK_HISTORY_CHANGE_DAYS days);
   * `day`: the end-of-day sums of each Moscow day that changed them (longer periods).
   */
  granularity: z.enum(['change', 'day']),
  points: z.array(stockHistoryPointSchema),
  /** The end of the last point's validity: the period's end, or now when that is earlier. */
  until: instantSchema,
  /** Keys (account × size × warehouse) the series sums. */
  keys: z.int(),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

// The seed: /wb-stocks needs no permission beyond being signed in (scoped to the company).
const wbStocks = { signedIn: true, tag: 'wb-stocks' } as const;

/** The /wb-stocks grid: the company's latest stock snapshot on WB warehouses. */
export const wbStocksList = defineList({
  key: 'wbStocks',
  path: '/api/wb-stocks',
  tag: 'wb-stocks',
  summary: 'The latest stock snapshot on WB warehouses: product × size × warehouse',
  access: { signedIn: true },
  tenant: 'company',
  row: wbStockRowSchema,
  columns: WB_STOCK_COLUMNS,
  export: {
    action: 'wb_stocks.export',
    entity: 'wb_stocks',
    file: 'wb-stocks',
    sheet: 'Остатки WB',
  },
});

export const getStockSnapshotContract = defineContract({
  ...wbStocks,
  method: 'GET',
  path: '/api/wb-stocks/snapshot',
  summary: 'When the stock snapshot was taken, per WB account, and whether WB hides warehouses',
  response: stockSnapshotSchema,
});

export const getStockHistoryContract = defineContract({
  ...wbStocks,
  method: 'GET',
  path: '/api/wb-stocks/history',
  summary: 'Stock history of a product (optionally one size and warehouse): a step series',
  query: stockHistoryQuerySchema,
  response: stockHistorySchema,
});
