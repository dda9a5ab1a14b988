import * as z from 'zod/mini';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

/**
 * Leftovers by nmID (/reports/products/leftovers-nm-report, docs/domain.md#leftovers): the
 * current stock on WB warehouses per nmID × size × warehouse (one aggregate «Склад WB» per size
 * while WB hides its warehouses), valued at cost and at price, with the storage WB charged for
 * its latest day and the product's pace of sales:
 * - sales per day = buyouts of the nmID's last 28 in-stock days ÷ those days (of the last 90);
 * - days of cover = the nmID's available (all sizes and warehouses) ÷ sales per day;
 * - stock-out date = today + days of cover (whole days);
 * - slow mover = no buyout for 30 days, or cover above 120 days.
 * Sales, cover, stock-out and slow mover are the nmID's (sales_daily has no size or warehouse):
 * every row of the product shows the same.
 */
export const SLOW_MOVER_NO_SALE_DAYS = 30;
export const SLOW_MOVER_COVER_DAYS = 120;
export const COVER_WINDOW_DAYS = 28;

/** Why a value of a row is missing (never shown as 0). */
export const LEFTOVER_MISSING = [
  /** No cost version valid today. */
  'noCost',
  /** A cost in a currency without a rate on or before today. */
  'noRate',
  /** WB sent no price for the size. */
  'noPrice',
  /** The paid-storage report has no row for the product (or size and warehouse). */
  'noStorage',
  /** No buyout in the in-stock days: the cover is unbounded. */
  'noSales',
] as const;
export type LeftoverMissing = (typeof LEFTOVER_MISSING)[number];

const money = (key: string, header: string, extra: Partial<ColumnDef> = {}) =>
  ({
    key,
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header,
    width: 150,
    ...extra,
  }) as const;

export const LEFTOVER_COLUMNS = [
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 72 },
  {
    key: 'nmId',
    display: 'id',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Артикул WB',
    width: 130,
  },
  { key: 'title', type: 'text', sortable: true, filterable: true, header: 'Товар', width: 220 },
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 150,
    visible: false,
  },
  { key: 'size', type: 'text', sortable: true, filterable: true, header: 'Размер', width: 90 },
  { key: 'warehouse', type: 'text', sortable: true, filterable: true, header: 'Склад', width: 150 },
  {
    key: 'available',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Остаток, шт.',
    width: 120,
  },
  money('unitCost', 'Себестоимость ед., ₽', { visible: false }),
  money('valueAtCost', 'Сумма по себестоимости, ₽', { total: true, width: 180 }),
  money('price', 'Цена со скидкой, ₽', { visible: false }),
  money('valueAtPrice', 'Сумма по цене, ₽', { total: true, width: 160 }),
  {
    key: 'salesPerDay',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'Продаж в день (артикул)',
    width: 170,
  },
  {
    key: 'daysOfCover',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'Дней запаса (артикул)',
    width: 170,
  },
  {
    key: 'stockOutDate',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Закончится',
    width: 130,
  },
  {
    key: 'slowMover',
    type: 'enum',
    options: ['yes', 'no'],
    sortable: true,
    filterable: true,
    header: 'Неликвид',
    width: 120,
  },
  {
    key: 'lastSaleDate',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Последний выкуп',
    width: 150,
    visible: false,
  },
  money('storagePerDay', 'Хранение в день, ₽', { total: true, width: 160 }),
  {
    key: 'storageDate',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'День хранения',
    width: 130,
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
    key: 'account',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кабинет',
    width: 160,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];

const missing = z.nullable(z.enum(LEFTOVER_MISSING));
const amount = z.nullable(z.string());

export const leftoverRowSchema = z.object({
  /** Row id: account, size and warehouse. */
  id: z.string(),
  nmId: z.number(),
  chrtId: z.string(),
  warehouseId: z.number(),
  /** The aggregate «Склад WB» of the warehouse-hidden mode (docs/wb-notes.md#hidden-warehouses). */
  hiddenWarehouse: z.boolean(),
  photo: z.nullable(z.string()),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  warehouse: z.nullable(z.string()),
  available: z.number(),
  unitCost: amount,
  valueAtCost: amount,
  /** Why there is no value at cost: no cost version, or no rate for its currency. */
  costMissing: missing,
  price: amount,
  valueAtPrice: amount,
  priceMissing: missing,
  /** Decimal strings; null with the reason `noSales` (no buyout in the in-stock days). */
  salesPerDay: amount,
  daysOfCover: amount,
  stockOutDate: z.nullable(z.string()),
  coverMissing: missing,
  slowMover: z.enum(['yes', 'no']),
  lastSaleDate: z.nullable(z.string()),
  storagePerDay: amount,
  /** The day of the paid-storage report the amount is for. */
  storageDate: z.nullable(z.string()),
  storageMissing: missing,
  brand: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  account: z.string(),
});
export type LeftoverRow = z.infer<typeof leftoverRowSchema>;

export const leftoversList = defineList({
  key: 'leftoversNmReport',
  path: '/api/reports/leftovers-nm',
  tag: 'nmreports',
  summary: 'Stock leftovers by nmID, size and warehouse of the current company',
  access: { permission: { subject: 'report', action: 'viewReportOrderStockAnalytic' } },
  tenant: 'company',
  row: leftoverRowSchema,
  columns: LEFTOVER_COLUMNS,
  export: {
    action: 'nmreports.leftovers_export',
    entity: 'leftoversNmReport',
    file: 'leftovers-nm',
    sheet: 'Остатки по артикулам',
  },
});
