import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import type { Database } from '../db/client';

/**
 * Worker liveness through PostgreSQL itself: each worker holds a session advisory lock named
 * after it on a connection of its own. The lock goes when the process dies (SIGKILL, crash, a
 * lost machine: the server drops the session), so any other worker can tell a dead worker from
 * a busy one without heartbeats or clocks, and fail the jobs it left "active" — otherwise they
 * would block their queue (and a stately sync pair) until they expire hours later.
 */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const lockSql = (fn: string) => `SELECT ${fn}(hashtextextended('worker:' || $1, 0)) AS ok`;

export const ABANDONED_ERROR = 'The worker stopped before the job finished; the queue retries it.';

export interface Liveness {
  stop(): Promise<void>;
}

/** Holds this worker's lock, taking it again after a lost connection (a PostgreSQL restart). */
export function holdLiveness(
  database: Database,
  workerId: string,
  log: FastifyBaseLogger,
): Liveness {
  let client: PoolClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const take = async () => {
    if (stopped || client) return;
    try {
      const c = await database.pool.connect();
      c.on('error', (error) => {
        log.warn({ err: error }, 'worker liveness connection lost');
        if (client === c) client = null;
        c.release(error);
        schedule();
      });
      await c.query(lockSql('pg_advisory_lock'), [workerId]);
      client = c;
    } catch (error) {
      log.warn({ err: error }, 'worker liveness lock not taken; retrying');
      schedule();
    }
  };
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void take(), 2000).unref();
  };
  void take();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        await c.query(lockSql('pg_advisory_unlock'), [workerId]).catch(() => undefined);
        c.release();
      }
    },
  };
}

/** Is the worker gone? True when its lock is free (taken here for a moment, then given back). */
async function isGone(client: PoolClient, workerId: string): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(lockSql('pg_try_advisory_lock'), [workerId]);
  if (!rows[0]?.ok) return false;
  await client.query(lockSql('pg_advisory_unlock'), [workerId]);
  return true;
}

/**
 * Fails the jobs of workers that are gone: their job_runs rows become failed and pg-boss
 * learns the job failed (so its retry policy applies and the next one of its queue can start).
 * Every worker runs it; the UPDATE … RETURNING makes each orphan claimed by one of them only.
 */
export async function failOrphanedJobs(
  database: Database,
  boss: Pick<PgBoss, 'fail'>,
  selfId: string,
): Promise<number> {
  const client = await database.pool.connect();
  try {
    const { rows: workers } = await client.query<{ worker: string }>(
      `SELECT DISTINCT worker FROM job_runs
        WHERE status = 'running' AND worker IS NOT NULL AND worker <> $1`,
      [selfId],
    );
    let failed = 0;
    for (const { worker } of workers) {
      if (!(await isGone(client, worker))) continue;
      const { rows } = await client.query<{ name: string; job_id: string }>(
        `UPDATE job_runs SET status = 'failed', error = $2, finished_at = now(),
                duration_ms = (extract(epoch FROM now() - started_at) * 1000)::int
          WHERE status = 'running' AND worker = $1
        RETURNING name, job_id`,
        [worker, ABANDONED_ERROR],
      );
      for (const row of rows) {
        await boss.fail(row.name, row.job_id, { error: ABANDONED_ERROR });
        failed++;
      }
    }
    return failed;
  } finally {
    client.release();
  }
}
