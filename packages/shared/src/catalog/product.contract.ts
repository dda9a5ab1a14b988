import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { isDateInRange, isIsoDate } from '../dates/msk';
import { instantSchema } from '../identity/identity.schemas';
import { costVersionInputSchema, type CostVersion } from './cost';

/**
 * The product page /products/:productId (PRODUCT.md §4): one WB card by its nmID with its tabs —
 * general, prices, cost price versions, stocks per warehouse, sales by day and the unit economics
 * calculator (DOMAIN.md §9).
 *
 * The path id is the nmID. WB numbers cards globally, so an nmID belongs to one seller; it can
 * still appear in two WB accounts of one company when the same cabinet is connected twice. Every
 * endpoint then works on one of them: `?account=<id>` when given, else the account whose card is
 * not in the trash and was updated at WB last. The detail lists every account holding the nmID
 * so the page can switch.
 */

/** The nmID as the path carries it; anything that is no nmID of the company answers 404. */
const productParams = z.object({ nmId: z.string() });
/** Which WB account's card, when the company has the nmID in more than one. */
const accountField = z.optional(z.uuid({ message: 'Кабинет — идентификатор кабинета WB' }));
const accountQuery = z.object({ account: accountField });

const money = z.string();
const nullableMoney = z.nullable(z.string());

const view = { permission: { subject: 'product', action: 'view' }, tag: 'products' } as const;
const edit = { permission: { subject: 'product', action: 'edit' }, tag: 'products' } as const;

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
  /** Packed dimensions: cm and kg; volume l·w·h / 1000 litres, exact (DOMAIN.md §4). */
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
    limit: z.optional(
      z.coerce
        .number()
        .check(
          z.int({ message: 'Лимит — целое число' }),
          z.gte(1, { message: 'Лимит — от 1' }),
          z.lte(1000, { message: 'Лимит — не больше 1000' }),
        ),
    ),
  }),
  response: productPricesSchema,
});

// ——— Cost price versions ———

/** The unit cost in force at a date (DOMAIN.md §4), or null when there is no version. */
export const costAtSchema = z.object({
  unitCost: money,
  currency: z.string(),
  validFrom: z.string(),
  /** Null when the currency has no rate on or before the date (never guessed). */
  unitCostRub: nullableMoney,
});
export type CostAt = z.infer<typeof costAtSchema>;

export const costVersionSchema = z.object({
  id: z.uuid(),
  nmId: z.number(),
  chrtId: z.nullable(z.string()),
  validFrom: z.string(),
  unitCost: money,
  currency: z.string(),
  unitCostRub: nullableMoney,
  comment: z.nullable(z.string()),
  createdAt: instantSchema,
}) satisfies z.ZodMiniType<CostVersion>;

export const productCostsSchema = z.object({
  /** Every version, newest valid_from first; product-wide ones before sizes' on the same day. */
  versions: z.array(costVersionSchema),
  /** In force today (Moscow): the product-wide cost, and each size's (its own version wins). */
  current: z.object({
    product: z.nullable(costAtSchema),
    sizes: z.array(
      z.object({
        chrtId: z.string(),
        techSize: z.nullable(z.string()),
        cost: z.nullable(costAtSchema),
      }),
    ),
  }),
});
export type ProductCosts = z.infer<typeof productCostsSchema>;

const costParams = z.object({
  nmId: z.string(),
  id: z.uuid({ message: 'Неверный идентификатор' }),
});

export const listProductCostsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/costs',
  summary: 'Cost price versions of the product and the cost in force today',
  params: productParams,
  query: accountQuery,
  response: productCostsSchema,
});

export const createProductCostContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/:nmId/costs',
  summary: 'Add a cost price version (product or size, valid from a date, in a currency)',
  params: productParams,
  query: accountQuery,
  body: costVersionInputSchema,
  response: costVersionSchema,
  status: 201,
});

export const updateProductCostContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/products/:nmId/costs/:id',
  summary: 'Change a cost price version (every field)',
  params: costParams,
  body: costVersionInputSchema,
  response: costVersionSchema,
});

export const deleteProductCostContract = defineContract({
  ...edit,
  method: 'DELETE',
  path: '/api/products/:nmId/costs/:id',
  summary: 'Delete a cost price version',
  params: costParams,
  response: null,
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
  /** Buyouts minus returns, ₽ (DOMAIN.md §9, revenue). */
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

// ——— Unit economics ———

export const SALES_MODELS = ['fbw', 'fbs', 'dbs', 'edbs', 'pickup', 'booking'] as const;
export type SalesModel = (typeof SALES_MODELS)[number];

/** What the calculator starts from: today's price, cost, tariffs and the product's history. */
export const unitEconomicsDataSchema = z.object({
  /** Per size: the current price and the unit cost in force today (the size's own version wins). */
  sizes: z.array(
    z.object({
      chrtId: z.string(),
      techSize: z.nullable(z.string()),
      price: nullableMoney,
      discount: z.nullable(z.string()),
      discountedPrice: nullableMoney,
      cost: z.nullable(costAtSchema),
    }),
  ),
  /** The product-wide cost in force today (for a product without sizes). */
  productCost: z.nullable(costAtSchema),
  volumeLitres: z.nullable(z.string()),
  /** WB commission of the product's subject per sales model, % (latest version), or null. */
  commission: z.nullable(
    z.object({
      subjectId: z.number(),
      subjectName: z.nullable(z.string()),
      validFrom: z.string(),
      fbw: z.nullable(z.string()),
      fbs: z.nullable(z.string()),
      dbs: z.nullable(z.string()),
      edbs: z.nullable(z.string()),
      pickup: z.nullable(z.string()),
      booking: z.nullable(z.string()),
    }),
  ),
  /** Box tariffs per warehouse in force today (coefficients already applied), by name. */
  boxTariffs: z.array(
    z.object({
      warehouseName: z.string(),
      geoName: z.nullable(z.string()),
      validFrom: z.string(),
      deliveryBase: z.nullable(z.string()),
      deliveryLiter: z.nullable(z.string()),
      mpDeliveryBase: z.nullable(z.string()),
      mpDeliveryLiter: z.nullable(z.string()),
      storageBase: z.nullable(z.string()),
      storageLiter: z.nullable(z.string()),
    }),
  ),
  /** The tariff warehouse holding most of the product's WB stock, when one matches by name. */
  suggestedWarehouse: z.nullable(z.string()),
  /** Buyouts ÷ orders over the last `days` days (sales_daily); percent null without orders. */
  buyout: z.object({
    days: z.int(),
    orders: z.int(),
    buyouts: z.int(),
    percent: z.nullable(z.string()),
  }),
  /** WB's acquiring fee ÷ sale price over the last `days` days of realization reports, or null. */
  acquiring: z.object({ days: z.int(), percent: z.nullable(z.string()) }),
  /** The account's organization and its tax system, when the account has one. */
  tax: z.nullable(
    z.object({ organization: z.string(), taxSystem: z.string(), taxRate: z.string() }),
  ),
});
export type UnitEconomicsData = z.infer<typeof unitEconomicsDataSchema>;

export const getUnitEconomicsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/unit-economics',
  summary: 'Inputs of the unit economics calculator: price, cost, commission, tariffs, buyout rate',
  params: productParams,
  query: accountQuery,
  response: unitEconomicsDataSchema,
});

/** A non-negative decimal as typed (a comma is accepted), at most 12 + 6 digits. */
const DECIMAL_RE = /^\d{1,12}([.,]\d{1,6})?$/;
const decimalField = (label: string, max?: number, positive = false) =>
  z.string().check(
    z.refine((v) => DECIMAL_RE.test(v), {
      message: `${label} — неотрицательное число`,
    }),
    z.refine((v) => !DECIMAL_RE.test(v) || !positive || Number(v.replace(',', '.')) > 0, {
      message: `${label} — больше нуля`,
    }),
    z.refine(
      (v) => !DECIMAL_RE.test(v) || max === undefined || Number(v.replace(',', '.')) <= max,
      {
        message: `${label} — не больше ${max}`,
      },
    ),
  );

/**
 * The calculator's inputs (DOMAIN.md §9), all per unit: money in ₽, percentages 0–100. The page
 * fills them from `UnitEconomicsData`; the user may change any.
 */
export const unitEconomicsInputSchema = z.object({
  /** The sale price after the seller's discount (WB's commission base). */
  price: decimalField('Цена продажи', undefined, true),
  commissionPercent: decimalField('Комиссия WB', 100),
  /** Only when the reports show it; 0 otherwise. */
  acquiringPercent: decimalField('Эквайринг', 100),
  /** The warehouse's box tariff: logistics of the first litre and of each extra litre. */
  deliveryBase: decimalField('Логистика, первый литр'),
  deliveryLiter: decimalField('Логистика, доп. литр'),
  storageBase: decimalField('Хранение, первый литр'),
  storageLiter: decimalField('Хранение, доп. литр'),
  volumeLitres: decimalField('Объём'),
  /** Localization coefficient (КТР); 1 until the localization tables exist. */
  ktr: decimalField('КТР', 10),
  /** Sales distribution index (КРП), % of the price; 0 until the localization tables exist. */
  krpPercent: decimalField('КРП', 100),
  buyoutPercent: decimalField('Процент выкупа', 100, true),
  /** Days a unit lies on the WB warehouse before it sells. */
  storageDays: decimalField('Дней хранения', 3650),
  unitCost: decimalField('Себестоимость'),
  /** Tax as % of the price (e.g. УСН «доходы»). */
  taxPercent: decimalField('Налог', 100),
  adPerUnit: decimalField('Реклама на единицу'),
});
export type UnitEconomicsInput = z.infer<typeof unitEconomicsInputSchema>;

/** Every amount per sold unit, ₽ with kopecks; percentages with two decimals. */
export const unitEconomicsResultSchema = z.object({
  volumeLitres: z.string(),
  /** max(0, V − 1). */
  extraLitres: z.string(),
  /** One trip to the buyer: (base + extra litre × (V − 1)) × КТР + КРП % × price. */
  deliveryPerOrder: money,
  /** Delivery ÷ buyout rate: the trips of refused units are paid by the sold ones. */
  logistics: money,
  storagePerDay: money,
  storage: money,
  commission: money,
  acquiring: money,
  /** What WB transfers per sold unit: price − commission − acquiring − logistics − storage. */
  payout: money,
  unitCost: money,
  tax: money,
  ads: money,
  /** Payout − cost − tax − ads. */
  profit: money,
  /** Profit ÷ price. */
  marginPercent: z.string(),
  /** Profit ÷ cost; null when the cost is 0. */
  roiPercent: z.nullable(z.string()),
});
export type UnitEconomicsResult = z.infer<typeof unitEconomicsResultSchema>;

/**
 * The calculation runs on the server (decimal.js stays out of the browser): the calculator tab
 * sends its inputs as they change and shows the answer.
 */
export const calculateUnitEconomicsContract = defineContract({
  ...view,
  method: 'POST',
  path: '/api/products/:nmId/unit-economics/calculate',
  summary: 'Unit economics per sold unit from the given inputs (DOMAIN.md §9)',
  params: productParams,
  body: unitEconomicsInputSchema,
  response: unitEconomicsResultSchema,
});
