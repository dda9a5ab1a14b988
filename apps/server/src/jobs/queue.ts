import { setTimeout } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { jobRuns } from '../modules/jobs/jobs.table';
import {
  backoffMs,
  createDatabaseLink,
  probeOf,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  type DatabaseLink,
} from './db-link';
import type { JobDefinition } from './define-job';
import { ABANDONED_ERROR, failOrphanedJobs, newWorkerId } from './liveness';
import { DEFAULT_EXPIRE_SECONDS, runRecorded, STOP_GRACE_MS } from './run';

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

type Sql = PgBoss.Db['executeSql'];

/**
 * pg-boss's own statements in a worker (claims, completions, cron, maintenance) wait while the
 * database is unreachable and are sent again once it answers, instead of failing: so no job is
 * claimed during an outage, and a completion that pg-boss does not await cannot reject (it ended
 * the process). A statement cut mid-way is sent again too: pg-boss's statements are guarded by
 * job state (a job is completed or failed once), and a lost reply of a committed one is rare.
 * Once the worker stops, a statement that cannot reach the database is dropped, which is also
 * what pg-boss's own adapter answers once closed (undefined).
 */
function waitingSql(link: DatabaseLink, database: Database): Sql {
  return async (text, values) => {
    for (let failures = 0; ; failures++) {
      if (!(await link.ready())) return undefined as never;
      try {
        return await database.pool.query(text, values);
      } catch (error) {
        if (!link.report(error)) throw error;
        if (link.closed) return undefined as never;
      }
      // Reachable for the probe but not for the pool (all its connections busy): not in a loop.
      if (failures) await setTimeout(backoffMs(failures, RECONNECT_BASE_MS, RECONNECT_MAX_MS));
    }
  };
}

/**
 * The API and the worker start together (a first `npm start` finds no queues): pg-boss's
 * createQueue in one process can deadlock with the other's queue creation or maintenance, and
 * PostgreSQL then cancels one of them. That one is simply done again (it creates what is missing).
 */
async function againOnDeadlock(work: () => Promise<unknown>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      const deadlock = (error as { code?: string } | null)?.code === '40P01';
      if (!deadlock || attempt >= attempts) throw error;
      await setTimeout(50 * attempt + Math.random() * 100);
    }
  }
}

/**
 * PostgreSQL-backed job queue (pg-boss: SKIP LOCKED claims, retries, cron). Producers (the API)
 * only enqueue; workers also poll, run the schedules and record every run in job_runs. A worker
 * outlives a database outage (see db-link.ts): it stops claiming jobs, reconnects with backoff
 * and goes on by itself.
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
  const link = isWorker ? createDatabaseLink({ probe: probeOf(database.pool), log }) : null;
  // Enqueueing (API requests, handlers) fails fast when the database is away: the caller decides.
  const direct: Sql = (text, values) =>
    database.pool.query(text, values).catch((error: unknown) => {
      link?.report(error);
      throw error;
    });
  const boss = new PgBoss({
    // Share the application's pool instead of opening a second one.
    db: { executeSql: link ? waitingSql(link, database) : direct },
    schema: 'pgboss',
    supervise: isWorker,
    schedule: isWorker,
    migrate: true,
  });
  boss.on('error', (error) => {
    if (link?.report(error)) return; // the link logs the outage once
    if (stopping.signal.aborted) log.debug({ err: error }, 'job queue error while stopping');
    else log.error({ err: error }, 'job queue error');
  });
  await boss.start();

  for (const job of jobs) {
    await againOnDeadlock(() =>
      boss.createQueue(job.name, {
        name: job.name,
        policy: job.policy ?? 'standard',
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      }),
    );
  }

  const running = new Set<string>();
  const queue: JobQueue = {
    async send(job, payload, sendOptions = {}) {
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, {
        db: { executeSql: direct },
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    failOrphaned: () => failOrphanedJobs(database, boss, running),
    stop: () => boss.stop({ graceful: true, timeout: 20_000, wait: true }),
  };

  if (link) {
    // An idle connection of the pool breaking is the first sign of a server going away.
    const onPoolError = (error: Error) => link.report(error);
    database.pool.on('error', onPoolError);
    let reaping = false;
    const reap = async () => {
      if (reaping || !link.state().connected) return;
      reaping = true;
      try {
        const n = await queue.failOrphaned();
        if (n) log.warn({ failed: n }, 'jobs of a stopped worker failed');
      } catch (error) {
        if (!link.report(error)) log.error({ err: error }, 'orphaned jobs not checked');
      } finally {
        reaping = false;
      }
    };
    const reaper = setInterval(() => void reap(), REAP_EVERY_MS).unref();
    // A restart ends every session, so the attempts of other workers that died meanwhile are
    // visible at once; ours are left alone.
    const offUp = link.onUp(() => void reap());
    queue.stop = async () => {
      clearInterval(reaper);
      offUp();
      stopping.abort(new Error('Остановлено: процесс-исполнитель завершает работу'));
      // During an outage nothing waits for the database any more: the stop is prompt.
      link.close();
      await boss.stop({ graceful: true, timeout: 20_000, wait: true });
      database.pool.off('error', onPoolError);
    };
    await syncSchedules(boss, jobs);
    const overdue = new Promise<void>((resolve) => {
      const grace = () => globalThis.setTimeout(resolve, STOP_GRACE_MS).unref();
      stopping.signal.addEventListener('abort', grace, { once: true });
    });
    const deps = {
      database,
      config,
      log,
      queue,
      signal: stopping.signal,
      link,
      workerId,
      running,
      overdue,
      resend: async (job: JobDefinition, envelope: PgBoss.JobWithMetadata<unknown>) => {
        await boss.send(job.name, envelope.data as object, {
          db: { executeSql: direct },
          ...(envelope.singletonKey ? { singletonKey: envelope.singletonKey } : {}),
        });
      },
    };
    for (const job of jobs) {
      const concurrency = job.concurrency ?? config.WORKER_CONCURRENCY;
      for (let i = 0; i < concurrency; i++) {
        await boss.work(
          job.name,
          { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
          async ([envelope]) => {
            if (envelope) await runRecorded(job, envelope, deps);
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
