export interface BackoffOptions {
  /** First ceiling, ms (default 500). */
  baseMs?: number;
  /** Largest ceiling, ms (default 30 000). */
  capMs?: number;
}

/**
 * "Full jitter" exponential backoff: a uniform random delay in [0, min(cap, base × 2^(n−1)))
 * before retry n (n ≥ 1). Spreads the retries of many workers instead of synchronising them.
 */
export function fullJitterDelay(
  retry: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const base = options.baseMs ?? 500;
  const cap = options.capMs ?? 30_000;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Seconds from a rate-limit header (`X-Ratelimit-Retry`, `X-Ratelimit-Reset`,
 * docs/wb-notes.md#rate-limits); undefined when absent or not a non-negative number.
 */
export function headerSeconds(
  headers: { get(name: string): string | null },
  name: string,
): number | undefined {
  const value = headers.get(name);
  if (value == null || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
