import * as z from 'zod/mini';

/*
 * One definition of every money figure (docs/domain.md#money-figures). Every page and export
 * that shows one of these figures takes its meaning, its label and its "missing" rule from here:
 *
 * - a figure is a value or missing with its reasons (`Figure`), never a zero standing in for a
 *   value we do not have;
 * - a missing figure is never compared (`changePercent` in figure-math.ts gives null);
 * - labels are keys of the web's `figures` pack (ru and en), the same on every page and tooltip.
 *
 * This file has no decimal.js (browser pages import it); the arithmetic is in figure-math.ts.
 */

/** A decimal string: money to kopecks (`"1234.50"`), a percentage to hundredths (`"12.34"`). */
export type FigureString = string;

/**
 * Why a figure has no value. Each says what is missing, so the page can say it in words:
 * - `reportNotLoaded`: our sync has not loaded WB's realization report for these Moscow days
 *   yet (a week WB has published or not: the report for the week comes on the following Monday);
 * - `costsMissing`: that many products sold in the period have no unit cost at the sale day;
 * - `taxNotSet`: the cabinet has no organization with a tax system and rate;
 * - `inputMissing`: an input of a calculation is unknown (the subject's commission, the box
 *   tariff, the product's dimensions, its price, its buyout rate);
 * - `noData`: nothing to compute from (no orders with a known outcome, no sales).
 */
export const FIGURE_INPUTS = [
  'price',
  'commission',
  'tariff',
  'dimensions',
  'buyoutRate',
  'acquiring',
] as const;
export type FigureInput = (typeof FIGURE_INPUTS)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const missingReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reportNotLoaded'), from: isoDate, to: isoDate }),
  z.object({ kind: z.literal('costsMissing'), products: z.number() }),
  z.object({ kind: z.literal('taxNotSet') }),
  z.object({ kind: z.literal('inputMissing'), input: z.enum(FIGURE_INPUTS) }),
  z.object({ kind: z.literal('noData') }),
]);
export type MissingReason = z.infer<typeof missingReasonSchema>;

/** A figure: its value, or no value and why (at least one reason). */
export const figureSchema = z.union([
  z.object({ value: z.string() }),
  z.object({ value: z.null(), missing: z.array(missingReasonSchema).check(z.minLength(1)) }),
]);
export type Figure = { value: FigureString } | { value: null; missing: MissingReason[] };
export type MissingFigure = Extract<Figure, { value: null }>;

export const known = (value: FigureString): Figure => ({ value });

/** A missing figure; the same reason given twice is kept once. */
export function missing(...reasons: MissingReason[]): MissingFigure {
  const seen = new Set<string>();
  const unique = reasons.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { value: null, missing: unique.length > 0 ? unique : [{ kind: 'noData' }] };
}

export const isMissing = (f: Figure): f is MissingFigure => f.value === null;

/** The reasons of every missing figure among `figures` (several `costsMissing` add up). */
export function reasonsOf(...figures: Figure[]): MissingReason[] {
  const reasons = figures.flatMap((f) => (f.value === null ? f.missing : []));
  const costs = reasons.filter((r) => r.kind === 'costsMissing');
  const others = reasons.filter((r) => r.kind !== 'costsMissing');
  const products = Math.max(0, ...costs.map((r) => r.products));
  return costs.length > 0 ? [...others, { kind: 'costsMissing', products }] : others;
}

/** What a figure is measured in. */
export type FigureUnit = 'money' | 'percent' | 'count';

/** A figure's label and tooltip are the keys `<key>.label` and `<key>.hint` of the `figures` pack. */
export interface FigureDefinition {
  unit: FigureUnit;
  /** Where it comes from: the WB field and which price. */
  source: string;
  /** How it is computed from other figures, if it is. */
  formula?: string;
}

/**
 * The catalogue. Sales figures come from WB's statistics (orders, sales), daily; report figures
 * from WB's weekly realization reports (docs/domain.md#payout, docs/domain.md#pl-lines); COGS from cost
 * versions (docs/domain.md#cost-at-a-date).
 */
export const FIGURES = {
  ordersCount: {
    unit: 'count',
    source: 'order lines placed in the period (WB statistics, orders), cancelled ones included',
  },
  orderSum: {
    unit: 'money',
    source:
      "Σ priceWithDisc of the period's order lines: the price after the seller's discount, before WB's SPP",
  },
  buyerPrice: {
    unit: 'money',
    source:
      "finishedPrice: what the buyer paid after WB's SPP (WB funds the SPP); a column, never a total",
  },
  cancelledCount: { unit: 'count', source: 'order lines of the period WB flags as cancelled' },
  buyoutsCount: { unit: 'count', source: 'sales S… of the period (WB statistics, sales)' },
  buyoutsSum: { unit: 'money', source: 'Σ priceWithDisc of sales S… of the period' },
  returnsCount: { unit: 'count', source: 'returns R… of the period (WB statistics, sales)' },
  returnsSum: { unit: 'money', source: 'Σ |priceWithDisc| of returns R… of the period' },
  revenue: {
    unit: 'money',
    source: 'WB statistics, sales',
    formula: 'buyoutsSum − returnsSum',
  },
  buyoutRate: {
    unit: 'percent',
    source: 'orders placed in the window whose outcome is known (WB statistics and the order feed)',
    formula: 'bought out ÷ (bought out + returned + cancelled) × 100, at most 100 %',
  },
  reportRevenue: {
    unit: 'money',
    source: 'Σ retailAmount of sales − Σ of returns, realization report rows (P&L line 1)',
  },
  wbCommission: {
    unit: 'money',
    source: 'realization report rows (P&L line 2): commission vw + vwNds, acquiring, PVZ reward',
    formula: 'reportRevenue − forPay',
  },
  logistics: { unit: 'money', source: 'Σ deliveryService of the report rows (P&L line 3)' },
  storage: { unit: 'money', source: 'Σ paidStorage of the report rows (P&L line 3)' },
  acceptance: { unit: 'money', source: 'Σ paidAcceptance of the report rows (P&L line 3)' },
  penalties: { unit: 'money', source: 'Σ penalty of the report rows (P&L line 3)' },
  deductions: { unit: 'money', source: 'Σ deduction of the report rows (P&L line 3)' },
  additionalPayment: {
    unit: 'money',
    source: 'Σ additionalPayment of the report rows (corrections, P&L line 3)',
  },
  payout: {
    unit: 'money',
    source: 'realization report rows; equals WB bankPaymentSum (P&L line 4)',
    formula:
      'Σ ±forPay − logistics − storage − acceptance − penalties − deductions − additionalPayment',
  },
  advertising: { unit: 'money', source: 'ad spend documents (P&L line 5), not also in deductions' },
  cogs: {
    unit: 'money',
    source: 'cost versions (P&L line 6)',
    formula: 'Σ net units (buyouts − returns) × unit cost at the sale date, RUB',
  },
  tax: {
    unit: 'money',
    source: "the organization's tax system (P&L line 7)",
    formula:
      'УСН доходы: rate × revenue; УСН доходы − расходы: rate × (revenue − expenses), ≥ minimum',
  },
  otherExpenses: {
    unit: 'money',
    source: 'finance transactions whose category maps to a P&L line (P&L line 8)',
  },
  netProfit: {
    unit: 'money',
    source: 'P&L line 9',
    formula: 'payout + other income − advertising − COGS − tax − other expenses',
  },
  margin: { unit: 'percent', source: 'P&L line 9', formula: 'net profit ÷ revenue × 100' },
  roi: { unit: 'percent', source: 'P&L line 9', formula: 'net profit ÷ COGS × 100' },
  unitMargin: {
    unit: 'money',
    source: 'unit economics of one sold unit (docs/domain.md#unit-economics)',
    formula:
      'price after discount − commission − acquiring − logistics ÷ buyout rate − storage − tax − unit cost',
  },
  unitMarginPercent: {
    unit: 'percent',
    source: 'unit economics of one sold unit',
    formula: 'unitMargin ÷ price after discount × 100',
  },
} as const satisfies Record<string, FigureDefinition>;
export type FigureKey = keyof typeof FIGURES;
export const FIGURE_KEYS = Object.keys(FIGURES) as FigureKey[];

/** The key of a figure's label and tooltip in the web's `figures` pack. */
export const figureLabelKey = (key: FigureKey) => `${key}.label` as const;
export const figureHintKey = (key: FigureKey) => `${key}.hint` as const;
