import type { RateLimiter } from '@wb/wb/limiter/limiter';
import type { Pool } from 'pg';
import type { SyncDataset, SyncTarget } from '../src/modules/sync/dataset';

/**
 * A limiter that never waits, for sync tests that read many pages of one seller quickly (WB
 * allows one sales page a minute). The sandbox's limits are off in those tests; the limiter
 * itself is tested in wb-limiter.int.test.ts and packages/wb.
 */
export const UNLIMITED: RateLimiter = {
  tryTake: async () => ({ granted: true }),
  charge: async () => undefined,
  block: async () => undefined,
};

/**
 * One page through a dataset's own writer, in a transaction of its own (as the sync engine
 * writes a page, without storing the cursor): `raw` defaults to the rows themselves, the page
 * to a last one with an empty cursor. Returns what the writer reports.
 */
export async function writeDatasetPage<Row, Cursor = unknown>(
  pool: Pool,
  dataset: Pick<SyncDataset<Cursor, Row>, 'write'>,
  target: SyncTarget,
  rows: Row[],
  raw: unknown[] = rows,
  page: { cursor: Cursor; done: boolean } = { cursor: {} as Cursor, done: true },
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const n = await dataset.write(client, target, { rows, raw, ...page });
    await client.query('COMMIT');
    return n;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
