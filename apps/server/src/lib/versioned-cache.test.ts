import { describe, expect, it, vi } from 'vitest';
import { versionedCache } from './versioned-cache';

/** A computation the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(graceMs = 250) {
  let clock = 1_000;
  const cache = versionedCache<string>({
    maxAgeMs: 60_000,
    staleMs: 300_000,
    graceMs,
    maxEntries: 2,
    now: () => clock,
  });
  return { cache, tick: (ms: number) => (clock += ms) };
}

describe('versionedCache', () => {
  it('computes once per version and key, sharing a running computation', async () => {
    const { cache, tick } = setup();
    const compute = vi.fn(async () => 'A');
    const [a, b] = await Promise.all([
      cache.get('k', 'v1', compute),
      cache.get('k', 'v1', compute),
    ]);
    tick(10_000);
    expect([a, b, await cache.get('k', 'v1', compute)]).toEqual(['A', 'A', 'A']);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another key, and the same version after a minute: computed again.
    await cache.get('other', 'v1', compute);
    tick(60_001);
    await cache.get('k', 'v1', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('waits for a new version within the grace time', async () => {
    const { cache } = setup(10_000);
    await cache.get('k', 'v1', async () => 'old');
    expect(await cache.get('k', 'v2', async () => 'new')).toBe('new');
  });

  it('serves the previous figures while a slow recomputation runs, then the new ones', async () => {
    vi.useFakeTimers();
    try {
      const { cache, tick } = setup(250);
      await cache.get('k', 'v1', async () => 'old');
      const slow = deferred<string>();
      const compute = vi.fn(() => slow.promise);
      const first = cache.get('k', 'v2', compute);
      await vi.advanceTimersByTimeAsync(250);
      expect(await first).toBe('old');
      // A newer version while it runs: no second computation, no wait past the grace time.
      tick(250);
      const second = cache.get('k', 'v3', compute);
      await vi.advanceTimersByTimeAsync(0);
      expect(await second).toBe('old');
      expect(compute).toHaveBeenCalledTimes(1);
      slow.resolve('new');
      await vi.advanceTimersByTimeAsync(0);
      expect(await cache.get('k', 'v2', compute)).toBe('new');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failed computation', async () => {
    const { cache } = setup();
    await expect(
      cache.get('k', 'v1', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await cache.get('k', 'v1', async () => 'A')).toBe('A');
    // With figures to fall back on, a failed recomputation answers with them.
    expect(
      await cache.get('k', 'v2', async () => {
        throw new Error('again');
      }),
    ).toBe('A');
    expect(await cache.get('k', 'v2', async () => 'B')).toBe('B');
  });

  it('forgets the least recently used keys beyond its size', async () => {
    const { cache } = setup();
    const compute = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, 'v', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
