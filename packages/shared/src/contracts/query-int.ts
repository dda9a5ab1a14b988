import * as z from 'zod/mini';

/** Decimal digits only: `z.coerce.number()` also took `0x10`, `1e3`, `' '` and `''` (as 0). */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * An integer in a query string, written in decimal digits, between `min` and `max`; a caller
 * that builds the query in code may pass a number. Every refusal says `message`.
 */
export function queryInt(message: string, min: number, max: number) {
  return z
    .pipe(
      z.union([z.number(), z.string().check(z.regex(DECIMAL_INTEGER, message))], {
        error: message,
      }),
      z.transform((v) => Number(v)),
    )
    .check(z.refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, message));
}
