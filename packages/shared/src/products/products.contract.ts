import * as z from 'zod/mini';
import { missingReasonSchema } from '../money/figures';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

/** Whether a card is in WB's trash (`cards/trash`) or not. */
export const CARD_STATUSES = ['active', 'trash'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * The /products grid (docs/product.md#screens): one row = one product (WB account × nmID).
 *
 * Prices: a product's sizes may have different prices. The row shows the size with the lowest
 * price after the seller's discount — its price, discount and final price together, so the three
 * always agree — and `priceVaries` says that other sizes cost more ("from" in the grid).
 * Margin = the unit margin of docs/domain.md#money-figures, by the product page's calculator
 * (unit-margin.ts) at the lowest final price: minus WB's commission at the subject's rate,
 * acquiring, logistics ÷ buyout rate, storage, tax and cost; missing (`marginMissing` says why)
 * when an input is. Computed per row, so these two columns are neither sorted nor filtered.
 * Own stock (docs/domain.md#own-warehouse): units on hand on the seller's own and fulfilment
 * warehouses, all sizes; available = on hand − reserved by shipments being packed.
 * Cards in WB's trash are listed too; the `cardStatus` column (hidden by default) filters them.
 */
export const PRODUCT_COLUMNS = [
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 64 },
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
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 160,
  },
  { key: 'title', type: 'text', sortable: true, filterable: true, header: 'Название', width: 260 },
  { key: 'brand', type: 'text', sortable: true, filterable: true, header: 'Бренд', width: 140 },
  { key: 'subject', type: 'text', sortable: true, filterable: true, header: 'Предмет', width: 160 },
  {
    key: 'category',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Категория',
    width: 160,
  },
  { key: 'tags', type: 'tags', sortable: false, filterable: true, header: 'Ярлыки', width: 200 },
  { key: 'sizes', type: 'text', sortable: true, filterable: true, header: 'Размеры', width: 140 },
  {
    key: 'price',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Цена',
    width: 130,
  },
  {
    key: 'discount',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'Скидка, %',
    width: 120,
  },
  {
    key: 'finalPrice',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Цена со скидкой',
    width: 175,
  },
  {
    key: 'wbStock',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Остаток WB',
    width: 135,
  },
  {
    key: 'ownStock',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Свой склад',
    width: 135,
  },
  {
    key: 'ownAvailable',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Свой склад, доступно',
    width: 150,
    visible: false,
  },
  {
    key: 'cost',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Себестоимость',
    width: 165,
  },
  {
    key: 'margin',
    type: 'money',
    currency: 'RUB',
    sortable: false,
    filterable: false,
    header: 'Маржа',
    width: 130,
  },
  {
    key: 'marginPct',
    type: 'number',
    sortable: false,
    filterable: false,
    header: 'Маржа, %',
    width: 120,
  },
  { key: 'account', type: 'text', sortable: true, filterable: true, header: 'Кабинет', width: 160 },
  {
    key: 'cardStatus',
    type: 'enum',
    options: CARD_STATUSES,
    sortable: true,
    filterable: true,
    header: 'Карточка',
    width: 120,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type ProductColumnKey = (typeof PRODUCT_COLUMNS)[number]['key'];

const tagRefSchema = z.object({ id: z.uuid(), name: z.string(), color: z.nullable(z.string()) });

export const productRowSchema = z.object({
  /** Row id: account and nmID. */
  id: z.string(),
  accountId: z.uuid(),
  nmId: z.number(),
  photo: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  title: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  category: z.nullable(z.string()),
  categoryId: z.nullable(z.uuid()),
  /** Tag names (what the filter and the export use). */
  tags: z.array(z.string()),
  /** The same tags with ids and colours (the chips). */
  tagRefs: z.array(tagRefSchema),
  /** Tech sizes, comma separated. */
  sizes: z.nullable(z.string()),
  price: z.nullable(z.string()),
  discount: z.nullable(z.string()),
  finalPrice: z.nullable(z.string()),
  /** Other sizes have a different final price (the row shows the lowest). */
  priceVaries: z.boolean(),
  wbStock: z.number(),
  /** Own-warehouse units on hand, and of them available (not reserved), all sizes. */
  ownStock: z.number(),
  ownAvailable: z.number(),
  /** Current cost price in RUB (a product-wide version, Moscow today). */
  cost: z.nullable(z.string()),
  /** The cost version behind it: amount and currency as entered, and its start date. */
  costOriginal: z.nullable(z.string()),
  costCurrency: z.nullable(z.string()),
  costValidFrom: z.nullable(z.string()),
  margin: z.nullable(z.string()),
  marginPct: z.nullable(z.string()),
  /** Why the margin is missing (null when it is known). */
  marginMissing: z.nullable(z.array(missingReasonSchema)),
  account: z.string(),
  cardStatus: z.enum(CARD_STATUSES),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** The /products grid: every product (WB account × nmID) of the company's cabinets. */
export const productsList = defineList({
  key: 'products',
  path: '/api/products',
  tag: 'products',
  summary: 'Products of the current company',
  access: { permission: { subject: 'product', action: 'view' } },
  tenant: 'company',
  row: productRowSchema,
  columns: PRODUCT_COLUMNS,
  export: { action: 'products.export', entity: 'products', file: 'products', sheet: 'Товары' },
});
