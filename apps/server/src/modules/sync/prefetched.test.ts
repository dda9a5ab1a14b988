import { describe, expect, it } from 'vitest';
import { prefetched } from './sync.service';

async function* pages(log: string[], failAt?: number) {
  for (let i = 1; i <= 3; i++) {
    log.push(`fetch ${i}`);
    await new Promise((r) => setTimeout(r, 5));
    if (i === failAt) throw new Error(`page ${i} failed`);
    yield i;
  }
}

describe('prefetched', () => {
  it('yields the pages in order, fetching the next while the current one is handled', async () => {
    const log: string[] = [];
    for await (const page of prefetched(pages(log))) {
      log.push(`write ${page}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(log).toEqual(['fetch 1', 'fetch 2', 'write 1', 'fetch 3', 'write 2', 'write 3']);
  });

  it('surfaces a failed fetch when its page is reached, after the pages before it', async () => {
    const log: string[] = [];
    const written: number[] = [];
    await expect(
      (async () => {
        for await (const page of prefetched(pages(log, 2))) written.push(page);
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(written).toEqual([1]);
  });
});
