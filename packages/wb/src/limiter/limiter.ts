import { sleep } from '../util/sleep';
import type { BucketSpec } from './limits';

/**
 * One bucket: a seller × method group (WB limits are per seller account,
 * docs/wb-notes.md#rate-limits).
 */
export interface BucketKey {
  sellerId: string;
  /** The bucket name, see `bucketName()` in limits.ts. */
  group: string;
}

/**
 * A take's outcome. A granted take may tell the level it left (`level`), which the transport
 * compares with WB's own count (`X-Ratelimit-Remaining`) to find that another client has been
 * using the seller's limit.
 */
export type TakeResult = { granted: true; level?: number } | { granted: false; waitMs: number };

/**
 * A token bucket store. Every step is atomic for its backend, so any number of clients (and,
 * for the PostgreSQL store, processes) may share one bucket.
 */
export interface RateLimiter {
  /** Takes `cost` tokens if the bucket has them now, else says how long to wait for them. */
  tryTake(key: BucketKey, spec: BucketSpec, cost?: number): Promise<TakeResult>;
  /**
   * Takes `tokens` more after the fact, even into debt (a marketplace 4xx costs 10,
   * docs/wb-notes.md#rate-limits).
   */
  charge(key: BucketKey, spec: BucketSpec, tokens: number): Promise<void>;
  /**
   * WB says its next token comes in `seconds` (`X-Ratelimit-Retry` of a 429,
   * docs/wb-notes.md#rate-limits): stop the bucket that long and lower its level so that it holds
   * exactly one token by then (`tokens = min(level, 1 − rate × seconds)`). `seconds` = one interval
   * empties the bucket.
   */
  block(key: BucketKey, spec: BucketSpec, seconds: number): Promise<void>;
}

/**
 * The decision of one take: granted when the bucket is not blocked and holds `cost` tokens,
 * else the wait until both are true (the level keeps refilling while the bucket is blocked).
 */
export function takeDecision(
  tokens: number,
  blockedMs: number,
  spec: BucketSpec,
  cost: number,
): TakeResult {
  if (cost > spec.capacity)
    throw new RangeError(`A bucket of ${spec.capacity} cannot give ${cost}`);
  const refillMs = tokens >= cost ? 0 : ((cost - tokens) / spec.refillPerSecond) * 1000;
  if (refillMs === 0 && blockedMs <= 0) return { granted: true };
  return { granted: false, waitMs: Math.max(refillMs, blockedMs) };
}

/** The shortest pause between two attempts, so that waiters never spin. */
const MIN_WAIT_MS = 5;

/** The bucket would make the caller wait longer than it may (`acquire`'s `maxWaitMs`). */
export class BucketWaitTooLongError extends Error {
  override name = 'BucketWaitTooLongError';
  constructor(readonly waitMs: number) {
    super(`The bucket gives its next token in ${Math.ceil(waitMs)} ms`);
  }
}

/**
 * What `acquire` waited (for the metrics), how long its granted take took from asking to the
 * answer (the take happened somewhere in between), and the level the take left, when known.
 */
export interface Acquired {
  waitedMs: number;
  takeMs: number;
  level?: number;
}

/**
 * Waits until the bucket grants `cost` tokens and takes them. Each attempt is one atomic `tryTake`; losing a race only means waiting again.
 * With `maxWaitMs`, a single wait longer than that throws `BucketWaitTooLongError` instead, no
 * token taken (background work then gives its worker back, see WbDeferredError).
 */
export async function acquire(
  limiter: RateLimiter,
  key: BucketKey,
  spec: BucketSpec,
  options: { cost?: number; signal?: AbortSignal; maxWaitMs?: number } = {},
): Promise<Acquired> {
  const started = Date.now();
  for (;;) {
    options.signal?.throwIfAborted();
    const asked = performance.now();
    const result = await limiter.tryTake(key, spec, options.cost ?? 1);
    if (result.granted) {
      const took = { waitedMs: Date.now() - started, takeMs: performance.now() - asked };
      return result.level === undefined ? took : { ...took, level: result.level };
    }
    if (options.maxWaitMs !== undefined && result.waitMs > options.maxWaitMs) {
      throw new BucketWaitTooLongError(result.waitMs);
    }
    await sleep(Math.max(MIN_WAIT_MS, Math.ceil(result.waitMs)), options.signal);
  }
}
