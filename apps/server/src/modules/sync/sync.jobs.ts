import { WB_DATASETS } from '@wb/shared';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';
import { dueStates } from './sync.schedule';
import { SYNC_RUN_JOB, syncJobKey } from './sync.live';
import { runDataset } from './sync.service';

const datasetKey = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

/** One dataset of one account, from its cursor to the end (see runDataset). */
export const syncRunJob = defineJob({
  name: SYNC_RUN_JOB,
  payload: z.object({ accountId: z.uuid(), dataset: datasetKey }),
  retryLimit: 0, // the next schedule retries; a failed run keeps its error and cursor
  policy: 'stately',
  expireInSeconds: 6 * 3600,
  async handler(payload, { database, config, log, signal, queue }) {
    // On shutdown the run stops after its last committed page; the next one resumes there.
    const outcome = await runDataset(
      { database, config },
      payload.accountId,
      payload.dataset as Parameters<typeof runDataset>[2],
      { signal, maxWaitMs: config.SYNC_MAX_WAIT_MS },
    );
    log.info({ ...payload, ...outcome }, 'sync run');
    // WB's limit would have held this worker: the run goes on when the limit lets it.
    if (outcome.status === 'deferred') {
      await queueSync(queue, [payload], Math.ceil(outcome.retryInMs / 1000));
    }
  },
});

/** Queues a run per pair; a pair already queued is not queued twice (singleton key). */
export async function queueSync(
  queue: JobQueue,
  pairs: { accountId: string; dataset: string }[],
  startAfterSeconds?: number,
) {
  for (const pair of pairs) {
    await queue.send(syncRunJob, pair, {
      singletonKey: syncJobKey(pair),
      ...(startAfterSeconds ? { startAfterSeconds } : {}),
    });
  }
}

/** Every minute: queues the account × dataset pairs that are due. */
export const syncScheduleJob = defineJob({
  name: 'sync.schedule',
  payload: z.object({}),
  schedule: { cron: '* * * * *' },
  concurrency: 1,
  retryLimit: 0,
  async handler(_payload, { database, queue }) {
    await queueSync(queue, await dueStates(database.db));
  },
});

export const syncJobs = [syncRunJob, syncScheduleJob];
