/**
 * The values of the product page's rows as its contracts carry them: numbers and decimals as
 * text, instants as ISO strings, dates as days; and the volume from the packed dimensions.
 */
import { toDec } from '@wb/shared';

export type Row = Record<string, unknown>;

export const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? v.toString() : null;
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const instant = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();
export const isoDate = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/** l·w·h / 1000, exact; null while a dimension is unknown. */
export function volumeLitres(l: unknown, w: unknown, h: unknown): string | null {
  const parts = [l, w, h].map(text);
  if (parts.some((p) => p === null)) return null;
  const [a, b, c] = parts as [string, string, string];
  return toDec(a).times(b).times(c).div(1000).toFixed();
}
