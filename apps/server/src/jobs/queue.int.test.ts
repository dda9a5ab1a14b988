import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, silentLogger, type TestContext } from '../../test/helpers';
import { maintainJobRuns } from '../modules/jobs/jobs.jobs';
import { jobRuns } from '../modules/jobs/jobs.table';
import { defineJob } from './define-job';
import { createDatabase } from '../db/client';
import { ABANDONED_ERROR } from './liveness';
import { failAbandonedRuns, startJobQueue } from './queue';

const seen: string[] = [];
let failures = 0;

const echoJob = defineJob({
  name: 'test.echo',
  payload: z.object({ word: z.string() }),
  async handler({ word }) {
    seen.push(word);
  },
});

const flakyJob = defineJob({
  name: 'test.flaky',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 1,
  async handler() {
    failures++;
    throw new Error(`flaky failure ${failures}`);
  },
});

const scheduledJob = defineJob({
  name: 'test.scheduled',
  payload: z.object({}),
  schedule: { cron: '*/5 * * * *' },
  async handler() {},
});

let releaseHang = () => undefined as void;
const hangJob = defineJob({
  name: 'test.hang',
  payload: z.object({}),
  retryLimit: 0,
  async handler() {
    await new Promise<void>((resolve) => (releaseHang = resolve));
  },
});

const politeJob = defineJob({
  name: 'test.polite',
  payload: z.object({}),
  retryLimit: 0,
  async handler(_payload, { signal }) {
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  },
});

let ctx: TestContext;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ctx = await buildTestApp({
    role: 'worker',
    jobs: [echoJob, flakyJob, scheduledJob, maintainJobRuns],
    config: { WORKER_CONCURRENCY: '1' },
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('job queue', () => {
  it('runs an enqueued job and records the run', async () => {
    const id = await ctx.queue.send(echoJob, { word: 'привет' });
    expect(id).toBeTruthy();
    const run = await waitFor(async () => {
      const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id!));
      return row?.status === 'succeeded' ? row : undefined;
    });
    expect(seen).toContain('привет');
    expect(run).toMatchObject({ name: 'test.echo', attempt: 1, error: null, schedule: null });
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses to enqueue an invalid payload', async () => {
    await expect(ctx.queue.send(echoJob, { word: 42 } as never)).rejects.toThrow();
  });

  it('records each failed attempt and retries up to the limit', async () => {
    const id = await ctx.queue.send(flakyJob, {});
    const runs = await waitFor(async () => {
      const rows = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id!));
      return rows.length === 2 && rows.every((r) => r.status === 'failed') ? rows : undefined;
    });
    expect(runs.map((r) => r.attempt).sort()).toEqual([1, 2]);
    expect(runs[0]!.error).toMatch(/flaky failure/);
  });

  it('stores the schedules declared in code, and only those', async () => {
    const { rows } = await ctx.database.pool.query<{
      name: string;
      cron: string;
      timezone: string;
    }>('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name');
    expect(rows).toEqual([
      { name: 'jobs.maintain', cron: '7 * * * *', timezone: 'Europe/Moscow' },
      { name: 'test.scheduled', cron: '*/5 * * * *', timezone: 'Europe/Moscow' },
    ]);
  });

  it('marks runs abandoned by a vanished worker as failed', async () => {
    const [row] = await ctx.database.db
      .insert(jobRuns)
      .values({
        name: 'test.echo',
        jobId: '00000000-0000-4000-8000-000000000001',
        status: 'running',
        worker: 'gone:1',
        startedAt: new Date(Date.now() - 3_600_000),
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    expect(await failAbandonedRuns(ctx.database)).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.id, row!.id));
    expect(after!.status).toBe('failed');
    expect(after!.error).toMatch(/worker stopped/);
  });

  it('fails at once the jobs of a worker whose process is gone, and only those', async () => {
    const database = createDatabase(ctx.config.DATABASE_URL!, { max: 4, appName: 'worker-b' });
    const other = await startJobQueue({
      database,
      config: ctx.config,
      log: silentLogger,
      role: 'worker',
      jobs: [hangJob],
    });
    try {
      const id = await ctx.queue.send(hangJob, {});
      const run = await waitFor(async () => {
        const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id!));
        return row?.status === 'running' ? row : undefined;
      });
      // Alive (its attempt's lock is held): nothing to fail.
      expect(await ctx.queue.failOrphaned()).toBe(0);
      // The process "dies": PostgreSQL drops every session it had.
      await ctx.database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'worker-b'`,
      );
      // pg_terminate_backend only signals: the sessions (and the attempt's lock) end a moment later.
      expect(await waitFor(async () => (await ctx.queue.failOrphaned()) || undefined)).toBe(1);
      const [after] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.id, run.id));
      expect(after).toMatchObject({ status: 'failed', error: ABANDONED_ERROR });
      const { rows } = await ctx.database.pool.query<{ state: string }>(
        'SELECT state FROM pgboss.job WHERE id = $1',
        [id],
      );
      expect(rows[0]!.state).toBe('failed');
    } finally {
      releaseHang();
      await other.stop().catch(() => undefined);
      await database.close().catch(() => undefined);
    }
  });

  it('tells its running jobs to stop when the worker stops, and does not wait for its timeout', async () => {
    const database = createDatabase(ctx.config.DATABASE_URL!, { max: 4, appName: 'worker-c' });
    const other = await startJobQueue({
      database,
      config: ctx.config,
      log: silentLogger,
      role: 'worker',
      jobs: [politeJob],
    });
    try {
      const id = await ctx.queue.send(politeJob, {});
      await waitFor(async () => {
        const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id!));
        return row?.status === 'running' ? row : undefined;
      });
      const started = Date.now();
      await other.stop();
      expect(Date.now() - started).toBeLessThan(10_000);
      const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id!));
      expect(row!.status).toBe('succeeded');
    } finally {
      await database.close().catch(() => undefined);
    }
  });
});
