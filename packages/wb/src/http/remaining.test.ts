import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../limiter/limiter';
import { bucketSpec } from '../limiter/limits';
import { InMemoryRateLimiter } from '../limiter/memory';
import type { FakeAnswer } from '../testing/fake-fetch';
import { get, setup } from '../testing/transport';
import type { WbRequest } from './transport';

/** `X-Ratelimit-Remaining: 0` through the transport (the rule: remaining.ts). */
describe("WbTransport on 'X-Ratelimit-Remaining: 0'", () => {
  const remaining = (n: number, delayMs?: number): FakeAnswer => ({
    json: { ok: true },
    headers: { 'X-Ratelimit-Remaining': String(n) },
    ...(delayMs ? { delayMs } : {}),
  });
  const statistics = (): WbRequest<{ ok: boolean }> =>
    get({ host: 'statistics', group: 'statistics-orders', path: '/api/v1/x', params: {} });

  it("keeps a fraction of a token on 'X-Ratelimit-Remaining: 0', less the flight's refill", async () => {
    let now = Date.now();
    const { transport, limiter } = setup(
      [remaining(9), remaining(0), remaining(0)],
      {},
      new InMemoryRateLimiter(() => now),
    );
    const key = { sellerId: 'seller-1', group: 'statistics-orders' };
    const spec = bucketSpec('statistics-orders');
    const intervalMs = 1000 / spec.refillPerSecond;
    // A burst of 10: WB agrees with the take (9 left); a count above "0" changes nothing.
    await transport.request(statistics());
    expect(limiter.peek(key, spec)).toBe(9);
    // WB has nothing left where we count 8: another client spent the seller's limit, and the
    // bucket holds its next token an interval after the answer.
    await transport.request(statistics());
    expect(limiter.peek(key, spec)).toBeLessThan(0.001);
    // 1.3 tokens when the next request goes: WB's "0" after it agrees with our 0.3. Our bucket
    // may lead WB's by its refill over the flight (at least half a second: 0.008 of a token of
    // a minute's bucket), which is taken away; the rest of the fraction is kept, and 0.4 of an
    // interval later the next take waits 0.3 of one and half a second, not a whole interval.
    now += 1.3 * intervalMs;
    await transport.request(statistics());
    const lead = spec.refillPerSecond * 0.5;
    expect(limiter.peek(key, spec)).toBeCloseTo(0.3 - lead, 4);
    now += 0.4 * intervalMs;
    const next = await limiter.tryTake(key, spec);
    expect(next.granted ? 0 : next.waitMs).toBeCloseTo(0.3 * intervalMs + 500, 0);
  });

  it('charges a slow answer its whole flight', async () => {
    const now = Date.now();
    const { transport, limiter } = setup(
      [remaining(0, 700)],
      {},
      new InMemoryRateLimiter(() => now),
    );
    const key = { sellerId: 'seller-1', group: 'statistics-orders' };
    const spec = bucketSpec('statistics-orders');
    await limiter.charge(key, spec, 8.5); // the last token of the burst and a half
    await transport.request(statistics());
    // Half a token left by our count; the frozen clock did not refill while the answer took
    // 0.7 s, so the charge is all that changed: at least 0.7 s of refill, and the take's time.
    const charged = 0.5 - limiter.peek(key, spec);
    expect(charged).toBeGreaterThanOrEqual(spec.refillPerSecond * 0.7);
    expect(charged).toBeLessThan(spec.refillPerSecond * 1.5);
  });

  it('takes a "0" at its worst when that is sooner than charging the flight', async () => {
    let now = Date.now();
    // content: an interval of 0.61 s, so half a second of flight is most of a token's lead.
    const { transport, limiter } = setup(
      [remaining(4), remaining(0, 60)],
      {},
      new InMemoryRateLimiter(() => now),
    );
    const key = { sellerId: 'seller-1', group: 'content' };
    const spec = bucketSpec('content');
    const intervalMs = 1000 / spec.refillPerSecond;
    await transport.request(get());
    await limiter.charge(key, spec, 3); // 1 left
    now += 0.3 * intervalMs;
    await transport.request(get()); // 0.3 left by our count
    const next = await limiter.tryTake(key, spec);
    // WB had nothing when the headers came: a whole interval from then (our clock stood still),
    // sooner than 0.7 of an interval and half a second.
    const waitMs = next.granted ? 0 : next.waitMs;
    expect(waitMs).toBeGreaterThan(0.95 * intervalMs);
    expect(waitMs).toBeLessThan(0.7 * intervalMs + 500);
  });

  it('empties the bucket for an interval on "Remaining: 0" when the limiter tells no level', async () => {
    const frozen = Date.now();
    const inner = new InMemoryRateLimiter(() => frozen);
    const levelless: RateLimiter = {
      tryTake: async (...args) => {
        const result = await inner.tryTake(...args);
        return result.granted ? { granted: true } : result;
      },
      charge: (...args) => inner.charge(...args),
      block: (...args) => inner.block(...args),
    };
    const { transport } = setup(
      [{ json: { ok: true }, headers: { 'X-Ratelimit-Remaining': '0' } }],
      {},
      levelless,
    );
    await transport.request(get());
    const key = { sellerId: 'seller-1', group: 'content' };
    // Nothing left but what refilled since the headers came (well under a token).
    expect(inner.peek(key, { capacity: 5, refillPerSecond: 0 })).toBeLessThan(0.01);
  });
});
