/**
 * The unit economics calculator of the product page (docs/domain.md#unit-economics): what it starts
 * from, its inputs and the result per sold unit. Importable from product.contract.ts.
 */
import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { accountQuery, money, nullableMoney, productParams, view } from './product-common';
import { costAtSchema } from '../product-costs/product-costs.contract';

export const SALES_MODELS = ['fbw', 'fbs', 'dbs', 'edbs', 'pickup', 'booking'] as const;
export type SalesModel = (typeof SALES_MODELS)[number];

/** A box tariff's prices, ₽ (first litre, extra litre; FBS logistics; storage per day). */
const boxTariffValues = {
  deliveryBase: z.nullable(z.string()),
  deliveryLiter: z.nullable(z.string()),
  mpDeliveryBase: z.nullable(z.string()),
  mpDeliveryLiter: z.nullable(z.string()),
  storageBase: z.nullable(z.string()),
  storageLiter: z.nullable(z.string()),
};

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
  /**
   * Box tariffs per warehouse in force today (coefficients already applied), by name; `next`:
   * the first change WB has announced after today, or null.
   */
  boxTariffs: z.array(
    z.object({
      warehouseName: z.string(),
      geoName: z.nullable(z.string()),
      validFrom: z.string(),
      ...boxTariffValues,
      next: z.nullable(z.object({ validFrom: z.string(), ...boxTariffValues })),
    }),
  ),
  /** The tariff warehouse holding most of the product's WB stock, when one matches by name. */
  suggestedWarehouse: z.nullable(z.string()),
  /**
   * The buyout rate (docs/domain.md#money-figures) of the orders placed in the last `days` days:
   * bought out and kept ÷ (bought out + returned + cancelled) — orders still on the way left
   * out, so never above 100 %; percent null when no order of the window has an outcome yet.
   */
  buyout: z.object({
    days: z.int(),
    /** Orders placed in the window, outcome known or not. */
    orders: z.int(),
    buyouts: z.int(),
    returned: z.int(),
    cancelled: z.int(),
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
 * The calculator's inputs (docs/domain.md#unit-economics), all per unit: money in ₽, percentages
 * 0–100. The page fills them from `UnitEconomicsData`; the user may change any.
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
  summary: 'Unit economics per sold unit from the given inputs (docs/domain.md#unit-economics)',
  params: productParams,
  body: unitEconomicsInputSchema,
  response: unitEconomicsResultSchema,
});
