import { Dec, toDec, toMoneyString } from './money';
import {
  known,
  missing,
  reasonsOf,
  type Figure,
  type FigureString,
  type MissingReason,
} from './figures';

/*
 * The arithmetic of the figures (docs/domain.md#money-figures): decimal strings in, decimal
 * strings out, a missing input makes a missing result carrying its reasons. Money is rounded
 * half-up to kopecks, percentages to hundredths, once, at the end.
 */

const HUNDRED = new Dec(100);
const percent = (value: Dec) => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);

/** A figure from a computation over known inputs; missing when any input is missing. */
export function computed(
  inputs: Figure[],
  compute: (...values: Dec[]) => Dec,
  round: (value: Dec) => FigureString = toMoneyString,
): Figure {
  const reasons = reasonsOf(...inputs);
  if (reasons.length > 0) return missing(...reasons);
  return known(round(compute(...inputs.map((f) => toDec(f.value!)))));
}

/** a + b + …; missing if any part is. */
export const sum = (...parts: Figure[]) =>
  computed(parts, (...values) => values.reduce((a, b) => a.plus(b), new Dec(0)));

/** a − b − c …; missing if any part is. */
export const minus = (from: Figure, ...parts: Figure[]) =>
  computed([from, ...parts], (first, ...rest) => rest.reduce((a, b) => a.minus(b), first));

/**
 * The change of a figure against the same measure of the comparison period, in % of the base:
 * null (no comparison) when either is missing or the base is zero.
 */
export function changePercent(current: Figure, previous: Figure): FigureString | null {
  if (current.value === null || previous.value === null) return null;
  const base = toDec(previous.value);
  if (base.isZero()) return null;
  return percent(toDec(current.value).minus(base).div(base.abs()).times(HUNDRED));
}

/** part ÷ whole × 100; missing (no data) when the whole is zero. */
export function ratioPercent(part: Figure, whole: Figure): Figure {
  const reasons = reasonsOf(part, whole);
  if (reasons.length > 0) return missing(...reasons);
  const base = toDec(whole.value!);
  if (base.isZero()) return missing({ kind: 'noData' });
  return known(percent(toDec(part.value!).div(base).times(HUNDRED)));
}

/** Margin % = net profit ÷ revenue × 100 (P&L line 9). */
export const marginPercent = (netProfit: Figure, revenue: Figure) =>
  ratioPercent(netProfit, revenue);

/** ROI % = net profit ÷ COGS × 100 (P&L line 9). */
export const roiPercent = (netProfit: Figure, cogs: Figure) => ratioPercent(netProfit, cogs);

/** The outcomes of the orders placed in a window whose outcome is known. */
export interface OrderOutcomes {
  boughtOut: number;
  returned: number;
  cancelled: number;
}

/**
 * Buyout rate = orders of the window kept by the buyer ÷ orders of the window whose outcome is
 * known (bought out and kept, returned after buyout, cancelled or refused) × 100. Orders still
 * on their way are left out, so the share is at most 100 %; no known outcome → missing.
 */
export function buyoutRate(outcomes: OrderOutcomes): Figure {
  const { boughtOut, returned, cancelled } = outcomes;
  for (const n of [boughtOut, returned, cancelled]) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a count of orders: ${n}`);
  }
  const known_ = boughtOut + returned + cancelled;
  if (known_ === 0) return missing({ kind: 'noData' });
  return known(percent(new Dec(boughtOut).div(known_).times(HUNDRED)));
}

/** The sums of a realization report's rows a payout is made of, with WB's signs. */
export interface PayoutParts {
  /** Σ forPay, returns negative. */
  forPay: Figure;
  logistics: Figure;
  storage: Figure;
  acceptance: Figure;
  penalties: Figure;
  deductions: Figure;
  additionalPayment: Figure;
}

/** Payout (К перечислению, P&L line 4, docs/domain.md#payout). */
export const payout = (p: PayoutParts) =>
  minus(
    p.forPay,
    p.logistics,
    p.storage,
    p.acceptance,
    p.penalties,
    p.deductions,
    p.additionalPayment,
  );

/** WB commission and services = revenue − forPay (P&L line 2). */
export const wbCommission = (reportRevenue: Figure, forPay: Figure) => minus(reportRevenue, forPay);

/**
 * Net profit = payout + other income − advertising − COGS − tax − other expenses (P&L line 9;
 * other income is the journal's income mapped to a P&L line, none when absent).
 */
export const netProfit = (p: {
  payout: Figure;
  otherIncome?: Figure;
  advertising: Figure;
  cogs: Figure;
  tax: Figure;
  otherExpenses: Figure;
}) =>
  minus(sum(p.payout, p.otherIncome ?? known('0')), p.advertising, p.cogs, p.tax, p.otherExpenses);

/** COGS = Σ net units × unit cost at the sale date (P&L line 6); products without cost → missing. */
export function cogs(lines: { netUnits: number; unitCostRub: string | null }[]): Figure {
  const without = lines.filter((l) => l.netUnits !== 0 && l.unitCostRub === null).length;
  if (without > 0) return missing({ kind: 'costsMissing', products: without });
  return known(
    toMoneyString(
      lines.reduce((a, l) => a.plus(toDec(l.unitCostRub ?? '0').times(l.netUnits)), new Dec(0)),
    ),
  );
}

export interface TaxSetting {
  system: 'usnIncome' | 'usnIncomeExpense' | 'osn' | 'ausn' | 'npd';
  /** Rate, %. */
  rate: string;
  /** УСН «доходы − расходы»: the minimum tax, % of revenue (1 % by law). */
  minimumPercent?: string;
}

/**
 * Tax (P&L line 7, docs/domain.md#tax): УСН «доходы» (and АУСН, НПД) = rate × revenue;
 * УСН «доходы − расходы» = rate × (revenue − expenses), not below the minimum tax; ОСН = rate ×
 * (revenue − expenses) as the profit tax estimate. No setting → missing.
 */
export function tax(setting: TaxSetting | null, revenue: Figure, expenses: Figure): Figure {
  if (setting === null) return missing({ kind: 'taxNotSet' }, ...reasonsOf(revenue));
  const rate = toDec(setting.rate).div(HUNDRED);
  if (setting.system === 'usnIncome' || setting.system === 'ausn' || setting.system === 'npd') {
    return computed([revenue], (r) => Dec.max(0, r.times(rate)));
  }
  const minimum = toDec(setting.minimumPercent ?? (setting.system === 'osn' ? '0' : '1')).div(
    HUNDRED,
  );
  return computed([revenue, expenses], (r, e) =>
    Dec.max(r.minus(e).times(rate), r.times(minimum), 0),
  );
}

/** A reason list of one kind, for messages that need to pick the first. */
export const firstReason = (f: Figure): MissingReason | null =>
  f.value === null ? (f.missing[0] ?? null) : null;
