import * as z from 'zod/mini';
import { isDateInRange, isIsoDate } from '../dates/msk';

/**
 * A cost price version (docs/domain.md#cost-at-a-date) as the API takes it: one product (nmID) or
 * one of its sizes (chrtID), a unit cost from a date on, in a currency. Shared by the product
 * page's cost tab, the grid's bulk "set cost price" and the cost-price import, so all three accept
 * exactly the same.
 */
export const COST_CURRENCY_RE = /^[A-Z]{3}$/;
/** Non-negative, at most 12 integer digits and 2 decimals (numeric(14,2)). */
export const UNIT_COST_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** As typed too: "1 234,5" is read as 1234.5 (spaces dropped, a decimal comma made a point). */
export const unitCostSchema = z.string().check(
  z.overwrite((v) => v.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
  z.refine((v) => UNIT_COST_RE.test(v), {
    message: 'Себестоимость — неотрицательное число, не больше двух знаков после запятой',
  }),
);

export const validFromSchema = z.string().check(
  z.refine((v) => isIsoDate(v) && isDateInRange(v), {
    message: 'Дата начала действия — дата в формате ГГГГ-ММ-ДД',
  }),
);

export const currencyCodeSchema = z
  .string()
  .check(
    z.refine((v) => COST_CURRENCY_RE.test(v), { message: 'Валюта — трёхбуквенный код ISO 4217' }),
  );

export const costVersionInputSchema = z.object({
  unitCost: unitCostSchema,
  currency: z._default(currencyCodeSchema, 'RUB'),
  validFrom: validFromSchema,
  /** A size (chrtID, decimal string) or null/absent for the whole product. */
  chrtId: z.optional(z.nullable(z.string().check(z.regex(/^\d{1,20}$/)))),
  comment: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
export type CostVersionInput = z.infer<typeof costVersionInputSchema>;

/** A stored version as the API returns it. */
export interface CostVersion {
  id: string;
  nmId: number;
  chrtId: string | null;
  validFrom: string;
  unitCost: string;
  currency: string;
  /** The unit cost in RUB at valid_from's rate; null when no rate is known for that date. */
  unitCostRub: string | null;
  comment: string | null;
  createdAt: string;
}
