import type { BucketSpec } from '../limiter/limits';

/**
 * The least time a request is taken to spend on its way to WB when our bucket's lead over WB's
 * is bounded: a loaded machine or network, not this request's own latency.
 */
const MIN_FLIGHT_MS = 500;

/**
 * What our shared bucket does when an answer says `X-Ratelimit-Remaining: 0` (WB-API.md §1.3):
 * WB had no whole request left after taking this one. Returns for how many seconds to stop the
 * bucket (`RateLimiter.block`), or null to leave it as it is.
 *
 * Our bucket takes a token before the request leaves and refills slower than WB's (by
 * `safety`), so its level stays at or below WB's — except that while WB's bucket sits full and
 * a request is on its way, ours refills and WB's cannot: ours may lead by the refill over that
 * flight (taken as the time to the answer's headers, at least `MIN_FLIGHT_MS`). That lead is
 * harmless when WB's faster refill makes it up before our next token:
 * lead ≤ (1 − level) × (1 / safety − 1). Then the level our take left is a safe estimate of
 * WB's and the fraction of a token we hold is kept. Otherwise — a fast bucket, a slow answer, a
 * limiter that does not tell its level, or a whole token by our count (another client spent
 * the seller's limit) — the "0" is taken at its worst: WB had nothing left when the headers
 * came, and the bucket holds its next token an interval after that.
 */
export function stopAfterNoneLeft(input: {
  /** The level our take left, when the limiter tells it. */
  level: number | undefined;
  spec: BucketSpec;
  safety: number;
  /** From sending the request to the answer's headers. */
  headersMs: number;
  /** From the answer's headers to now (the body was read meanwhile). */
  sinceHeadersMs: number;
}): number | null {
  const { level, spec, safety } = input;
  if (level !== undefined && level < 1) {
    const lead = (spec.refillPerSecond * Math.max(input.headersMs, MIN_FLIGHT_MS)) / 1000;
    if (lead <= (1 - level) * (1 / safety - 1)) return null;
  }
  return Math.max(0, 1 / spec.refillPerSecond - input.sinceHeadersMs / 1000);
}
