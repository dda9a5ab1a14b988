import { Dec, isValidInn, type MoneyString, toMoneyString } from '@wb/shared';
import type { StatementEncoding } from './statement-types';

/** `dd.mm.yyyy` (also `d.m.yyyy`) → ISO `yyyy-mm-dd`; null for anything else or a day that does not exist. */
export function russianDate(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** The message about a date that is not one. */
export const badDate = (text: string) =>
  `Дата «${text}» неверна: нужна существующая дата в формате ДД.ММ.ГГГГ`;

/** A date as `dd.mm.yyyy` or ISO `yyyy-mm-dd` (CSV files carry either). */
export function statementDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : russianDate(text);
}

function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return d.toISOString().slice(0, 10);
}

/**
 * An amount as banks write it: `15000.00`, `15000,5`, `1 234,50` (spaces, no-break spaces),
 * optionally signed; at most two decimals. Returns the canonical decimal string or null.
 */
export function statementAmount(text: string): MoneyString | null {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\+/, '');
  const m = /^(-?)(\d{1,16})(?:[.,](\d{1,2}))?$/.exec(normalized);
  if (!m) return null;
  return toMoneyString(`${m[1]}${m[2]}.${m[3] ?? '0'}`);
}

/** True for an amount strictly above zero. */
export const isPositive = (amount: MoneyString) => new Dec(amount).gt(0);

/**
 * What an ИНН field says: nothing (empty, or the `0` banks write for a person without one), a
 * valid ИНН, or something broken.
 */
export function innField(text: string): { inn: string | null; broken: boolean } {
  const value = text.trim();
  if (value === '' || /^0+$/.test(value)) return { inn: null, broken: false };
  return isValidInn(value) ? { inn: value, broken: false } : { inn: null, broken: true };
}

/** A Russian bank account number: 20 digits. */
export const isAccountNumber = (text: string) => /^\d{20}$/.test(text);

const BOM = [0xef, 0xbb, 0xbf];

/** The file as UTF-8 if it is valid UTF-8 (a BOM is dropped), else null. */
function utf8(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return BOM.every((b, i) => bytes[i] === b) ? text.slice(1) : text;
  } catch {
    return null;
  }
}

/**
 * Decodes a statement. Valid UTF-8 is UTF-8 (Cyrillic in windows-1251 or cp866 is almost never
 * valid UTF-8). Otherwise the single-byte code page is the one under which the file reads as
 * Russian: a `hint` (a 1C header's own spelling) seen in one decoding decides; failing that,
 * the one with fewer letters outside the Russian alphabet wins, windows-1251 on a tie.
 */
export function decodeStatement(
  bytes: Uint8Array,
  hint?: RegExp,
): { text: string; encoding: StatementEncoding } {
  const asUtf8 = utf8(bytes);
  if (asUtf8 !== null) return { text: asUtf8, encoding: 'utf-8' };
  const cp1251 = new TextDecoder('windows-1251').decode(bytes);
  const cp866 = new TextDecoder('ibm866').decode(bytes);
  if (hint) {
    if (hint.test(cp1251)) return { text: cp1251, encoding: 'windows-1251' };
    if (hint.test(cp866)) return { text: cp866, encoding: 'ibm866' };
  }
  const foreign = (text: string) =>
    text.replace(/[\t\n\r\x20-\x7e\u0410-\u044f\u0401\u0451№«»—–\u00a0]/gu, '').length;
  return foreign(cp866) < foreign(cp1251)
    ? { text: cp866, encoding: 'ibm866' }
    : { text: cp1251, encoding: 'windows-1251' };
}

/** Splits text into lines on CRLF, LF or a lone CR. */
export const lines = (text: string) => text.split(/\r\n|\n|\r/);
