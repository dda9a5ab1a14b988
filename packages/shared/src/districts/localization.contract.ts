import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { documentDate } from '../contracts/fields';

/**
 * WB's localization table for platform administrators (docs/domain.md#localization), on
 * /admin/platform-settings: versions by the date they start; a new version is added whole and
 * checked with localizationTableProblems; only a version that has not started yet is deleted.
 */

/** A decimal with at most `scale` places and `digits` before the point, as text. */
const decimal = (digits: number, scale: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.regex(new RegExp(`^\\d{1,${digits}}([.,]\\d{1,${scale}})?$`), message));

export const localizationBandInputSchema = z.object({
  ilFrom: decimal(3, 2, 'ИЛ: число от 0 до 100, до двух знаков после запятой'),
  ilTo: decimal(3, 2, 'ИЛ: число от 0 до 100, до двух знаков после запятой'),
  ktr: decimal(3, 3, 'КТР: положительное число, до трёх знаков после запятой'),
  krpPercent: decimal(3, 2, 'КРП: число процентов, до двух знаков после запятой'),
});

export const localizationVersionInputSchema = z.object({
  validFrom: documentDate,
  bands: z
    .array(localizationBandInputSchema)
    .check(z.minLength(1, 'Добавьте хотя бы одну полосу'), z.maxLength(100)),
});
export type LocalizationVersionInput = z.input<typeof localizationVersionInputSchema>;

const bandSchema = z.object({
  ilFrom: z.string(),
  ilTo: z.string(),
  ktr: z.string(),
  krpPercent: z.string(),
});

export const localizationVersionSchema = z.object({
  validFrom: z.string(),
  /** In force today (the latest started). */
  current: z.boolean(),
  /** Starts after today: may be deleted. */
  future: z.boolean(),
  bands: z.array(bandSchema),
});
export type LocalizationVersion = z.infer<typeof localizationVersionSchema>;

const admin = { adminOnly: true, tag: 'admin' } as const;

export const listLocalizationVersionsContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/localization-tables',
  summary: 'Versions of the localization table (ИЛ → КТР, КРП), latest first',
  response: z.array(localizationVersionSchema),
});

export const createLocalizationVersionContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/localization-tables',
  summary: 'Add a version of the localization table starting on a date',
  body: localizationVersionInputSchema,
  response: localizationVersionSchema,
  status: 201,
});

export const deleteLocalizationVersionContract = defineContract({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/localization-tables/:validFrom',
  summary: 'Delete a version of the localization table that has not started yet',
  params: z.object({ validFrom: documentDate }),
  response: null,
});
