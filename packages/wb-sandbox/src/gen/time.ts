/**
 * Moscow time helpers. WB business dates, report weeks and dates without a zone are Moscow time
 * (UTC+3, no daylight saving since 2014), so a "day" here is a Moscow calendar day.
 */
export const MSK_OFFSET_MS = 3 * 3600_000;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Moscow day number (days since 1970-01-01 MSK) of an instant. */
export function mskDay(ms: number): number {
  return Math.floor((ms + MSK_OFFSET_MS) / DAY_MS);
}

/** Instant of 00:00 MSK of a day number. */
export function dayStart(day: number): number {
  return day * DAY_MS - MSK_OFFSET_MS;
}

/** Monday-based week number: day 4 (1970-01-05) was a Monday. */
export function weekOfDay(day: number): number {
  return Math.floor((day - 4) / 7);
}

export function weekFirstDay(week: number): number {
  return week * 7 + 4;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Parts of the Moscow wall-clock time of an instant. */
function mskParts(ms: number): string {
  // toISOString is fast and exact; shifting by the offset gives Moscow wall time.
  return new Date(ms + MSK_OFFSET_MS).toISOString();
}

/** `2026-09-15` (Moscow date). */
export function fmtDate(ms: number): string {
  return mskParts(ms).slice(0, 10);
}

export function fmtDay(day: number): string {
  return fmtDate(dayStart(day));
}

/** `2026-09-15T12:34:56` Moscow time without zone, as statistics-api renders it. */
export function fmtMskLocal(ms: number): string {
  return mskParts(ms).slice(0, 19);
}

/** `2026-09-15T12:34:56+03:00`. */
export function fmtMskOffset(ms: number): string {
  return `${mskParts(ms).slice(0, 19)}+03:00`;
}

/** `2026-09-15T09:34:56Z` (UTC, seconds). */
export function fmtUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** `2026-09-15T09:34:56.123Z` (UTC, milliseconds), as content-api renders timestamps. */
export function fmtUtcMs(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Parses WB date parameters: `2019-06-20`, `2019-06-20T23:59:59`, `…T00:00:00.12345` (Moscow time
 * when no zone), or RFC3339 with `Z`/offset. Returns NaN when invalid.
 */
export function parseWbDate(value: string | undefined): number {
  if (!value) return NaN;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value.trim(),
    );
  if (!m) return NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac, zone] = m;
  const fracMs = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, fracMs);
  if (Number.isNaN(utc) || +mo! < 1 || +mo! > 12 || +d! < 1 || +d! > 31) return NaN;
  if (!zone) return utc - MSK_OFFSET_MS;
  if (zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** Parses `YYYY-MM-DD` as a Moscow day number, or NaN. */
export function parseDay(value: string | undefined): number {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return NaN;
  return mskDay(parseWbDate(value));
}

export { pad2 };
