import { setTimeout } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { loadConfig, type Config } from './config';
import {
  backoffMs,
  isConnectionError,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  rootMessage,
} from './jobs/db-link';
import type { JobDefinition } from './jobs/define-job';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { ALL_JOBS } from './jobs/registry';
import { createLogger } from './lib/logger';
import { onShutdown, openDatabase, type DatabaseRuntime } from './runtime';

/**
 * Job worker (the entry point runs ALL_JOBS): claims jobs with SKIP LOCKED, runs the schedules
 * declared in code and records every run. Any number of workers may run against one database. It
 * outlives PostgreSQL restarts and outages (jobs/db-link.ts) and, given DATABASE_URL, waits for
 * the server at start.
 */
export async function runWorker(jobs: readonly JobDefinition[]): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config, 'worker');
  if (!config.DATABASE_URL) {
    log.warn('no DATABASE_URL: the worker starts its own embedded PostgreSQL');
  }
  const starting = new AbortController();
  // What is open so far: a signal may come while the database is still awaited.
  const open: { runtime?: DatabaseRuntime; queue?: JobQueue } = {};
  onShutdown(log, async () => {
    starting.abort();
    // Running jobs get 15 s to end; one cut short is queued again (jobs/run.ts). At once during
    // an outage.
    await open.queue?.stop();
    await open.runtime?.close();
  });
  const runtime = await openWhenReachable(config, log, starting.signal);
  if (!runtime) return; // stopped while waiting
  open.runtime = runtime;
  open.queue = await startJobQueue({
    database: runtime.database,
    config,
    log,
    role: 'worker',
    jobs,
  });
  log.info({ jobs: jobs.map((j) => j.name) }, 'worker started');
}

/**
 * Opens the database (and migrates it). A server that is not reachable yet is waited for, with
 * the backoff of an outage, logged once; any other failure (a wrong password, a failing
 * migration) ends the process. Resolves undefined if the worker is stopped meanwhile.
 */
async function openWhenReachable(
  config: Config,
  log: Logger,
  signal: AbortSignal,
): Promise<DatabaseRuntime | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await openDatabase(config, log, 'wb-worker');
    } catch (error) {
      if (!config.DATABASE_URL || !isConnectionError(error)) throw error;
      if (attempt === 0) {
        log.error({ err: error }, 'database unreachable: the worker waits for it with backoff');
      } else {
        log.debug({ attempt, lastError: rootMessage(error) }, 'database still unreachable');
      }
    }
    try {
      await setTimeout(backoffMs(attempt, RECONNECT_BASE_MS, RECONNECT_MAX_MS), null, { signal });
    } catch {
      return undefined;
    }
  }
}

// The entry point runs the application's jobs; a test's entry imports runWorker with its own too.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runWorker(ALL_JOBS).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
