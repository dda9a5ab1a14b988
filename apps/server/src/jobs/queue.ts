import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { jobRuns } from '../modules/jobs/jobs.table';
import type { JobContext, JobDefinition } from './define-job';
import {
  ABANDONED_ERROR,
  attemptKey,
  failOrphanedJobs,
  holdJobLock,
  newWorkerId,
} from './liveness';

const DEFAULT_EXPIRE_SECONDS = 15 * 60;
/** How often a worker looks for jobs left active by a worker that is gone. */
const REAP_EVERY_MS = 30_000;
const MSK = 'Europe/Moscow';

export interface JobQueue {
  /** Enqueues a job; returns its id (null when deduplicated by a singleton key). */
  send<S extends JobDefinition>(
    job: S,
    payload: Parameters<S['handler']>[0],
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Fails the jobs left active by workers that are gone (workers do it every 30 s). */
  failOrphaned(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL-backed job queue (pg-boss: SKIP LOCKED claims, retries, cron). Producers (the API)
 * only enqueue; workers also poll, run the schedules and record every run in job_runs.
 */
export async function startJobQueue(options: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  role: 'producer' | 'worker';
  jobs: readonly JobDefinition[];
}): Promise<JobQueue> {
  const { database, config, log, role, jobs } = options;
  const workerId = newWorkerId();
  const stopping = new AbortController();
  const isWorker = role === 'worker';
  const boss = new PgBoss({
    // Share the application's pool instead of opening a second one.
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: 'pgboss',
    supervise: isWorker,
    schedule: isWorker,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    });
  }

  const queue: JobQueue = {
    async send(job, payload, sendOptions = {}) {
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    failOrphaned: () => failOrphanedJobs(database, boss),
    stop: () => boss.stop({ graceful: true, timeout: 20_000, wait: true }),
  };

  if (isWorker) {
    const reap = () =>
      queue
        .failOrphaned()
        .then((n) => n && log.warn({ failed: n }, 'jobs of a stopped worker failed'))
        .catch((error: unknown) => log.error({ err: error }, 'orphaned jobs not checked'));
    const reaper = setInterval(() => void reap(), REAP_EVERY_MS).unref();
    queue.stop = async () => {
      clearInterval(reaper);
      stopping.abort(new Error('Остановлено: процесс-исполнитель завершает работу'));
      await boss.stop({ graceful: true, timeout: 20_000, wait: true });
    };
    await syncSchedules(boss, jobs);
    for (const job of jobs) {
      const concurrency = job.concurrency ?? config.WORKER_CONCURRENCY;
      for (let i = 0; i < concurrency; i++) {
        await boss.work(
          job.name,
          { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
          async ([envelope]) => {
            if (envelope) {
              await runRecorded(job, envelope, workerId, {
                database,
                config,
                log,
                queue,
                signal: stopping.signal,
              });
            }
          },
        );
      }
    }
  }
  return queue;
}

/** Makes pg-boss's stored schedules equal to the ones declared in code. */
async function syncSchedules(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  const declared = new Map(jobs.filter((j) => j.schedule).map((j) => [j.name, j]));
  for (const existing of await boss.getSchedules()) {
    if (!declared.has(existing.name)) await boss.unschedule(existing.name);
  }
  for (const [name, job] of declared) {
    const schedule = job.schedule!;
    const payload = job.payload.parse(schedule.payload ?? {}) as object;
    await boss.schedule(name, schedule.cron, payload, { tz: schedule.tz ?? MSK });
  }
}

/** Runs one job and keeps a job_runs row of it: running → succeeded | failed. */
async function runRecorded(
  job: JobDefinition,
  envelope: PgBoss.JobWithMetadata<unknown>,
  workerId: string,
  deps: Omit<JobContext, 'jobId'>,
): Promise<void> {
  const started = Date.now();
  const attempt = envelope.retryCount + 1;
  // Held while the job runs: other workers read its absence as "this attempt is dead".
  const lock = await holdJobLock(deps.database, attemptKey(envelope.id, attempt), deps.log);
  try {
    await runLocked(job, envelope, workerId, deps, attempt, started);
  } finally {
    await lock.release();
  }
}

async function runLocked(
  job: JobDefinition,
  envelope: PgBoss.JobWithMetadata<unknown>,
  workerId: string,
  deps: Omit<JobContext, 'jobId'>,
  attempt: number,
  started: number,
): Promise<void> {
  const { db } = deps.database;
  const [run] = await db
    .insert(jobRuns)
    .values({
      name: job.name,
      jobId: envelope.id,
      attempt,
      schedule: job.schedule?.cron ?? null,
      status: 'running',
      worker: workerId,
      expiresAt: new Date(started + (job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS) * 1000),
    })
    .returning({ id: jobRuns.id });
  const log = deps.log.child({ job: job.name, jobId: envelope.id });
  const finish = (status: 'succeeded' | 'failed', error: string | null) =>
    db
      .update(jobRuns)
      .set({ status, error, finishedAt: new Date(), durationMs: Date.now() - started })
      .where(eq(jobRuns.id, run!.id));
  try {
    const payload = job.payload.parse(envelope.data);
    await job.handler(payload, { ...deps, log, jobId: envelope.id });
    await finish('succeeded', null);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, 'job failed');
    await finish('failed', message.slice(0, 4000));
    throw error; // let the queue apply its retry policy
  }
}

/** Marks runs whose worker vanished (killed, crashed) as failed, so none stays "running" forever. */
export async function failAbandonedRuns(database: Database, now = new Date()): Promise<number> {
  const rows = await database.db
    .update(jobRuns)
    .set({
      status: 'failed',
      error: ABANDONED_ERROR,
      finishedAt: sql`${jobRuns.expiresAt}`,
    })
    .where(and(eq(jobRuns.status, 'running'), lt(jobRuns.expiresAt, now)))
    .returning({ id: jobRuns.id });
  return rows.length;
}
