import type { WbPage } from '@wb/wb/iterators/raw';

/** How many rows, read over how long at most, one transaction of a small-page dataset writes. */
export interface CoalesceLimits {
  rows: number;
  ms: number;
}

/**
 * Joins consecutive pages of a dataset whose pages are small (WB gives 100 cards or 1,000 prices
 * a request) into one page of at least `limits.rows` rows, so the fixed statements of a page's
 * transaction (begin, stage, merge, cursor, commit) are paid once per batch rather than once per
 * request. The joined page carries the last page's cursor: committing it is committing every page
 * in it, so a run stopped anywhere still resumes after its last committed page.
 *
 * A batch is handed on early when it has been filling for `limits.ms` (a slow, rate-limited run
 * commits as it goes) and, before a failure of the source is passed on, what was read is handed
 * on first: a run deferred by WB's limits keeps the pages it already paid for.
 */
export async function* coalesced<Row, Cursor>(
  source: AsyncIterable<WbPage<Row, Cursor>>,
  limits: CoalesceLimits,
  clock: () => number = Date.now,
): AsyncGenerator<WbPage<Row, Cursor>> {
  let batch: WbPage<Row, Cursor> | undefined;
  let since = 0;
  try {
    for await (const page of source) {
      if (!batch) {
        batch = { ...page, rows: [], raw: [] };
        since = clock();
      }
      // raw[i] stays the row rows[i] was parsed from, also where a page gave fewer raw rows.
      batch.raw.length = batch.rows.length;
      for (let i = 0; i < page.rows.length; i++) {
        batch.rows.push(page.rows[i]!);
        batch.raw.push(page.raw[i]);
      }
      batch.cursor = page.cursor;
      batch.done = page.done;
      if (batch.done || batch.rows.length >= limits.rows || clock() - since >= limits.ms) {
        const ready = batch;
        batch = undefined;
        yield ready;
      }
    }
  } catch (error) {
    if (batch) yield batch;
    throw error;
  }
  if (batch) yield batch;
}
