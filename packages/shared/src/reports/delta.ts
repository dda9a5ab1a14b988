/**
 * The change of a figure against the previous period, in percent (one decimal); null when
 * either is missing or the previous value is zero (no base to compare with). Numbers are enough
 * for a percentage.
 */
export function deltaPercent(
  current: string | number | null,
  previous: string | number | null,
): number | null {
  if (current === null || previous === null) return null;
  const cur = Number(current);
  const prev = Number(previous);
  if (!Number.isFinite(cur) || !Number.isFinite(prev) || prev === 0) return null;
  return Math.round(((cur - prev) / Math.abs(prev)) * 1000) / 10;
}
