import * as z from 'zod/mini';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { PRODUCT_SLICE_COLUMNS, productSliceSchema } from '../list/product-slices';

/**
 * Status of an order line. Derived for now (cancelled / returned / bought out / new) from
 * wb_orders and wb_sales; a feed-based status replaces the derivation later.
 */
export const ORDER_STATUSES = ['new', 'cancelled', 'boughtOut', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The /orders grid (docs/product.md#screens): one row = one unit, key srid. */
export const ORDER_COLUMNS = [
  { key: 'date', type: 'date', sortable: true, filterable: true, header: 'Дата', width: 150 },
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 64 },
  { key: 'title', type: 'text', sortable: true, filterable: true, header: 'Товар', width: 260 },
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 160,
  },
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
  // Wide enough for «Без размера», the size of an item WB sells in one size.
  { key: 'size', type: 'text', sortable: true, filterable: true, header: 'Размер', width: 130 },
  { key: 'warehouse', type: 'text', sortable: true, filterable: true, header: 'Склад', width: 160 },
  {
    key: 'district',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Федеральный округ',
    width: 200,
  },
  { key: 'region', type: 'text', sortable: true, filterable: true, header: 'Регион', width: 180 },
  {
    key: 'totalPrice',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Цена до скидок',
    width: 160,
  },
  {
    key: 'discount',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'Скидка продавца, %',
    width: 170,
  },
  {
    // The order sum of every page (docs/domain.md#money-figures): the price after the seller's
    // discount, WB's priceWithDisc — the grid's total of it is the dashboard's order sum.
    key: 'priceWithDisc',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Сумма заказа (цена со скидкой продавца)',
    width: 200,
  },
  { key: 'spp', type: 'number', sortable: true, filterable: true, header: 'СПП, %', width: 100 },
  {
    // What the buyer paid after WB's SPP (WB funds it): a column, never a total.
    key: 'finishedPrice',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Цена для покупателя (после СПП)',
    width: 200,
  },
  {
    key: 'status',
    type: 'enum',
    options: ORDER_STATUSES,
    sortable: true,
    filterable: true,
    header: 'Статус',
    width: 130,
  },
  { key: 'account', type: 'text', sortable: true, filterable: true, header: 'Кабинет', width: 160 },
  ...PRODUCT_SLICE_COLUMNS,
  {
    // WB's own cancel flag, whatever the order feed said later: what the sales rollup counts.
    key: 'isCancel',
    type: 'enum',
    options: ['true', 'false'],
    sortable: true,
    filterable: true,
    header: 'Отменён WB',
    width: 130,
    visible: false,
  },
  {
    key: 'srid',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'SRID',
    width: 200,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type OrderColumnKey = (typeof ORDER_COLUMNS)[number]['key'];

export const orderRowSchema = z.object({
  /** Row id: account and srid (one order line). */
  id: z.string(),
  srid: z.string(),
  accountId: z.uuid(),
  date: instantSchema,
  photo: z.nullable(z.string()),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  nmId: z.nullable(z.number()),
  size: z.nullable(z.string()),
  warehouse: z.nullable(z.string()),
  district: z.nullable(z.string()),
  region: z.nullable(z.string()),
  totalPrice: z.nullable(z.string()),
  discount: z.nullable(z.string()),
  priceWithDisc: z.nullable(z.string()),
  spp: z.nullable(z.string()),
  finishedPrice: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  account: z.string(),
  ...productSliceSchema,
  isCancel: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** The /orders grid: every order line of the company's WB cabinets. */
export const ordersList = defineList({
  key: 'orders',
  path: '/api/orders',
  tag: 'orders',
  summary: 'Orders of the current company',
  access: { permission: { subject: 'order', action: 'view' } },
  tenant: 'company',
  row: orderRowSchema,
  columns: ORDER_COLUMNS,
  export: { action: 'orders.export', entity: 'orders', file: 'orders', sheet: 'Заказы' },
});
