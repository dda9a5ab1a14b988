import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { ensureSnapshotPartitions } from './wb-stocks.repository';

/**
 * Daily: the stock history's partitions of this Moscow month and the next exist (migration
 * 0017), so the stocks writer finds its month created and never takes the lock that creating a
 * partition needs while it holds a page's transaction open.
 */
export const stockPartitionsJob = defineJob({
  name: 'stocks.partitions',
  payload: z.object({}),
  schedule: { cron: '17 3 * * *' },
  retryLimit: 3,
  async handler(_payload, { database, log }) {
    await ensureSnapshotPartitions(database.db);
    log.info('stock history partitions ensured');
  },
});

export const stocksJobs = [stockPartitionsJob];
