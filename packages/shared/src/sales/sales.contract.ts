import * as z from 'zod/mini';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { PRODUCT_SLICE_COLUMNS, productSliceSchema } from '../list/product-slices';

/** A row of WB's sales report: a buyout (`S…`) or a return (`R…`). */
export const SALE_KINDS = ['sale', 'return'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The sales (buyouts and returns) of WB's statistics, one row per saleID. */
export const SALE_COLUMNS = [
  { key: 'date', type: 'date', sortable: true, filterable: true, header: 'Дата', width: 150 },
  {
    key: 'kind',
    type: 'enum',
    options: SALE_KINDS,
    sortable: true,
    filterable: true,
    header: 'Операция',
    width: 120,
  },
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
  { key: 'size', type: 'text', sortable: true, filterable: true, header: 'Размер', width: 100 },
  { key: 'warehouse', type: 'text', sortable: true, filterable: true, header: 'Склад', width: 160 },
  { key: 'region', type: 'text', sortable: true, filterable: true, header: 'Регион', width: 180 },
  {
    key: 'priceWithDisc',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Цена со скидкой продавца',
    width: 200,
  },
  {
    key: 'finishedPrice',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Цена покупателя',
    width: 170,
  },
  {
    key: 'forPay',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'К перечислению',
    width: 170,
  },
  { key: 'account', type: 'text', sortable: true, filterable: true, header: 'Кабинет', width: 160 },
  ...PRODUCT_SLICE_COLUMNS,
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
  {
    key: 'saleId',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'ID продажи',
    width: 160,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];

export const saleRowSchema = z.object({
  /** Row id: account and saleID. */
  id: z.string(),
  accountId: z.uuid(),
  date: instantSchema,
  kind: z.enum(SALE_KINDS),
  photo: z.nullable(z.string()),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  nmId: z.nullable(z.number()),
  size: z.nullable(z.string()),
  warehouse: z.nullable(z.string()),
  region: z.nullable(z.string()),
  priceWithDisc: z.nullable(z.string()),
  finishedPrice: z.nullable(z.string()),
  forPay: z.nullable(z.string()),
  account: z.string(),
  ...productSliceSchema,
  srid: z.string(),
  saleId: z.string(),
});
export type SaleRow = z.infer<typeof saleRowSchema>;

/** Buyouts and returns of the company's WB cabinets: the rows behind a report's sales figures. */
export const salesList = defineList({
  key: 'sales',
  path: '/api/sales',
  tag: 'sales',
  summary: 'Buyouts and returns of the current company',
  access: { permission: { subject: 'order', action: 'view' } },
  tenant: 'company',
  row: saleRowSchema,
  columns: SALE_COLUMNS,
  export: { action: 'sales.export', entity: 'sales', file: 'sales', sheet: 'Продажи' },
});
