import type { BucketSpec } from './limits';
import { takeDecision, type BucketKey, type RateLimiter, type TakeResult } from './limiter';

interface Bucket {
  tokens: number;
  updatedAt: number;
  blockedUntil: number;
}

/**
 * The token bucket in memory: for unit tests and single-process use. The same arithmetic as the
 * PostgreSQL store (postgres.ts): the level refills lazily from the time of the last change.
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /** @param now the clock, in epoch milliseconds (tests pass a fake one) */
  constructor(private readonly now: () => number = Date.now) {}

  async tryTake(key: BucketKey, spec: BucketSpec, cost = 1): Promise<TakeResult> {
    const now = this.now();
    const bucket = this.refilled(key, spec, now);
    const result = takeDecision(bucket.tokens, Math.max(0, bucket.blockedUntil - now), spec, cost);
    if (result.granted) bucket.tokens -= cost;
    return result.granted ? { granted: true, level: bucket.tokens } : result;
  }

  async charge(key: BucketKey, spec: BucketSpec, tokens: number): Promise<void> {
    this.refilled(key, spec, this.now()).tokens -= tokens;
  }

  async block(key: BucketKey, spec: BucketSpec, seconds: number): Promise<void> {
    const now = this.now();
    const bucket = this.refilled(key, spec, now);
    // WB has a token again in `seconds`: leave exactly that much to refill (see limiter.ts).
    bucket.tokens = Math.min(bucket.tokens, 1 - spec.refillPerSecond * seconds);
    bucket.blockedUntil = Math.max(bucket.blockedUntil, now + seconds * 1000);
  }

  /** Tokens in a bucket now (tests and diagnostics). */
  peek(key: BucketKey, spec: BucketSpec): number {
    return this.refilled(key, spec, this.now()).tokens;
  }

  private refilled(key: BucketKey, spec: BucketSpec, now: number): Bucket {
    const id = `${key.sellerId}\u0000${key.group}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      bucket = { tokens: spec.capacity, updatedAt: now, blockedUntil: 0 };
      this.buckets.set(id, bucket);
      return bucket;
    }
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(spec.capacity, bucket.tokens + elapsedSeconds * spec.refillPerSecond);
    bucket.updatedAt = Math.max(now, bucket.updatedAt);
    return bucket;
  }
}
