import * as z from 'zod/mini';
import { isDateInRange } from '../dates/msk';

/*
 * Fields the document contracts share (warehouse operations, acceptances, transportations,
 * logistics groups): one definition, one message.
 */

/** A business date (YYYY-MM-DD) within the calendar the product accepts. */
export const documentDate = z
  .string()
  .check(z.refine(isDateInRange, 'Нужна дата в формате ГГГГ-ММ-ДД между 1900 и 2099 годами'));

/** Trimmed text of at most `max` characters. */
const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Не длиннее ${max} знаков`));

/** Text that may be left out or null. */
export const optionalText = (max: number) => z.optional(z.nullable(text(max)));
