import { jobsJobs } from '../modules/jobs/jobs.jobs';
import { mailJobs } from '../modules/mail/mail.jobs';
import { stocksJobs } from '../modules/wb-stocks/wb-stocks.jobs';
import { syncJobs } from '../modules/sync/sync.jobs';
import { connectionJobs } from '../modules/wb-tokens/wb-tokens.jobs';
import type { JobDefinition } from './define-job';

/** Every job of the application; the worker runs them and the API may enqueue them. */
export const ALL_JOBS: readonly JobDefinition[] = [
  ...jobsJobs,
  ...mailJobs,
  ...connectionJobs,
  ...syncJobs,
  ...stocksJobs,
];
