/**
 * A worker outlives its database (issue: "worker survives a PostgreSQL outage"): a real worker
 * process runs an orders sync against a PostgreSQL of the test's own, which is crashed (SIGQUIT)
 * in the middle of the sync and started again on the same port and data. The worker must stay
 * up, log the outage once, resume the sync from its last committed page by itself and end with
 * the rows of a clean sync; a job enqueued afterwards runs; and SIGTERM during an outage ends it
 * promptly.
 */
import { randomBytes } from 'node:crypto';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { STAT_PAGE_ROWS } from '../../../../packages/wb-sandbox/src/routes/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../test/connections';
import { createCompany } from '../../test/identity';
import {
  startRestartableDatabase,
  startWorker,
  type RestartableDatabase,
  type RunningWorker,
} from '../../test/processes';
import { UNLIMITED } from '../../test/sync';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { silentLogger } from '../../test/helpers';
import { maintainJobRuns } from '../modules/jobs/jobs.jobs';
import { queueSync, syncRunJob } from '../modules/sync/sync.jobs';
import { runDataset } from '../modules/sync/sync.service';
import { startJobQueue } from './queue';

const NOW = '2026-11-20T12:00:00+03:00';
const ORDERS = 'GET /statistics/api/v1/supplier/orders';
const PAGE_ROWS = STAT_PAGE_ROWS.value;
const scale = { products: 50, days: 5, ordersPerDay: 300 };

let pg: RestartableDatabase;
let sandbox: Sandbox;
let config: Config;
let env: Record<string, string>;
let database: Database | null = null;
let worker: RunningWorker | null = null;
let companyId: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
const db = () => database!;
const logged = (msg: RegExp) => worker!.logs.filter((l) => msg.test(l.msg));

/** An account of a sandbox seller (same seed, same orders) with a statistics token. */
async function newAccount(): Promise<string> {
  const { sid } = sandbox.registerSeller({
    name: `Сбой ${randomBytes(3).toString('hex')}`,
    seed: 4,
    scale,
  });
  const account = await insertAccount(db(), companyId, { sellerId: sid });
  await db().pool.query('UPDATE wb_accounts SET history_depth_months = 4 WHERE id = $1', [
    account.id,
  ]);
  await insertToken(db(), config, account, sandbox.issueToken({ sid, categories: ['statistics'] }));
  return account.id;
}

async function ordersChecksum(accountId: string) {
  const { rows } = await db().pool.query<{ n: number; keys: number; sum: string }>(
    `SELECT count(*)::int AS n, count(DISTINCT srid)::int AS keys,
            md5(string_agg(srid || ':' || raw::text, ',' ORDER BY srid)) AS sum
       FROM wb_orders WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]!;
}

async function syncState(accountId: string) {
  const { rows } = await db().pool.query<{ rows: number; done: boolean }>(
    `SELECT rows_total::int AS rows, last_success_at IS NOT NULL AS done FROM sync_state
      WHERE account_id = $1 AND dataset = 'orders'`,
    [accountId],
  );
  return rows[0];
}

/** What the worker did and what it left, when the sync did not finish. */
async function explain() {
  for (const line of worker!.logs) console.warn(JSON.stringify(line).slice(0, 2000));
  for (const table of ['sync_runs', 'job_runs', 'pgboss.job']) {
    console.warn(table, (await db().pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows);
  }
}

beforeAll(async () => {
  pg = await startRestartableDatabase();
  await runMigrations(pg.url);
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  STAT_PAGE_ROWS.value = 400; // 1500 orders: 4 pages, within WB's burst of 10 orders requests
  env = {
    WB_BASE_URL: sandbox.url,
    SECRETS_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    WORKER_CONCURRENCY: '1',
  };
  config = loadConfig({ ...env, DATABASE_URL: pg.url, LOG_LEVEL: 'silent' }, { dotenv: false });
  database = createDatabase(pg.url, { max: 3, appName: 'wb-outage-test' });
  ({
    company: { id: companyId },
  } = await createCompany(db(), config, 'Сбой базы'));
}, 60_000);

afterAll(async () => {
  STAT_PAGE_ROWS.value = PAGE_ROWS;
  await worker?.stop();
  await database?.close().catch(() => undefined);
  await sandbox?.close();
  await pg?.stop();
}, 60_000);

describe('worker during a PostgreSQL outage', () => {
  it('survives a connection lost while the pool lends it (between two statements)', async () => {
    const lent = await db().pool.connect();
    const { rows } = await lent.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await db().pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await sleep(300); // an 'error' event without a listener would end the process here
    await expect(lent.query('SELECT 1')).rejects.toThrow(/not queryable|terminat/);
    lent.release(true);
    expect((await db().pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('stays up, resumes the interrupted sync by itself and runs jobs enqueued afterwards', async () => {
    const clean = await newAccount();
    // Started meanwhile (tsx takes seconds); kept where afterAll stops it whatever happens.
    const starting = startWorker({ databaseUrl: pg.url, env }).then((w) => (worker = w));
    const cleanRun = await runDataset(
      { database: db(), config, limiter: UNLIMITED },
      clean,
      'orders',
    );
    expect(cleanRun).toMatchObject({ status: 'succeeded', pages: 5 }); // 4 full, 1 short
    const account = await newAccount();

    const pid = (await starting).process.pid;
    const producer = await startJobQueue({
      database: db(),
      config,
      log: silentLogger,
      role: 'producer',
      jobs: [syncRunJob, maintainJobRuns],
    });
    await queueSync(producer, [{ accountId: account, dataset: 'orders' }]);
    await producer.stop();
    // A page is committed and a later request to WB hangs: the database crashes under the run.
    await waitFor('a committed page', async () =>
      (await syncState(account))!.rows > 0 ? true : undefined,
    );
    const faults = () => (sandbox.control.stats() as { faultsApplied: number }).faultsApplied;
    const applied = faults();
    sandbox.control.setFaults([{ endpoint: ORDERS, kind: 'timeout', hangMs: 30_000, count: 1 }]);
    await waitFor('a hanging request', async () => (faults() > applied ? true : undefined));
    await database!.close();
    database = null;
    await pg.crash();
    await waitFor('the outage to be noticed', async () =>
      logged(/database unreachable/).length ? true : undefined,
    );
    await sleep(1500); // the worker keeps waiting: no exit, no log storm
    expect(worker!.exitCode()).toBeNull();

    await pg.restart();
    const restarted = Date.now();
    database = createDatabase(pg.url, { max: 3, appName: 'wb-outage-test' });
    await waitFor(
      'the sync to finish',
      async () => ((await syncState(account))?.done ? true : undefined),
      30_000,
    ).catch(async (error: unknown) => {
      await explain();
      throw error;
    });
    const resumeMs = Date.now() - restarted;
    sandbox.control.setFaults([]);
    console.warn(`outage test: sync finished ${resumeMs} ms after PostgreSQL restarted`);

    expect(worker!.exitCode()).toBeNull();
    expect(worker!.process.pid).toBe(pid);
    // One error line for the whole outage, one line when it ended.
    expect(worker!.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([
      logged(/database unreachable/)[0]!.msg,
    ]);
    expect(logged(/database reachable again/)).toHaveLength(1);
    // Same rows as a clean sync, none twice; the resumed run did not start over.
    const [a, b] = [await ordersChecksum(clean), await ordersChecksum(account)];
    expect(b).toEqual(a);
    expect(b.keys).toBe(b.n);
    const { rows: runs } = await db().pool.query<{ status: string; pages: number; error: string }>(
      `SELECT status, pages, error FROM sync_runs WHERE account_id = $1 ORDER BY id`,
      [account],
    );
    expect(runs.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(runs[0]!.error).toMatch(/Прервано/);
    expect(runs[1]!.pages).toBeLessThan(5);
    const { rows: jobs } = await db().pool.query<{ status: string; error: string | null }>(
      `SELECT status, error FROM job_runs WHERE name = 'sync.run' ORDER BY id`,
    );
    expect(jobs.map((j) => j.status)).toEqual(['failed', 'succeeded']);
    expect(jobs[0]!.error).toMatch(/База данных была недоступна с .* по /);

    // A job enqueued after the outage runs.
    const again = await startJobQueue({
      database: db(),
      config,
      log: silentLogger,
      role: 'producer',
      jobs: [maintainJobRuns],
    });
    const id = await again.send(maintainJobRuns, {});
    await again.stop();
    await waitFor('jobs.maintain to run', async () => {
      const { rows } = await db().pool.query(
        `SELECT 1 FROM job_runs WHERE job_id = $1 AND status = 'succeeded'`,
        [id],
      );
      return rows.length ? true : undefined;
    });
  }, 60_000);

  it('stops at once on SIGTERM while the database is away', async () => {
    await database!.close();
    database = null;
    const before = logged(/database unreachable/).length;
    await pg.crash();
    await waitFor('the outage to be noticed', async () =>
      logged(/database unreachable/).length > before ? true : undefined,
    );
    expect(worker!.exitCode()).toBeNull();
    const started = Date.now();
    const code = await worker!.stop();
    const stopMs = Date.now() - started;
    console.warn(`outage test: SIGTERM during the outage exited in ${stopMs} ms`);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(5000);
    worker = null;
  }, 30_000);
});
