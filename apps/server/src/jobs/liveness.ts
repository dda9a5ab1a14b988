import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import pg, { type PoolClient } from 'pg';
import type { Database } from '../db/client';

/**
 * Job liveness through PostgreSQL itself: a running job holds a session advisory lock named
 * after its attempt, on a connection of its own. The lock goes when the job's process dies
 * (SIGKILL, crash, a lost machine) or PostgreSQL restarts (every session ends), so any worker can
 * tell a dead job from a slow one without heartbeats or clocks, and fail it — otherwise pg-boss
 * keeps it "active", blocking its queue (and a stately sync pair) until it expires hours later.
 */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const lockSql = (fn: string) => `SELECT ${fn}(hashtextextended('job:' || $1, 0)) AS ok`;

/** The lock's name: one per attempt of a job. */
export const attemptKey = (jobId: string, attempt: number) => `${jobId}:${attempt}`;

export const ABANDONED_ERROR = 'The worker stopped before the job finished; the queue retries it.';

/**
 * Takes the attempt's lock on a new connection; `release` ends that connection. `onLost` hears
 * of the connection breaking (the database went away): the lock is gone with it.
 */
export async function holdJobLock(
  database: Database,
  key: string,
  onLost: (error: Error) => void,
): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client(database.pool.options);
  client.on('error', onLost);
  await client.connect();
  try {
    await client.query(lockSql('pg_advisory_lock'), [key]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return { release: () => client.end().catch(() => undefined) };
}

/** Is the worker gone? True when its lock is free (taken here for a moment, then given back). */
async function isGone(client: PoolClient, workerId: string): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(lockSql('pg_try_advisory_lock'), [workerId]);
  if (!rows[0]?.ok) return false;
  await client.query(lockSql('pg_advisory_unlock'), [workerId]);
  return true;
}

/**
 * Fails the jobs whose attempt is gone: their job_runs rows become failed and pg-boss learns
 * the job failed (so its retry policy applies and the next one of its queue can start). Every
 * worker runs it; the UPDATE … RETURNING lets one of them only claim each orphan. `ours` are the
 * attempts running in the calling process: after a database restart their locks are gone too,
 * but they are alive and record their own end.
 */
export async function failOrphanedJobs(
  database: Database,
  boss: Pick<PgBoss, 'fail'>,
  ours: ReadonlySet<string> = new Set(),
): Promise<number> {
  const client = await database.pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  try {
    const { rows: running } = await client.query<{ id: number; job_id: string; attempt: number }>(
      `SELECT id, job_id, attempt FROM job_runs WHERE status = 'running'`,
    );
    let failed = 0;
    for (const run of running) {
      if (ours.has(attemptKey(run.job_id, run.attempt))) continue;
      if (!(await isGone(client, attemptKey(run.job_id, run.attempt)))) continue;
      const { rows } = await client.query<{ name: string; job_id: string }>(
        `UPDATE job_runs SET status = 'failed', error = $2, finished_at = now(),
                duration_ms = (extract(epoch FROM now() - started_at) * 1000)::int
          WHERE id = $1 AND status = 'running'
        RETURNING name, job_id`,
        [run.id, ABANDONED_ERROR],
      );
      for (const row of rows) {
        await boss.fail(row.name, row.job_id, { error: ABANDONED_ERROR });
        failed++;
      }
    }
    return failed;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}
