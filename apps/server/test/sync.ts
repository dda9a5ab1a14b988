import type { RateLimiter } from '@wb/wb/limiter/limiter';
import type { Database } from '../src/db/client';
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
 * writes a page, without the cursor): `raw` defaults to the rows themselves.
 */
export async function writeDatasetPage<Row>(
  database: Database,
  dataset: Pick<SyncDataset<unknown, Row>, 'write'>,
  target: SyncTarget,
  rows: Row[],
  raw: unknown[] = rows,
): Promise<number> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const n = await dataset.write(client, target, { rows, raw, cursor: {}, done: true });
    await client.query('COMMIT');
    return n;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
