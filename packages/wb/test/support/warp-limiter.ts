import type { BucketKey, RateLimiter, TakeResult } from '../../src/limiter/limiter';
import type { BucketSpec } from '../../src/limiter/limits';
import { InMemoryRateLimiter } from '../../src/limiter/memory';
import { sleep } from '../../src/util/sleep';

/** One wait the limiter asked for and the test skipped by moving the virtual clock. */
export interface Warp {
  group: string;
  ms: number;
}

export interface WarpOptions {
  /** Moves WB's (the sandbox's) clock by as much as the client's skipped. */
  onWarp?: (ms: number) => void;
  /**
   * Requests WB has answered so far. With it, a jump waits until every request granted before
   * has been answered: a request still in flight while minutes are skipped would reach WB
   * minutes "late", which no real client does.
   */
  answered?: () => number;
}

/**
 * The in-memory token bucket on a virtual clock (real time + skipped time). When a bucket says
 * "wait N ms", the clock jumps N ms instead of the test sleeping, and `onWarp` moves the
 * sandbox's clock by as much, so WB's buckets (sandbox limits on) refill exactly as they would
 * have. A denial skips the wait it was told (minus time already skipped since): concurrent
 * waiters are served one after another, as real waiting would serve them, so
 * 1-request-per-minute groups cost no wall time.
 */
export class WarpLimiter implements RateLimiter {
  private skippedMs = 0;
  private granted = 0;
  private readonly answeredBefore: number;
  readonly warps: Warp[] = [];
  /** Groups in the order their takes were denied (a denial may share another's jump). */
  readonly denials: string[] = [];
  readonly inner: InMemoryRateLimiter;

  constructor(private readonly options: WarpOptions = {}) {
    this.inner = new InMemoryRateLimiter(() => this.now());
    this.answeredBefore = options.answered?.() ?? 0;
  }

  now(): number {
    return Date.now() + this.skippedMs;
  }

  /** How many takes of `group` had to wait. */
  denied(group: string): number {
    return this.denials.filter((g) => g === group).length;
  }

  /** Virtual time skipped for `group` (all groups without one). */
  skipped(group?: string): number {
    return this.warps.filter((w) => !group || w.group === group).reduce((n, w) => n + w.ms, 0);
  }

  async tryTake(key: BucketKey, spec: BucketSpec, cost = 1): Promise<TakeResult> {
    const at = this.now();
    const result = await this.inner.tryTake(key, spec, cost);
    if (result.granted) {
      this.granted += 1;
      return result;
    }
    this.denials.push(key.group);
    const answered = this.options.answered;
    if (answered) {
      while (answered() - this.answeredBefore < this.granted) await sleep(2);
    }
    // Waiters told the same thing at the same moment share one jump (never skip twice).
    const ms = Math.max(0, at + Math.ceil(result.waitMs) - this.now());
    if (ms > 0) {
      this.skippedMs += ms;
      this.warps.push({ group: key.group, ms });
      this.options.onWarp?.(ms);
    }
    // `acquire` pauses its minimum (5 ms) and asks again: the bucket now has the tokens.
    return { granted: false, waitMs: 0 };
  }

  charge(key: BucketKey, spec: BucketSpec, tokens: number): Promise<void> {
    return this.inner.charge(key, spec, tokens);
  }

  block(key: BucketKey, spec: BucketSpec, seconds: number): Promise<void> {
    return this.inner.block(key, spec, seconds);
  }
}
