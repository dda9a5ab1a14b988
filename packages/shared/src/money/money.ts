import Decimal from 'decimal.js';

/**
 * Money travels as a decimal string (`"1234.50"`) and is computed with decimal.js, never with
 * floating point (docs/product.md#money, docs/domain.md#money: numeric(18,2)).
 */
export type MoneyString = string;

/** A configured Decimal constructor: 40 significant digits, banker's rounding off. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

const MONEY_RE = /^-?\d{1,16}(\.\d{1,2})?$/;

/** True for a decimal string that fits numeric(18,2). */
export function isMoneyString(value: string): boolean {
  return MONEY_RE.test(value);
}

/** Parses WB-style amounts too: `"1 234,5"`, `"1234.50"`, numbers. Throws on anything else. */
export function toDec(value: Decimal.Value): Decimal {
  if (typeof value === 'string') {
    const normalized = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(normalized)) throw new Error(`Not a decimal amount: "${value}"`);
    return new Dec(normalized);
  }
  return new Dec(value);
}

/** Rounds to kopecks and renders as the canonical string used in the API. */
export function toMoneyString(value: Decimal.Value): MoneyString {
  return toDec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Formatting lives apart (no decimal.js), so browser pages need not load the library. */
export { formatMoney } from './format';
