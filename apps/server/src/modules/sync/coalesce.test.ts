import type { WbPage } from '@wb/wb/iterators/raw';
import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

type Page = WbPage<number, { at: number }>;

/** Pages of `sizes` rows (row values numbered on), raw rows `r<n>`, cursor = last row. */
async function* pages(sizes: number[], failAfter?: number): AsyncGenerator<Page> {
  let n = 0;
  for (let p = 0; p < sizes.length; p++) {
    if (p === failAfter) throw new Error(`page ${p + 1} failed`);
    const rows = Array.from({ length: sizes[p]! }, () => ++n);
    yield { rows, raw: rows.map((r) => `r${r}`), cursor: { at: n }, done: p === sizes.length - 1 };
  }
}

async function collect(source: AsyncIterable<Page>) {
  const out: Page[] = [];
  for await (const page of source) out.push(page);
  return out;
}

describe('coalesced', () => {
  it('joins pages in order until a batch has enough rows, with the last cursor', async () => {
    const out = await collect(coalesced(pages([2, 2, 2, 2, 1]), { rows: 3, ms: 60_000 }));
    expect(out.map((p) => p.rows)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(out.map((p) => p.raw)).toEqual([
      ['r1', 'r2', 'r3', 'r4'],
      ['r5', 'r6', 'r7', 'r8'],
      ['r9'],
    ]);
    expect(out.map((p) => p.cursor)).toEqual([{ at: 4 }, { at: 8 }, { at: 9 }]);
    expect(out.map((p) => p.done)).toEqual([false, false, true]);
  });

  it('hands a batch on once it has been filling for the time limit', async () => {
    let now = 0;
    const clock = () => (now += 10);
    const out = await collect(coalesced(pages([1, 1, 1, 1]), { rows: 100, ms: 25 }, clock));
    expect(out.map((p) => p.rows)).toEqual([[1, 2, 3], [4]]);
  });

  it('hands on what was read before passing a failure on', async () => {
    const seen: Page[] = [];
    await expect(
      (async () => {
        for await (const p of coalesced(pages([2, 2, 2], 2), { rows: 10, ms: 60_000 })) {
          seen.push(p);
        }
      })(),
    ).rejects.toThrow('page 3 failed');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ rows: [1, 2, 3, 4], cursor: { at: 4 }, done: false });
  });

  it('keeps raw rows beside their rows when a page gives fewer raw rows', async () => {
    async function* uneven(): AsyncGenerator<Page> {
      yield { rows: [1, 2], raw: ['r1'], cursor: { at: 2 }, done: false };
      yield { rows: [3], raw: ['r3'], cursor: { at: 3 }, done: true };
    }
    const [page] = await collect(coalesced(uneven(), { rows: 10, ms: 60_000 }));
    expect(page!.raw[0]).toBe('r1');
    expect(page!.raw[1]).toBeUndefined();
    expect(page!.raw[2]).toBe('r3');
  });
});
