import { isInteger, parse as losslessParse } from 'lossless-json';

/**
 * Any JSON number token with 16 or more integer digits. A number token always follows `:`, `[`
 * or `,` (plus whitespace), so this finds every integer that might exceed 2^53 (16 digits);
 * matches inside strings are false alarms that only cost the slower parser.
 */
const LONG_NUMBER = /[:[,]\s*-?\d{16}/;

/** The error for a body that is not JSON (a truncated page, an HTML error page…). */
export class WbJsonError extends Error {
  override readonly name = 'WbJsonError';
}

/**
 * Parses WB JSON so that no integer loses digits: integers beyond 2^53 become decimal strings
 * (finance `reportId`, docs/wb-notes.md#data-formats), every other number stays a JS number.
 *
 * Most pages have no such integer and go through the native `JSON.parse` (several times faster
 * on the 80 000-row statistics pages); the rest go through lossless-json, configured to keep the
 * last of duplicate keys as `JSON.parse` does.
 */
export function parseWbJson(text: string): unknown {
  try {
    if (!LONG_NUMBER.test(text)) return JSON.parse(text) as unknown;
    return losslessParse(text, null, {
      parseNumber: parseWbNumber,
      onDuplicateKey: ({ newValue }) => newValue,
    });
  } catch (error) {
    throw new WbJsonError(`Invalid JSON in a WB response (${text.length} characters)`, {
      cause: error,
    });
  }
}

/** A number token: an unsafe integer stays its exact text, anything else becomes a number. */
export function parseWbNumber(token: string): number | string {
  if (isInteger(token)) {
    const value = Number(token);
    return Number.isSafeInteger(value) ? value : normalizeInteger(token);
  }
  return Number(token);
}

/** `-0012` → `-12`: the canonical decimal text of an integer token. */
function normalizeInteger(token: string): string {
  const negative = token.startsWith('-');
  const digits = token.replace(/^[-+]/, '').replace(/^0+(?=\d)/, '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}
