import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { failAbandonedRuns } from '../../jobs/queue';
import { pruneIdempotencyKeys } from '../../plugins/idempotency';
import { deleteRunsBefore } from './jobs.repository';

/**
 * Hourly housekeeping: runs abandoned by a killed worker become "failed" (so the cron report
 * never shows an eternal "running"), job-log rows past the retention period and idempotency
 * answers older than a day go.
 */
export const maintainJobRuns = defineJob({
  name: 'jobs.maintain',
  payload: z.object({}),
  schedule: { cron: '7 * * * *' },
  async handler(_payload, { database, config, log }) {
    const abandoned = await failAbandonedRuns(database);
    const cutoff = new Date(Date.now() - config.JOB_RUNS_RETENTION_DAYS * 86_400_000);
    const pruned = await deleteRunsBefore(database.db, cutoff);
    const idempotency = await pruneIdempotencyKeys(database.db);
    log.info({ abandoned, pruned, idempotency }, 'job log maintained');
  },
});

export const jobsJobs = [maintainJobRuns];
