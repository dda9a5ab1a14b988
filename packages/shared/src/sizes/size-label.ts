/**
 * WB names no size for an item that comes in one size: its `techSize` is "0", sometimes empty.
 * Shown as this label (the Russian reference text; the browser shows its translation). Server
 * lists filter and export by it too, so they send it as the size of such rows.
 */
export const ONE_SIZE_LABEL = 'Без размера';

/** WB's "no size" ("0", empty) — or the label a list already put in its place. */
export function isOneSize(size: string | null | undefined): boolean {
  if (size === null || size === undefined) return false;
  const text = size.trim();
  return text === '' || text === '0' || text === ONE_SIZE_LABEL;
}

/**
 * A size as the user sees it: `oneSize` (the translated label) for an item without sizes, the
 * size itself otherwise; null or undefined (the size is not known) stays null for the caller's
 * own fallback.
 */
export function sizeLabel(size: string, oneSize?: string): string;
export function sizeLabel(size: string | null | undefined, oneSize?: string): string | null;
export function sizeLabel(
  size: string | null | undefined,
  oneSize = ONE_SIZE_LABEL,
): string | null {
  if (size === null || size === undefined) return null;
  return isOneSize(size) ? oneSize : size;
}
