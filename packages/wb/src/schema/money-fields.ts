import * as z from 'zod/mini';
import type { ParsePayload } from 'zod/v4/core';
import { parseFinanceMoney, parseNumberMoney } from '../money/money';

function orNull<T>(fn: (value: string | number) => T) {
  return z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((value: string | number | null | undefined, ctx: ParsePayload) => {
      if (value == null) return null;
      try {
        return fn(value);
      } catch (error) {
        ctx.issues.push({ code: 'custom', message: (error as Error).message, input: value });
        return z.NEVER;
      }
    }),
  );
}

/**
 * A finance-api amount that may be absent: decimal string, kept exactly, or null
 * (docs/wb-notes.md#data-formats).
 */
export const financeMoneyOrNull = orNull(parseFinanceMoney);

/**
 * A JSON-number amount that may be absent: kopeck decimal string or null
 * (docs/wb-notes.md#data-formats).
 */
export const numberMoneyOrNull = orNull(parseNumberMoney);
