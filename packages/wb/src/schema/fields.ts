import * as z from 'zod/mini';
import type { ParsePayload } from 'zod/v4/core';
import { parseFinanceMoney, parseNumberMoney, parseTariffDecimal } from '../money/money';

/**
 * Field schemas shared by the per-host response schemas. WB adds, drops and renames fields
 * often (docs/wb-notes.md#2026-changes): objects are `looseObject` (unknown fields kept), and only
 * the fields a sync cannot do without (keys and cursors) are required; the rest are optional and
 * nullable.
 */

/** An optional, nullable field. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Runs `fn`, turning a thrown error into a zod issue. */
function convert<I, O>(fn: (input: I) => O) {
  return z.transform((input: I, ctx: ParsePayload) => {
    try {
      return fn(input);
    } catch (error) {
      ctx.issues.push({
        code: 'custom',
        message: error instanceof Error ? error.message : String(error),
        input,
      });
      return z.NEVER;
    }
  });
}

const INTEGER_TEXT = /^-?\d+$/;

/**
 * An int64 ID → its decimal string. WB documents these as int64/uint64 and some already exceed
 * 2^53 (finance `reportId`; `chrtId` is uint64 since 09.2026, docs/wb-notes.md#data-formats); the
 * JSON parser hands such values over as strings, small ones as numbers, and the product stores them
 * as bigint.
 */
export const int64Id = z.pipe(
  z.union([z.int(), z.string().check(z.regex(INTEGER_TEXT))]),
  z.transform((value: number | string) => String(value)),
);

/** finance-api v1 amount: a decimal string, kept exactly (docs/wb-notes.md#data-formats). */
export const financeMoney = z.pipe(
  z.union([z.string(), z.number()]),
  convert((value: string | number) => parseFinanceMoney(value)),
);

/** A JSON-number amount (statistics, prices, supplies) → a kopeck decimal string. */
export const numberMoney = z.pipe(
  z.union([z.number(), z.string()]),
  convert((value: number | string) => parseNumberMoney(value)),
);

/**
 * A tariff value: `"11,2"`, `"1 039"` → decimal string; `"-"`/`""`/null → null
 * (docs/wb-notes.md#tariffs).
 */
export const tariffDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  convert((value: string | number | null | undefined) => parseTariffDecimal(value)),
);

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A WB date-time → ISO 8601 with an explicit zone, digits kept (the cursors of cards and
 * statistics must round-trip exactly). Inputs without a zone are Moscow time
 * (docs/wb-notes.md#data-formats), so they get `+03:00`. `0001-01-01T00:00:00` ("not cancelled",
 * docs/wb-notes.md#data-formats) and `""` → null. A date alone stays `YYYY-MM-DD`.
 */
export function normalizeWbDateTime(value: string): string | null {
  const text = value.trim();
  if (text === '' || text.startsWith('0001-01-01')) return null;
  if (DATE_ONLY.test(text)) return text;
  const m = DATE_TIME.exec(text);
  if (!m) throw new Error(`Not a date-time: "${value}"`);
  const zone = m[3] ? (m[3].toUpperCase() === 'Z' ? 'Z' : m[3]) : '+03:00';
  return `${m[1]}T${m[2]}${zone}`;
}

/** A WB date-time (see {@link normalizeWbDateTime}); output `string | null`. */
export const wbDateTime = z.pipe(
  z.optional(z.nullable(z.string())),
  convert((value: string | null | undefined) =>
    value == null ? null : normalizeWbDateTime(value),
  ),
);

/** A calendar date `YYYY-MM-DD` (a date-time is cut to its date). */
export const wbDate = z.pipe(
  z.optional(z.nullable(z.string())),
  convert((value: string | null | undefined) => {
    if (value == null || value.trim() === '') return null;
    const date = value.trim().slice(0, 10);
    if (!DATE_ONLY.test(date)) throw new Error(`Not a date: "${value}"`);
    return date;
  }),
);

/**
 * The content/prices envelope `{data, error, errorText, additionalErrors}`
 * (docs/wb-notes.md#errors).
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({
    data,
    error: opt(z.boolean()),
    errorText: opt(z.string()),
    additionalErrors: opt(z.unknown()),
  });
}

/** An array that WB sometimes sends as null when empty. */
export const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value: z.output<T>[] | null | undefined) => value ?? []),
  );
