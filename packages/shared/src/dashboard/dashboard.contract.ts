import * as z from 'zod/mini';
import type { Permission } from '../access/permissions';
import { companySyncSchema } from '../connections/sync.contract';
import { WB_TOKEN_STATUSES } from '../connections/wb-categories';
import { defineContract } from '../contracts/define';
import { instantSchema } from '../identity/identity.schemas';
import { figureSchema } from '../money/figures';

/**
 * The dashboard (/, docs/product.md#screens), every block read from the rollups
 * (docs/domain.md#rollups), Moscow business days throughout. Definitions, shown in the page's
 * tooltips too:
 *
 * - Figures are those of docs/domain.md#money-figures (packages/shared/src/money/figures.ts):
 *   a missing one comes with its reasons and is never compared.
 * - Periods: today, yesterday, the last 7 and the last 30 days (today included). The delta of a
 *   figure compares it with the previous period of the same length (yesterday with the day
 *   before, the last 7 days with the 7 days before them…); today, a part of a day, with
 *   yesterday until the same Moscow time (`sameTime`, read from the order and sale rows).
 * - Sales figures (orders, buyouts, returns, revenue, the chart and the products) are the sales
 *   report's (sales/sales-report.contract.ts), which the page reads itself.
 * - Payout (к перечислению, docs/domain.md#payout) from finance_daily, i.e. from WB's realization
 *   reports, which come weekly: the card shows the last period of the same length the reports
 *   cover (`reportsUntil`), never a payout for days no report has yet.
 * - Estimated profit = payout − COGS − advertising, where payout is the reports' payout for the
 *   days they cover and, after that, the estimated payout from sales (WB statistics' forPay of
 *   buyouts minus returns: commission deducted, but no logistics, storage, penalties or
 *   deductions yet); COGS = Σ net units (buyouts − returns) × the unit cost at the sale day in
 *   RUB — per size where a size has a cost version of its own (else the product's version);
 *   advertising = ad spend documents of the period. Taxes and other expenses are not included.
 *   When a product (or a size of it) sold in the period has no cost at the sale day, the profit
 *   is missing (reason `costsMissing` with how many products).
 * - Own stock (docs/domain.md#own-warehouse): units on hand on the seller's own and fulfilment
 *   warehouses now and their value at FIFO cost (the stock ledger); of one cabinet's products
 *   when the page is limited to a cabinet. Every unit the ledger holds came in with a cost, so
 *   the value is missing only if that ever stops being true. No warehouse → the empty state.
 * - Stock-out risk (docs/domain.md#leftovers): days of cover = available stock (WB and seller
 *   warehouses) ÷ average daily buyouts of the last 28 days the product was in stock (within
 *   the last 90 days; days before the stock history begins count as in stock); at risk when
 *   below 7.
 */

/** The KPI periods of the switcher, in display order. */
export const DASHBOARD_PERIODS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Days of cover below which a product is a stock-out risk. */
export const STOCK_RISK_DAYS = 7;
/** In-stock days the average daily buyouts are taken over. */
export const STOCK_RISK_WINDOW_DAYS = 28;

/**
 * Who sees which block (the server leaves out a block the caller may not see; the page hides
 * it): sales figures (and `sameTime`) need order view, money (payout, profit) the P&L permission, stock-out risks
 * the leftovers report's permission, token expiry the tokens page's, sync problems the WB
 * accounts page's, own stock the warehouse's.
 */
export const DASHBOARD_BLOCK_PERMISSIONS = {
  sales: { subject: 'order', action: 'view' },
  money: { subject: 'report', action: 'viewReportIncome' },
  stockRisks: { subject: 'report', action: 'viewReportOrderStockAnalytic' },
  tokens: { subject: 'wbToken', action: 'view' },
  sync: { subject: 'wbAccount', action: 'view' },
  ownStock: { subject: 'warehouse', action: 'view' },
} as const satisfies Record<string, Permission>;
export type DashboardBlock = keyof typeof DASHBOARD_BLOCK_PERMISSIONS;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const money = z.string();

const rangeSchema = z.object({ from: isoDate, to: isoDate });
export type DashboardRange = z.infer<typeof rangeSchema>;

const payoutSchema = z.object({
  /** The last period of the KPI's length that the reports cover, and the one before it. */
  current: rangeSchema,
  previous: rangeSchema,
  value: figureSchema,
  previousValue: figureSchema,
});

const profitFiguresSchema = z.object({
  /** Missing (costsMissing) when some product sold in the period has no cost price. */
  profit: figureSchema,
  /** Payout from WB's reports, for the days they cover. */
  reportPayout: money,
  /** Estimated payout from sales for the days after the reports. */
  estimatedPayout: money,
  /** Net units × unit cost, over the products that have a cost. */
  cogs: money,
  adSpend: money,
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

const moneyPeriodSchema = z.object({
  /** The KPI period and the previous one of its length (as in the sales block). */
  period: rangeSchema,
  previousPeriod: rangeSchema,
  /** Null when no WB report is in yet. */
  payout: z.nullable(payoutSchema),
  profit: profitFiguresSchema,
  previousProfit: profitFiguresSchema,
});

export const dashboardMoneySchema = z.object({
  /** The last day WB's realization reports cover (the earliest over the cabinets that have reports). */
  reportsUntil: z.nullable(isoDate),
  periods: z.record(z.enum(DASHBOARD_PERIODS), moneyPeriodSchema),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

/** The sales report's figures of a part of a day (order and sale rows). */
const sameTimeTotalsSchema = z.object({
  orders: z.string(),
  ordersSum: money,
  cancelled: z.string(),
  buyouts: z.string(),
  buyoutsSum: money,
  returns: z.string(),
  returnsSum: money,
  revenue: money,
});
export type SameTimeTotals = z.infer<typeof sameTimeTotalsSchema>;

/** Yesterday until the Moscow time it is now: what today so far is compared with. */
export const dashboardSameTimeSchema = z.object({
  /** Yesterday's Moscow date. */
  day: isoDate,
  /** The Moscow time of day the figures stop at, `HH:mm`. */
  until: z.string(),
  totals: sameTimeTotalsSchema,
});
export type DashboardSameTime = z.infer<typeof dashboardSameTimeSchema>;

export const stockRiskSchema = z.object({
  accountId: z.uuid(),
  nmId: z.number(),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  /** Units available to order now, WB and seller warehouses. */
  available: z.number(),
  /** Average daily buyouts over the in-stock days counted. */
  dailyBuyouts: z.number(),
  inStockDays: z.number(),
  /** available ÷ dailyBuyouts, one decimal. */
  daysOfCover: z.number(),
  /** today + days of cover (rounded down). */
  stockOutDate: isoDate,
});
export type StockRisk = z.infer<typeof stockRiskSchema>;

export const dashboardStockRisksSchema = z.object({
  /** Lowest cover first, at most 20. */
  items: z.array(stockRiskSchema),
  /** All products at risk (the list may be cut). */
  total: z.number(),
});

export const dashboardOwnStockSchema = z.object({
  /** The company's warehouses in the ledger; 0 → the "no own warehouse" state. */
  warehouses: z.int(),
  /** Units on hand now. */
  units: z.int(),
  /** Their value at FIFO cost, RUB. */
  value: figureSchema,
});
export type DashboardOwnStock = z.infer<typeof dashboardOwnStockSchema>;

export const tokenAlertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  status: z.enum(WB_TOKEN_STATUSES),
  expiresAt: instantSchema,
  /** Whole days left (0 on the last day, negative once expired). */
  daysLeft: z.number(),
});
export type TokenAlert = z.infer<typeof tokenAlertSchema>;

export const dashboardSchema = z.object({
  /** The Moscow business date the figures are for. */
  today: isoDate,
  /** When the rollup figures were read (they are reused until the data changes). */
  computedAt: instantSchema,
  /** The company's WB cabinets; none → the "connect a cabinet" state. */
  accounts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The cabinet the figures are limited to, or null for all. */
  account: z.nullable(z.uuid()),
  money: z.optional(dashboardMoneySchema),
  sameTime: z.optional(dashboardSameTimeSchema),
  stockRisks: z.optional(dashboardStockRisksSchema),
  ownStock: z.optional(dashboardOwnStockSchema),
  /** Tokens expiring within 14 days, expired or refused by WB. */
  tokens: z.optional(z.array(tokenAlertSchema)),
  sync: z.optional(companySyncSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboardContract = defineContract({
  method: 'GET',
  path: '/api/dashboard',
  summary: 'Dashboard of the current company: KPIs, orders by day, products, risks, alerts',
  tag: 'dashboard',
  signedIn: true,
  query: z.object({ account: z.optional(z.uuid()) }),
  response: dashboardSchema,
});
