/**
 * The sandbox's "now": real time unless a test fixes it or moves it forward. Data is visible only
 * up to now, so advancing the clock makes new orders arrive and statuses change.
 * Rate limits run on a separate monotonic clock (real elapsed time plus whatever was advanced),
 * so fixing the data clock never freezes the buckets.
 */
import { performance } from 'node:perf_hooks';

export type ClockOption = { now: string | number } | (() => number);

export class Clock {
  private fixedAt: number | null = null;
  private offsetMs = 0;
  private advancedMs = 0;
  private readonly source: (() => number) | null;

  constructor(option?: ClockOption) {
    this.source = typeof option === 'function' ? option : null;
    if (option && typeof option !== 'function') this.fix(option.now);
  }

  now(): number {
    if (this.fixedAt !== null) return this.fixedAt;
    return (this.source ? this.source() : Date.now()) + this.offsetMs;
  }

  /** Milliseconds on the limiter clock. */
  limiterNow(): number {
    return performance.now() + this.advancedMs;
  }

  fix(at: string | number): void {
    const ms = typeof at === 'number' ? at : Date.parse(at);
    if (Number.isNaN(ms)) throw new Error(`invalid clock value: ${String(at)}`);
    this.fixedAt = ms;
  }

  advance(seconds: number): void {
    const ms = seconds * 1000;
    if (this.fixedAt !== null) this.fixedAt += ms;
    else this.offsetMs += ms;
    this.advancedMs += Math.max(0, ms);
  }

  real(): void {
    this.fixedAt = null;
    this.offsetMs = 0;
  }

  describe(): { now: string; mode: 'real' | 'fixed' } {
    return {
      now: new Date(this.now()).toISOString(),
      mode: this.fixedAt === null ? 'real' : 'fixed',
    };
  }
}
