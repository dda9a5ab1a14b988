import { loadConfig } from './config';
import { startJobQueue } from './jobs/queue';
import { ALL_JOBS } from './jobs/registry';
import { createLogger } from './lib/logger';
import { onShutdown, openDatabase } from './runtime';

/**
 * Job worker entry point: claims jobs with SKIP LOCKED, runs the schedules declared in code and
 * records every run. Any number of workers may run against one database.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config, 'worker');
  if (!config.DATABASE_URL) {
    log.warn('no DATABASE_URL: the worker starts its own embedded PostgreSQL');
  }
  const runtime = await openDatabase(config, log, 'wb-worker');
  const queue = await startJobQueue({
    database: runtime.database,
    config,
    log,
    role: 'worker',
    jobs: ALL_JOBS,
  });
  log.info({ jobs: ALL_JOBS.map((j) => j.name) }, 'worker started');
  onShutdown(log, async () => {
    await queue.stop(); // waits for running jobs (up to 20 s)
    await runtime.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
