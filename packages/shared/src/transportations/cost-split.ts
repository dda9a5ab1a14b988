/**
 * A logistics group's cost split across its transportations by volume (docs/domain.md#transportations),
 * in kopecks that add up to the cost exactly: each share is the floor of cost × volume / total,
 * and the kopecks left go one each to the largest remainders (ties: the earlier transportation).
 * Integer arithmetic only (BigInt), so no float ever rounds a kopeck.
 */

/** Splits `costKopecks` (≥ 0) over `weights` (≥ 0 integers, e.g. millilitres); null when all are 0. */
export function splitByLargestRemainder(
  costKopecks: bigint,
  weights: readonly bigint[],
): bigint[] | null {
  const total = weights.reduce((s, w) => s + w, 0n);
  if (total <= 0n || weights.some((w) => w < 0n) || costKopecks < 0n) return null;
  const parts = weights.map((w) => ({
    share: (costKopecks * w) / total,
    rest: (costKopecks * w) % total,
  }));
  let left = costKopecks - parts.reduce((s, p) => s + p.share, 0n);
  const order = parts
    .map((p, i) => ({ i, rest: p.rest }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i]!.share += 1n;
    left -= 1n;
  }
  return parts.map((p) => p.share);
}

/** "1234.5" → 123450n kopecks; "0.5" → 50n (a decimal string with at most 2 decimals). */
export function toKopecks(amount: string): bigint {
  const [whole = '0', frac = ''] = amount.trim().replace(',', '.').split('.');
  return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
}

/** 123450n → "1234.50". */
export function fromKopecks(k: bigint): string {
  const sign = k < 0n ? '-' : '';
  const a = k < 0n ? -k : k;
  return `${sign}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** "12.345" litres → 12345n millilitres (volumes as exact integers for the split). */
export function toMillilitres(volume: string): bigint {
  const [whole = '0', frac = ''] = volume.trim().replace(',', '.').split('.');
  return BigInt(whole || '0') * 1000n + BigInt((frac + '000').slice(0, 3));
}
