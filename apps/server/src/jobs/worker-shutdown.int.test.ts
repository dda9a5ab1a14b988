/**
 * SIGTERM to a real worker while jobs run (docs/operations.md#stopping): no job is lost and the
 * process exits with 0 within 25 s. At the signal the worker runs five jobs, with more queued:
 *
 * - two that ignore the signal and end within the grace: they finish and are done;
 * - two that give up at the signal, their work undone: queued again at once;
 * - one that ignores the signal past the 15 s grace: not waited for, queued again.
 *
 * A second worker then does everything left; every job's work is recorded exactly once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, testConfig } from '../../test/helpers';
import { startWorker, type RunningWorker } from '../../test/processes';
import { SHUTDOWN_JOBS } from '../../test/shutdown-jobs';
import { createDatabase, type Database } from '../db/client';
import { startJobQueue, type JobQueue } from './queue';

const ENTRY = 'apps/server/test/worker-with-test-jobs.ts';
const [work, polite, stubborn] = SHUTDOWN_JOBS as [
  (typeof SHUTDOWN_JOBS)[0],
  (typeof SHUTDOWN_JOBS)[1],
  (typeof SHUTDOWN_JOBS)[2],
];
let url: string;
let drop: () => Promise<void>;
let database: Database;
let producer: JobQueue;
const workers: RunningWorker[] = [];
const env = { SECRETS_KEYS: `k1:${randomBytes(32).toString('base64')}`, LOG_LEVEL: 'info' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
const query = async <R>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as R[];

beforeAll(async () => {
  const db = await createTestDatabase();
  ({ url, drop } = db);
  database = createDatabase(url, { max: 3, appName: 'wb-test' });
  await database.pool.query(
    'CREATE TABLE shutdown_done (name text, n int, pid int, at timestamptz DEFAULT now())',
  );
  producer = await startJobQueue({
    database,
    config: testConfig({ DATABASE_URL: url }),
    log: silentLogger,
    role: 'producer',
    jobs: SHUTDOWN_JOBS,
  });
});

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await producer?.stop();
  await database?.close();
  await drop?.();
});

describe('SIGTERM to a worker running jobs', () => {
  it('loses no job and exits with 0 within 25 s', async () => {
    for (let n = 1; n <= 4; n++) await producer.send(work, { n, ms: 3000 });
    for (let n = 1; n <= 2; n++) await producer.send(polite, { n, ms: 4000 });
    await producer.send(stubborn, { n: 1, ms: 500 });
    const first = await startWorker({
      databaseUrl: url,
      entry: ENTRY,
      env: { ...env, TEST_HANG: '1' },
    });
    workers.push(first);
    await waitFor('five jobs running', async () => {
      const [row] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM job_runs WHERE status = 'running' AND name LIKE 'test.%'`,
      );
      return row!.n === 5 ? true : undefined;
    });

    const signalAt = Date.now();
    const code = await first.stop();
    const tookMs = Date.now() - signalAt;
    console.warn(`worker shutdown test: exit ${code} in ${tookMs} ms`);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(25_000);
    expect(tookMs).toBeGreaterThan(14_000); // it did wait for the stubborn one
    // What the first worker finished before exiting: the two that ignore the signal.
    expect(await query(`SELECT name, n FROM shutdown_done ORDER BY name, n`)).toEqual([
      { name: 'test.work', n: expect.any(Number) },
      { name: 'test.work', n: expect.any(Number) },
    ]);
    const cut = await query<{ name: string; error: string }>(
      `SELECT name, error FROM job_runs WHERE status = 'failed' ORDER BY name`,
    );
    expect(cut).toEqual([
      { name: 'test.polite', error: expect.stringMatching(/остановлен .*в очередь снова/) },
      { name: 'test.polite', error: expect.stringMatching(/остановлен .*в очередь снова/) },
      { name: 'test.stubborn', error: expect.stringMatching(/не остановилась за 15 с/) },
    ]);
    expect(first.logs.filter((l) => l.level >= 50)).toEqual([]);

    workers.push(await startWorker({ databaseUrl: url, entry: ENTRY, env }));
    const done = await waitFor('every job done', async () => {
      const rows = await query<{ name: string; n: number; runs: number }>(
        `SELECT name, n, count(*)::int AS runs FROM shutdown_done GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      return rows.length === 7 ? rows : undefined;
    });
    expect(done).toEqual([
      { name: 'test.polite', n: 1, runs: 1 },
      { name: 'test.polite', n: 2, runs: 1 },
      { name: 'test.stubborn', n: 1, runs: 1 },
      ...[1, 2, 3, 4].map((n) => ({ name: 'test.work', n, runs: 1 })),
    ]);
    // Nothing left in the queue: every job of the test completed (pg-boss marks the last one
    // a moment after its handler returns).
    const left = () =>
      query<{ name: string; state: string }>(
        `SELECT name, state FROM pgboss.job WHERE name LIKE 'test.%' AND state <> 'completed'`,
      );
    await waitFor(
      'the queue to empty',
      async () => ((await left()).length ? undefined : true),
      10_000,
    ).catch(() => undefined);
    expect(await left()).toEqual([]);
  }, 120_000);
});
