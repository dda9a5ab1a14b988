import { describe, expect, it } from 'vitest';
import { resumeOf, STOCKS_RESUME_MS, stocksDataset } from './wb-stocks.datasets';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const fresh = { snapshotAt: new Date(NOW).toISOString(), source: 'wb', offset: 0, finished: false };

describe('stocks cursor', () => {
  it('resumes an unfinished snapshot from its report and offset', () => {
    const cursor = { snapshotAt: at(60_000), source: 'seller', offset: 200, finished: false };
    expect(resumeOf(cursor, NOW)).toEqual(cursor);
    expect(resumeOf({ ...cursor, closes: 'wb', offset: 0 }, NOW)).toEqual({ ...cursor, offset: 0 });
  });

  it('takes a new snapshot after a finished, stale, future or unreadable one', () => {
    const open = { snapshotAt: at(60_000), source: 'wb', offset: 100, finished: false };
    for (const from of [
      undefined,
      null,
      'text',
      { ...open, finished: true },
      { ...open, snapshotAt: at(STOCKS_RESUME_MS) },
      { ...open, snapshotAt: at(-60_000) },
      { ...open, snapshotAt: 'yesterday' },
      { ...open, source: 'fbs' },
      stocksDataset.initialCursor(new Date(0), new Date(NOW)),
    ]) {
      expect(resumeOf(from, NOW), JSON.stringify(from)).toEqual(fresh);
    }
    expect(resumeOf({ ...open, offset: -5 }, NOW)).toEqual({ ...open, offset: 0 });
  });
});
