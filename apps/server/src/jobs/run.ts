import { setTimeout } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { jobRuns } from '../modules/jobs/jobs.table';
import {
  backoffMs,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  rootMessage,
  type DatabaseLink,
} from './db-link';
import type { JobContext, JobDefinition } from './define-job';
import { attemptKey, holdJobLock } from './liveness';

export const DEFAULT_EXPIRE_SECONDS = 15 * 60;

export interface RunDeps extends Omit<JobContext, 'jobId'> {
  link: DatabaseLink;
  workerId: string;
  /** Attempt keys running in this process (the reaper leaves them alone). */
  running: Set<string>;
  /** Queues the job again with its payload (and singleton key): it runs from the start. */
  resend: (job: JobDefinition, envelope: PgBoss.JobWithMetadata<unknown>) => Promise<void>;
  /** Resolves STOP_GRACE_MS after `signal`: a run still going then is not waited for. */
  overdue: Promise<void>;
}

/** How long running jobs have to end once their worker stops (pg-boss would wait 20 s). */
export const STOP_GRACE_MS = 15_000;

const OUTAGE_ABORT = 'Прервано: база данных недоступна';

/**
 * Runs one job and keeps a job_runs row of it: running → succeeded | failed. A failure goes to
 * the queue's retry policy. A run cut off by a database outage (the link's probe failed while it
 * ran) does not count as an attempt: its signal tells it to stop, its end is recorded once the
 * database is back, and it is queued again to run at once — a sync resumes from its last
 * committed page. Returning normally then completes the cut-off job in pg-boss.
 *
 * So is a run cut off by its worker stopping (docs/operations.md#stopping): one that gives up at
 * the signal (throws once it is aborted), or is still going STOP_GRACE_MS later, is queued again
 * at once for another worker (handlers are idempotent); one that ends normally is done.
 */
export async function runRecorded(
  job: JobDefinition,
  envelope: PgBoss.JobWithMetadata<unknown>,
  deps: RunDeps,
): Promise<void> {
  const key = attemptKey(envelope.id, envelope.retryCount + 1);
  const cut = new AbortController();
  const onStop = () => cut.abort(deps.signal.reason);
  if (deps.signal.aborted) onStop();
  else deps.signal.addEventListener('abort', onStop, { once: true });
  let outageSince: Date | null = null;
  const offDown = deps.link.onDown((since) => {
    outageSince ??= since;
    cut.abort(new Error(OUTAGE_ABORT));
  });
  deps.running.add(key);
  try {
    const outcome = await attempt(job, envelope, deps, key, cut.signal, () => outageSince);
    if (outcome === 'cut') await whenReachable(deps.link, () => deps.resend(job, envelope));
  } finally {
    offDown();
    deps.signal.removeEventListener('abort', onStop);
    deps.running.delete(key);
  }
}

async function attempt(
  job: JobDefinition,
  envelope: PgBoss.JobWithMetadata<unknown>,
  deps: RunDeps,
  key: string,
  signal: AbortSignal,
  outageSince: () => Date | null,
): Promise<'done' | 'cut'> {
  const { link } = deps;
  const { db } = deps.database;
  const log = deps.log.child({ job: job.name, jobId: envelope.id });
  const started = Date.now();
  let lock: Awaited<ReturnType<typeof holdJobLock>> | undefined;
  let runId: number;
  try {
    // Held while the job runs: other workers read its absence as "this attempt is dead".
    lock = await holdJobLock(deps.database, key, (error) => link.report(error));
    const [run] = await db
      .insert(jobRuns)
      .values({
        name: job.name,
        jobId: envelope.id,
        attempt: envelope.retryCount + 1,
        schedule: job.schedule?.cron ?? null,
        status: 'running',
        worker: deps.workerId,
        expiresAt: new Date(started + (job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS) * 1000),
      })
      .returning({ id: jobRuns.id });
    runId = run!.id;
  } catch (error) {
    await lock?.release();
    // The database went away before the job started: it starts again once it is back.
    link.report(error);
    if (!(await link.ready()) || !outageSince()) throw error;
    log.warn('job not started: database outage; queued again');
    return 'cut';
  }

  try {
    let failure: { error: unknown } | null = null;
    let overdue = false;
    try {
      const payload = job.payload.parse(envelope.data);
      const { database, config, queue } = deps;
      const handling = job.handler(payload, {
        database,
        config,
        queue,
        log,
        signal,
        jobId: envelope.id,
      });
      handling.catch(() => undefined); // not awaited once overdue: the process is ending
      overdue = await Promise.race([handling.then(() => false), deps.overdue.then(() => true)]);
    } catch (error) {
      failure = { error };
    }
    // A lost connection may be an outage or one broken session: the link's probe tells.
    if (failure) link.report(failure.error);
    if (!(await link.ready())) throw failure ? failure.error : new Error(OUTAGE_ABORT);
    const close = (status: 'succeeded' | 'failed', error: string | null, ifRunning = false) =>
      whenReachable(link, async () => {
        const rows = await db
          .update(jobRuns)
          .set({ status, error, finishedAt: new Date(), durationMs: Date.now() - started })
          .where(and(eq(jobRuns.id, runId), ifRunning ? eq(jobRuns.status, 'running') : undefined))
          .returning({ id: jobRuns.id });
        return rows.length > 0;
      });

    const since = outageSince();
    if (since) {
      const reason = failure ? ` (${rootMessage(failure.error)})` : '';
      const message = `База данных была недоступна с ${since.toISOString()} по ${new Date().toISOString()}${reason}; задача поставлена в очередь снова`;
      // A handler that ended normally stopped at a safe point (as on shutdown): not a failure.
      // Another worker may have found the run abandoned meanwhile and failed it in the queue
      // (retry policy): then that stands, and the job is not queued twice.
      const ours = await close(
        failure ? 'failed' : 'succeeded',
        failure ? message.slice(0, 4000) : null,
        true,
      );
      if (!ours && failure) throw failure.error;
      if (ours) log.warn({ err: failure?.error }, 'job cut off by a database outage; queued again');
      return ours ? 'cut' : 'done';
    }
    if (overdue || (failure && deps.signal.aborted)) {
      const why = overdue
        ? `задача не остановилась за ${STOP_GRACE_MS / 1000} с`
        : rootMessage(failure!.error);
      const message = `Процесс-исполнитель остановлен (${why}); задача поставлена в очередь снова`;
      const ours = await close('failed', message.slice(0, 4000), true);
      if (!ours && failure) throw failure.error;
      if (ours) log.warn({ err: failure?.error, overdue }, 'job cut off by the stop; queued again');
      return ours ? 'cut' : 'done';
    }
    if (failure) {
      const { error } = failure;
      log.error({ err: error }, 'job failed');
      await close(
        'failed',
        (error instanceof Error ? error.message : String(error)).slice(0, 4000),
      );
      throw error; // let the queue apply its retry policy
    }
    await close('succeeded', null);
    return 'done';
  } finally {
    await lock.release();
  }
}

/**
 * Runs `write` and, if the database is away, again once it is back (job_runs updates and the
 * requeue are safe to repeat). Gives up with the error when the worker stops meanwhile.
 */
async function whenReachable<T>(link: DatabaseLink, write: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await write();
    } catch (error) {
      if (!link.report(error) || !(await link.ready())) throw error;
      // Reachable for the probe but not for the pool (all its connections busy): not in a loop.
      await setTimeout(backoffMs(failures, RECONNECT_BASE_MS, RECONNECT_MAX_MS));
    }
  }
}
