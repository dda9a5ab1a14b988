import type { Period } from '@wb/shared/dates/periods';
import { mskWallClock } from '@wb/shared/dates/msk';
import { CURRENCY_SIGNS } from '@wb/shared/money/format';
import type { UserSettings } from '@wb/shared/settings/user-settings';

export type DateFormat = UserSettings['dateFormat'];
/** The user's date format when no settings are known yet (Russian style, the settings' default). */
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD.MM.YYYY';

/** What a money, number, percent or identifier without a value shows (never 0). */
export const MISSING = '—';

/** A value from the API: a number, a decimal string, or nothing. */
export type Numeric = number | string | null | undefined;

const NARROW_NBSP = '\u202f';
const MINUS = '\u2212';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Wall-clock fields are read in UTC from a Date already shifted to the wanted clock. */
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

const isMissing = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * A number or a decimal string for Intl: strings are passed as they are, so Intl formats the
 * exact decimal (no float) — money sums and WB's decimal fields keep every digit.
 */
const exact = (value: number | string) =>
  typeof value === 'number' ? value : (value.trim() as Intl.StringNumericLiteral);

/** The language's decimal separator ("," in Russian). */
export function decimalSeparator(language: string): string {
  return (
    numberFormat(language, {})
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/**
 * Money as docs/product.md#money has it: two decimals, the currency's sign where the language
 * puts it, thin-space thousands (`1 234,50 ₽` in Russian, `₽1,234.50` in English) and a true
 * minus. Intl reads the decimal string exactly and rounds it half away from zero to kopecks, as
 * the shared toFixed2 does; WB-style `1 234,5` is read too. Never a float.
 */
function money(language: string, value: Numeric, currency = 'RUB'): string {
  if (isMissing(value)) return MISSING;
  const text =
    typeof value === 'number' ? value : value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (typeof text === 'string' && !DECIMAL.test(text)) return value.toString();
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    signDisplay: 'negative',
  }).formatToParts(exact(text));
  return parts
    .map((p) => {
      switch (p.type) {
        case 'currency':
          return CURRENCY_SIGNS[currency] ?? p.value;
        case 'minusSign':
          return MINUS;
        case 'group':
        case 'literal':
          return /\s/.test(p.value) ? NARROW_NBSP : p.value;
        default:
          return p.value;
      }
    })
    .join('');
}

/** The parts of an instant on the Moscow clock (business time, docs/product.md#dates-and-periods). */
function mskClock(value: string): Date | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : mskWallClock(time);
}

/** The parts of an instant on the browser's clock, carried in UTC fields like mskClock's. */
function localClock(value: string): Date | null {
  const date = new Date(value);
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time - date.getTimezoneOffset() * 60_000);
}

/** A calendar date `YYYY-MM-DD` (no time zone) as a Date whose UTC fields are that day. */
function calendarDay(value: string): Date | null {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A day in the user's date format, with the language's digits. */
function day(language: string, pattern: DateFormat, clock: Date): string {
  const parts = dateFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(clock);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return pattern.replace(/YYYY|MM|DD/g, (token) =>
    token === 'YYYY' ? part('year') : token === 'MM' ? part('month') : part('day'),
  );
}

/** Hours and minutes as the language writes them (`14:07`, `02:07 PM`). */
function clockTime(language: string, clock: Date): string {
  return dateFormat(language, { hour: '2-digit', minute: '2-digit' }).format(clock);
}

export interface FormatSettings {
  language: string;
  dateFormat?: DateFormat;
}

/**
 * Every figure, date and time the web shows, in the interface language and the user's date
 * format. Business instants (orders, stocks, prices, syncs of WB data) are shown on the Moscow
 * clock; `localDate`/`localDateTime` are for the user's own events (sign-ins, sessions, tokens).
 * Money, numbers, percents and identifiers without a value show «—», dates an empty string.
 */
export function createFormat({ language, dateFormat = DEFAULT_DATE_FORMAT }: FormatSettings) {
  const number = (value: Numeric, maximumFractionDigits = 2) =>
    isMissing(value)
      ? MISSING
      : numberFormat(language, { maximumFractionDigits }).format(exact(value));
  const onClock =
    (clock: (value: string) => Date | null, withTime: boolean, withDay = true) =>
    (value: string | null | undefined) => {
      if (!value) return '';
      // A calendar date has no time of day and no time zone: shown as the day it is.
      const calendar = CALENDAR_DATE.test(value);
      const at = calendar ? calendarDay(value) : clock(value);
      if (!at) return '';
      const time = withTime && !calendar ? clockTime(language, at) : '';
      return withDay ? [day(language, dateFormat, at), time].filter(Boolean).join(' ') : time;
    };
  const date = onClock(mskClock, false);
  return {
    language,
    dateFormat,
    /** Money with its currency (`1 234,50 ₽`); «—» without a value. */
    money: (value: Numeric, currency?: string) => money(language, value, currency),
    /** A number with grouped thousands and at most `fractionDigits` decimals. */
    number,
    /** A whole number (counts, pieces). */
    integer: (value: Numeric) => number(value, 0),
    /** A value in percent (`25` → `25 %`), at most `fractionDigits` decimals. */
    percent: (value: Numeric, fractionDigits = 2) => {
      if (isMissing(value)) return MISSING;
      const format = numberFormat(language, {
        style: 'percent',
        maximumFractionDigits: fractionDigits,
      });
      return typeof value === 'number'
        ? format.format(value / 100)
        : format.format(`${value.trim()}E-2` as Intl.StringNumericLiteral);
    },
    /**
     * A WB identifier (nmID, vendor code, srid, barcode, supply or order id) as it is, digits
     * without grouping, so it pastes into WB's search.
     */
    id: (value: Numeric) => (isMissing(value) ? MISSING : String(value)),
    /** A business day: a calendar date as it is, an instant as its Moscow date. */
    date,
    /** A business instant on the Moscow clock: date and time. */
    dateTime: onClock(mskClock, true),
    /** The Moscow time of a business instant. */
    time: onClock(mskClock, true, false),
    /** The user's own event (sign-in, session, token) on the browser's clock: the date. */
    localDate: onClock(localClock, false),
    /** The user's own event on the browser's clock: date and time. */
    localDateTime: onClock(localClock, true),
    /** A period of business days, one date when it is a single day. */
    range: (r: Period) =>
      r.from === r.to ? date(r.from) : `${date(r.from)}\u2009–\u2009${date(r.to)}`,
  };
}

export type Format = ReturnType<typeof createFormat>;
