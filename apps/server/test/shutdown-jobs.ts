/** The jobs of the worker shutdown test; each records its run in the test's table `shutdown_done`. */
import { setTimeout } from 'node:timers/promises';
import { z } from 'zod';
import { defineJob, type JobContext } from '../src/jobs/define-job';

const payload = z.object({ n: z.number().int(), ms: z.number().int() });

const record = (ctx: JobContext, name: string, n: number) =>
  ctx.database.pool.query('INSERT INTO shutdown_done (name, n, pid) VALUES ($1, $2, $3)', [
    name,
    n,
    process.pid,
  ]);

export const SHUTDOWN_JOBS = [
  // Does not look at the stop signal; ends within the grace.
  defineJob({
    name: 'test.work',
    payload,
    concurrency: 2,
    retryLimit: 0,
    async handler({ n, ms }, ctx) {
      await setTimeout(ms);
      await record(ctx, 'test.work', n);
    },
  }),
  // Gives up at the stop signal, its work not done (throws the signal's reason).
  defineJob({
    name: 'test.polite',
    payload,
    concurrency: 2,
    retryLimit: 0,
    async handler({ n, ms }, ctx) {
      await setTimeout(ms, null, { signal: ctx.signal });
      await record(ctx, 'test.polite', n);
    },
  }),
  // Ignores the stop signal and, in a worker started with TEST_HANG, outlasts the grace.
  defineJob({
    name: 'test.stubborn',
    payload,
    concurrency: 1,
    retryLimit: 0,
    async handler({ n, ms }, ctx) {
      await setTimeout(process.env.TEST_HANG ? 120_000 : ms);
      await record(ctx, 'test.stubborn', n);
    },
  }),
];
