/**
 * Token buckets per seller × method group × token class (basic or not), on the limiter clock
 * (real elapsed time plus any time the tests advance), with WB's headers: `X-Ratelimit-Remaining`
 * on answers, `X-Ratelimit-Retry` / `-Limit` / `-Reset` on 429.
 */
import { LIMIT_GROUPS, limitsFor, type GroupLimits, type LimitGroup } from './table.ts';

interface Bucket {
  tokens: number;
  at: number;
}

export type TakeResult =
  { ok: true; remaining: number } | { ok: false; retry: number; limit: number; reset: number };

export class Limiter {
  enabled = true;
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number) {}

  private bucket(key: string, burst: number, intervalMs: number): Bucket {
    const t = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: burst, at: t };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(burst, b.tokens + (t - b.at) / intervalMs);
    b.at = t;
    return b;
  }

  /** `scope` splits a group into separate buckets (ping: one per host). */
  take(sid: string, group: LimitGroup, basic: boolean, cost = 1, scope = ''): TakeResult {
    const spec = limitsFor(group, basic);
    const interval = spec.periodMs / spec.limit;
    if (!this.enabled) return { ok: true, remaining: spec.burst };
    const b = this.bucket(`${sid}|${group}|${scope}|${basic ? 'b' : 's'}`, spec.burst, interval);
    // A small epsilon absorbs floating-point drift of the refill.
    if (b.tokens + 1e-9 >= cost) {
      b.tokens -= cost;
      return { ok: true, remaining: Math.max(0, Math.floor(b.tokens + 1e-9)) };
    }
    return {
      ok: false,
      retry: Math.max(1, Math.ceil(((cost - b.tokens) * interval) / 1000)),
      limit: spec.burst,
      reset: Math.max(1, Math.ceil(((spec.burst - b.tokens) * interval) / 1000)),
    };
  }

  /** Marketplace 4xx: the answer costs `cost4xx` requests in all (one already taken). */
  penalize(sid: string, group: LimitGroup, basic: boolean, status: number, scope = ''): void {
    const g: GroupLimits = LIMIT_GROUPS[group];
    if (!this.enabled || !g.cost4xx || status < 400 || status >= 500) return;
    const spec = limitsFor(group, basic);
    const key = `${sid}|${group}|${scope}|${basic ? 'b' : 's'}`;
    const b = this.bucket(key, spec.burst, spec.periodMs / spec.limit);
    b.tokens = Math.max(-spec.burst, b.tokens - (g.cost4xx - 1));
  }

  reset(): void {
    this.buckets.clear();
  }
}
