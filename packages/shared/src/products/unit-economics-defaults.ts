/**
 * The calculator's fixed defaults, shared by the product page (its prefill) and /products (its
 * margin column), so both compute one unit margin (docs/domain.md#money-figures). No decimal.js.
 */

/** Until the localization tables exist (docs/domain.md#localization): КТР 1, КРП 0 %. */
export const UNIT_ECONOMICS_DEFAULTS = {
  ktr: '1',
  krpPercent: '0',
  storageDays: '30',
  adPerUnit: '0',
} as const;

/** Tax systems charged as a share of revenue, where "tax % of the price" is the tax itself. */
export const TAX_ON_REVENUE: ReadonlySet<string> = new Set(['usnIncome', 'npd']);
