import { describe, expect, it } from 'vitest';
import { acquire } from './limiter';
import { bucketName, bucketSpec, DEFAULT_REFILL_SAFETY, WB_METHOD_GROUPS } from './limits';
import { InMemoryRateLimiter } from './memory';

const key = { sellerId: 'seller-1', group: 'prices' };
const spec = { capacity: 5, refillPerSecond: 10 / 6 };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('InMemoryRateLimiter', () => {
  it('grants a full burst, then one token per interval', async () => {
    const c = clock();
    const limiter = new InMemoryRateLimiter(c.now);
    for (let i = 0; i < 5; i++) {
      expect(await limiter.tryTake(key, spec)).toEqual({ granted: true, level: 4 - i });
    }
    const denied = await limiter.tryTake(key, spec);
    expect(denied.granted).toBe(false);
    expect(denied.granted ? 0 : denied.waitMs).toBeCloseTo(600, 5);
    c.advance(599);
    expect((await limiter.tryTake(key, spec)).granted).toBe(false);
    c.advance(1);
    expect((await limiter.tryTake(key, spec)).granted).toBe(true);
  });

  it('keeps buckets of sellers and groups apart', async () => {
    const limiter = new InMemoryRateLimiter(clock().now);
    const one = { capacity: 1, refillPerSecond: 1 / 60 };
    expect((await limiter.tryTake({ sellerId: 'a', group: 'g' }, one)).granted).toBe(true);
    expect((await limiter.tryTake({ sellerId: 'a', group: 'g' }, one)).granted).toBe(false);
    expect((await limiter.tryTake({ sellerId: 'b', group: 'g' }, one)).granted).toBe(true);
    expect((await limiter.tryTake({ sellerId: 'a', group: 'h' }, one)).granted).toBe(true);
  });

  it('never refills above the capacity', async () => {
    const c = clock();
    const limiter = new InMemoryRateLimiter(c.now);
    await limiter.tryTake(key, spec);
    c.advance(3_600_000);
    expect(limiter.peek(key, spec)).toBe(5);
  });

  it('stops a bucket after a 429 until WB has a token again', async () => {
    const c = clock();
    const limiter = new InMemoryRateLimiter(c.now);
    await limiter.block(key, spec, 2);
    // one token must have refilled after exactly the 2 s WB asked for
    expect(limiter.peek(key, spec)).toBeCloseTo(1 - (10 / 6) * 2, 9);
    const denied = await limiter.tryTake(key, spec);
    expect(denied.granted ? 0 : denied.waitMs).toBeCloseTo(2000, 6);
    c.advance(1990);
    expect((await limiter.tryTake(key, spec)).granted).toBe(false);
    c.advance(11);
    expect((await limiter.tryTake(key, spec)).granted).toBe(true);
    expect((await limiter.tryTake(key, spec)).granted).toBe(false);
  });

  it('empties a bucket when blocked for one interval', async () => {
    const c = clock();
    const limiter = new InMemoryRateLimiter(c.now);
    await limiter.block(key, spec, 0.6);
    expect(limiter.peek(key, spec)).toBeCloseTo(0, 9);
    await limiter.block(key, spec, 0.1); // a shorter stop never shortens the earlier one
    const denied = await limiter.tryTake(key, spec);
    expect(denied.granted ? 0 : denied.waitMs).toBeCloseTo(600, 6);
  });

  it('charges a 4xx into debt that must be repaid before the next grant', async () => {
    const c = clock();
    const limiter = new InMemoryRateLimiter(c.now);
    const market = { capacity: 20, refillPerSecond: 5 };
    await limiter.tryTake(key, market);
    await limiter.charge(key, market, 9);
    expect(limiter.peek(key, market)).toBe(10);
    await limiter.charge(key, market, 15);
    expect(limiter.peek(key, market)).toBe(-5);
    const denied = await limiter.tryTake(key, market);
    expect(denied.granted ? 0 : denied.waitMs).toBeCloseTo(1200, 5);
  });

  it('refuses a cost no bucket can ever give', async () => {
    await expect(new InMemoryRateLimiter().tryTake(key, spec, 6)).rejects.toThrow(RangeError);
  });
});

describe('acquire', () => {
  it('waits for the bucket and reports the wait and the level the take left', async () => {
    const limiter = new InMemoryRateLimiter();
    const fast = { capacity: 1, refillPerSecond: 20 };
    const first = await acquire(limiter, key, fast);
    expect(first.waitedMs).toBeLessThan(5);
    expect(first.level).toBe(0);
    const { waitedMs, level } = await acquire(limiter, key, fast);
    expect(waitedMs).toBeGreaterThanOrEqual(40);
    expect(waitedMs).toBeLessThan(200);
    expect(level).toBeGreaterThanOrEqual(0);
    expect(level).toBeLessThan(0.1);
  });

  it('stops waiting when aborted', async () => {
    const limiter = new InMemoryRateLimiter();
    const slow = { capacity: 1, refillPerSecond: 1 / 60 };
    await acquire(limiter, key, slow);
    await expect(
      acquire(limiter, key, slow, { signal: AbortSignal.timeout(20) }),
    ).rejects.toThrow();
  });

  it('never exceeds capacity + rate × elapsed under concurrent takers', async () => {
    const limiter = new InMemoryRateLimiter();
    const s = { capacity: 3, refillPerSecond: 50 };
    const grants: number[] = [];
    const start = Date.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 5; i++) {
          await acquire(limiter, key, s);
          grants.push(Date.now());
        }
      }),
    );
    const elapsed = (Date.now() - start) / 1000;
    expect(grants).toHaveLength(40);
    expect(grants.length).toBeLessThanOrEqual(s.capacity + s.refillPerSecond * elapsed + 1e-9);
  });
});

describe('WB limit table', () => {
  it('builds buckets from WB numbers with the safety margin', () => {
    expect(bucketSpec('prices')).toEqual({
      capacity: 5,
      refillPerSecond: (10 / 6) * DEFAULT_REFILL_SAFETY,
    });
    expect(bucketSpec('prices', 'basic')).toEqual({
      capacity: 1,
      refillPerSecond: (4 / 3600) * DEFAULT_REFILL_SAFETY,
    });
    // no basic row published: the basic token uses the general one
    expect(bucketSpec('marketplace', 'basic').capacity).toBe(20);
    expect(bucketSpec('statistics-orders', 'personal', 1)).toEqual({
      capacity: 10,
      refillPerSecond: 1 / 60,
    });
    expect(WB_METHOD_GROUPS.marketplace.fourXxCost).toBe(10);
  });

  it('limits ping per host and other groups per seller', () => {
    expect(bucketName('ping', 'content')).toBe('ping:content');
    expect(bucketName('content', 'content')).toBe('content');
  });
});
