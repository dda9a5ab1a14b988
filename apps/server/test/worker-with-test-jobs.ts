/** A worker process (apps/server/src/worker.ts) that also runs the jobs of the shutdown test. */
import { ALL_JOBS } from '../src/jobs/registry';
import { runWorker } from '../src/worker';
import { SHUTDOWN_JOBS } from './shutdown-jobs';

runWorker([...ALL_JOBS, ...SHUTDOWN_JOBS]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
