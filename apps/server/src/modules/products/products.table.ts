import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, percent, sameCompany } from '../../db/columns';
import { accountTenant as tenant } from '../sync/tenant-columns.table';
import { categories } from '../categories/categories.table';

/** Product cards (`cards/list` and `cards/trash`, docs/wb-notes.md#cards), one row per `nmID`. */
export const products = pgTable(
  'products',
  {
    ...tenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    imtId: bigint('imt_id', { mode: 'number' }),
    vendorCode: text('vendor_code'),
    brand: text('brand'),
    title: text('title'),
    description: text('description'),
    subjectId: integer('subject_id'),
    subjectName: text('subject_name'),
    photos: jsonb('photos').notNull().default([]),
    /** Packed dimensions: cm and kg (docs/domain.md#catalogue; volume = l·w·h / 1000 litres). */
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    height: numeric('height', { precision: 10, scale: 2 }),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    characteristics: jsonb('characteristics').notNull().default([]),
    wbCreatedAt: timestamp('wb_created_at', { withTimezone: true }),
    wbUpdatedAt: timestamp('wb_updated_at', { withTimezone: true }),
    inTrash: boolean('in_trash').notNull().default(false),
    /** The seller's own category (not synced: the sync's merge never writes it). */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The card as WB sent it last: fields the columns do not have yet are kept. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    sameCompany('products', t.companyId, t.categoryId, categories),
    primaryKey({ columns: [t.accountId, t.nmId] }),
    index('products_company_idx').on(t.companyId),
    index('products_account_vendor_code_idx').on(t.accountId, t.vendorCode),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** Sizes of a card (`sizes[]`): `chrtID` is the size ID the prices and stocks refer to. */
export const productSizes = pgTable(
  'product_sizes',
  {
    ...tenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    // uint64 since 09.2026 (docs/wb-notes.md#identifiers): kept as text in JS, bigint would not fit
    // JS numbers.
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
    techSize: text('tech_size'),
    wbSize: text('wb_size'),
    barcodes: text('barcodes').array().notNull().default([]),
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.chrtId] }),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    index('product_sizes_account_nm_idx').on(t.accountId, t.nmId),
  ],
);

/** Current prices per size (`list/goods/filter`, docs/wb-notes.md#prices). */
export const prices = pgTable(
  'prices',
  {
    ...tenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    sizeId: numeric('size_id', { precision: 20, scale: 0 }).notNull(),
    price: money('price'),
    /** Seller discount, %. */
    discount: percent('discount'),
    /** WB Club discount, %. */
    clubDiscount: percent('club_discount'),
    discountedPrice: money('discounted_price'),
    clubDiscountedPrice: money('club_discounted_price'),
    currency: text('currency'),
    /** The good (without its other sizes) and this size as WB sent them. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.nmId, t.sizeId] }),
    index('prices_company_idx').on(t.companyId),
  ],
);

/** A row whenever a size's price or seller discount changes (the first sight included). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    sizeId: numeric('size_id', { precision: 20, scale: 0 }).notNull(),
    price: money('price'),
    discount: percent('discount'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_key_idx').on(t.accountId, t.nmId, t.sizeId, t.changedAt),
    index('price_history_company_idx').on(t.companyId, t.changedAt),
  ],
);
