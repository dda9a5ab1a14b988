import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Business dates are Moscow time (docs/product.md#dates-and-periods). Moscow has been UTC+3 all
 * year since 2014, so a fixed offset is exact and avoids depending on the runtime's time-zone
 * database.
 */
export const MSK_OFFSET_MINUTES = 180;

/** ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** The Moscow wall-clock time of an instant, as a dayjs in UTC+3. */
export function toMsk(instant: Date | number | string = Date.now()): Dayjs {
  return dayjs(instant).utcOffset(MSK_OFFSET_MINUTES);
}

/** The Moscow business date of an instant. */
export function mskDate(instant: Date | number | string = Date.now()): IsoDate {
  return toMsk(instant).format('YYYY-MM-DD');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in `YYYY-MM-DD` form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The range every date input accepts (seed §5). */
export const MIN_DATE: IsoDate = '1900-01-01';
export const MAX_DATE: IsoDate = '2099-12-31';

export function isDateInRange(value: IsoDate): boolean {
  return isIsoDate(value) && value >= MIN_DATE && value <= MAX_DATE;
}

/** The instant a Moscow business day begins (00:00 Moscow time). */
export function mskDayStart(day: IsoDate): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MSK_OFFSET_MINUTES * 60_000);
}

/**
 * A Date whose UTC fields read the Moscow wall-clock time of an instant: what a spreadsheet cell
 * (which has no time zone) must hold for a user in Moscow to read the business time.
 */
export function mskWallClock(instant: Date | number | string): Date {
  return new Date(new Date(instant).getTime() + MSK_OFFSET_MINUTES * 60_000);
}
