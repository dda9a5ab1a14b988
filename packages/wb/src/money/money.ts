import { toDec, toMoneyString, type MoneyString } from '@wb/shared';

/**
 * Decimal text as the finance API sends it: `"376.99"`, `"-1"`, `"1.349"`
 * (docs/wb-notes.md#realization-reports).
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The error for a money value that is not a decimal amount. */
export class WbMoneyError extends Error {
  override readonly name = 'WbMoneyError';
}

/**
 * A finance-api v1 amount (decimal string, docs/wb-notes.md#data-formats) → the same decimal
 * string, checked. Not rounded: WB sends some amounts with more than two decimals
 * (`rebillLogisticCost: "1.349"` in the spec example) and the report must reconcile to the kopeck.
 * A JSON number is accepted too (WB changed `sellerPromo` string → number in 2026,
 * docs/wb-notes.md#2026-changes) and converted without float error.
 */
export function parseFinanceMoney(value: string | number): string {
  if (typeof value === 'number') return numberToDecimal(value);
  const text = value.trim();
  if (!DECIMAL.test(text)) throw new WbMoneyError(`Not a decimal amount: "${value}"`);
  return text;
}

/**
 * A statistics (or other JSON-number) amount → a decimal string rounded to kopecks, e.g.
 * `1234.5600000000002` → `"1234.56"`. `toMoneyString` reads the number's shortest round-trip
 * text, so the digits WB sent are the digits kept (statistics money is numbers,
 * docs/wb-notes.md#data-formats).
 */
export function parseNumberMoney(value: number | string): MoneyString {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new WbMoneyError(`Not a finite amount: ${value}`);
  }
  try {
    return toMoneyString(value);
  } catch (error) {
    throw new WbMoneyError(`Not a decimal amount: "${String(value)}"`, { cause: error });
  }
}

/**
 * A tariff value (strings with comma decimals and space thousands, docs/wb-notes.md#tariffs) → a
 * decimal string, unrounded: `"11,2"` → `"11.2"`, `"1 039"` → `"1039"`, `"35.65"` → `"35.65"`.
 * `"-"` (not applicable), `""` and null → null.
 */
export function parseTariffDecimal(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === 'number') return numberToDecimal(value);
  const text = value.trim();
  if (text === '' || text === '-' || text === '—') return null;
  try {
    return toDec(text).toFixed();
  } catch (error) {
    throw new WbMoneyError(`Not a tariff value: "${value}"`, { cause: error });
  }
}

/** A JS number → its exact shortest decimal text, without exponent notation. */
function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new WbMoneyError(`Not a finite amount: ${value}`);
  return toDec(value).toFixed();
}
