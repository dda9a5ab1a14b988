import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { queryInt } from '../contracts/query-int';
import { isDateInRange, isIsoDate } from '../dates/msk';
import { instantSchema } from '../identity/identity.schemas';
import {
  accountField,
  accountQuery,
  money,
  nullableMoney,
  productParams,
  view,
} from './product-common';

/**
 * The product page /products/:productId (docs/product.md#screens): one WB card by its nmID with its
 * tabs — general, prices, cost price versions, stocks per warehouse, sales by day and the unit
 * economics calculator (docs/domain.md#unit-economics).
 *
 * The path id is the nmID. WB numbers cards globally, so an nmID belongs to one seller; it can
 * still appear in two WB accounts of one company when the same cabinet is connected twice. Every
 * endpoint then works on one of them: `?account=<id>` when given, else the account whose card is
 * not in the trash and was updated at WB last. The detail lists every account holding the nmID
 * so the page can switch.
 *
 * The unit economics are in product-economics.contract.ts (exported from here too); the cost
 * price versions are the product-costs module's (product-costs/product-costs.contract.ts).
 */

export * from './product-economics.contract';

// ——— General ———

export const productSizeSchema = z.object({
  /** The size ID (uint64 since 09.2026: a decimal string). */
  chrtId: z.string(),
  techSize: z.nullable(z.string()),
  wbSize: z.nullable(z.string()),
  barcodes: z.array(z.string()),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productDetailSchema = z.object({
  nmId: z.number(),
  imtId: z.nullable(z.number()),
  accountId: z.uuid(),
  account: z.string(),
  /** Every WB account of the company that has this nmID (usually one). */
  accounts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  title: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  description: z.nullable(z.string()),
  subjectId: z.nullable(z.number()),
  subjectName: z.nullable(z.string()),
  /** The seller's own category. */
  category: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** Packed dimensions: cm and kg; volume l·w·h / 1000 litres, exact (docs/domain.md#catalogue). */
  dimensions: z.object({
    length: z.nullable(z.string()),
    width: z.nullable(z.string()),
    height: z.nullable(z.string()),
    weight: z.nullable(z.string()),
    volumeLitres: z.nullable(z.string()),
    /** WB's own doubt about the dimensions (`isValid: false`); null when WB says nothing. */
    isValid: z.nullable(z.boolean()),
  }),
  sizes: z.array(productSizeSchema),
  /** Values as text: WB sends strings, numbers or lists (joined with ", "). */
  characteristics: z.array(
    z.object({ id: z.nullable(z.number()), name: z.string(), value: z.string() }),
  ),
  photos: z.array(z.object({ full: z.string(), thumb: z.string() })),
  wbCreatedAt: z.nullable(instantSchema),
  wbUpdatedAt: z.nullable(instantSchema),
  inTrash: z.boolean(),
  wbUrl: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const getProductContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId',
  summary: 'One product card by nmID: general data, sizes and barcodes, characteristics, photos',
  params: productParams,
  query: accountQuery,
  response: productDetailSchema,
});

// ——— Prices ———

export const PRICE_HISTORY_LIMIT = 200;

export const productPricesSchema = z.object({
  /** The price of each size now (WB `list/goods/filter`). */
  current: z.array(
    z.object({
      chrtId: z.string(),
      techSize: z.nullable(z.string()),
      price: nullableMoney,
      /** Seller discount, %. */
      discount: z.nullable(z.string()),
      clubDiscount: z.nullable(z.string()),
      discountedPrice: nullableMoney,
      clubDiscountedPrice: nullableMoney,
      currency: z.nullable(z.string()),
    }),
  ),
  /** Changes of price or seller discount, newest first, at most `limit`. */
  history: z.array(
    z.object({
      chrtId: z.string(),
      techSize: z.nullable(z.string()),
      price: nullableMoney,
      discount: z.nullable(z.string()),
      changedAt: instantSchema,
    }),
  ),
  /** More changes exist than were returned. */
  historyTruncated: z.boolean(),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const getProductPricesContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/prices',
  summary: 'Current price per size and the latest price changes',
  params: productParams,
  query: z.object({
    account: accountField,
    limit: z.optional(queryInt('Лимит — целое число от 1 до 1000', 1, 1000)),
  }),
  response: productPricesSchema,
});

// ——— Stocks ———

export const productStocksSchema = z.object({
  /** Now, per warehouse × size, largest stock first. */
  rows: z.array(
    z.object({
      /** `wb`: a WB warehouse (FBW); `seller`: the seller's own warehouse (FBS). */
      source: z.enum(['wb', 'seller']),
      warehouseId: z.number(),
      warehouseName: z.nullable(z.string()),
      /** WB's "warehouse hidden" aggregate («Склад WB»): every WB warehouse in one row. */
      hidden: z.boolean(),
      chrtId: z.string(),
      techSize: z.nullable(z.string()),
      quantity: z.nullable(z.int()),
      inWayToClient: z.nullable(z.int()),
      inWayFromClient: z.nullable(z.int()),
      takenAt: instantSchema,
    }),
  ),
  totals: z.object({ quantity: z.int(), inWayToClient: z.int(), inWayFromClient: z.int() }),
  /**
   * The seller's own and fulfilment warehouses (the stock ledger, docs/domain.md#own-warehouse):
   * per warehouse × size holding units, largest first; available = on hand − reserved; value at
   * FIFO cost.
   */
  own: z.array(
    z.object({
      warehouseId: z.uuid(),
      warehouseName: z.string(),
      // warehouse.contract's WAREHOUSE_TYPES, not imported: the product page's chunk stays small.
      warehouseType: z.enum(['own', 'fulfilment']),
      chrtId: z.string(),
      techSize: z.nullable(z.string()),
      onHand: z.int(),
      reserved: z.int(),
      available: z.int(),
      value: z.string(),
    }),
  ),
});
export type ProductStocks = z.infer<typeof productStocksSchema>;

export const getProductStocksContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/stocks',
  summary: 'Current stock per warehouse and size (WB and own warehouses)',
  params: productParams,
  query: accountQuery,
  response: productStocksSchema,
});

// ——— Sales by day ———

/** The longest series one request returns. */
export const SALES_MAX_DAYS = 731;

const isoDay = (label: string) =>
  z.string().check(
    z.refine((v) => isIsoDate(v) && isDateInRange(v), {
      message: `${label} — дата в формате ГГГГ-ММ-ДД`,
    }),
  );

export const salesDaySchema = z.object({
  day: z.string(),
  ordersCount: z.int(),
  ordersSum: money,
  cancelCount: z.int(),
  buyoutsCount: z.int(),
  buyoutsSum: money,
  returnsCount: z.int(),
  returnsSum: money,
  /** Buyouts minus returns, ₽ (docs/domain.md#pl-lines, revenue). */
  revenue: money,
  forPaySum: money,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const productSalesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, days without sales as zeros. */
  days: z.array(salesDaySchema),
  totals: z.omit(salesDaySchema, { day: true }),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

export const getProductSalesContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/sales',
  summary: 'Orders, buyouts, returns and revenue per Moscow day (the sales_daily rollup)',
  params: productParams,
  query: z.object({
    account: accountField,
    /** Default: 29 days before `to`. */
    from: z.optional(isoDay('Начало периода')),
    /** Default: today (Moscow). */
    to: z.optional(isoDay('Конец периода')),
  }),
  response: productSalesSchema,
});
