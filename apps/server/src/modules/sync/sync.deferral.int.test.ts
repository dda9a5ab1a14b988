/**
 * Head-of-line blocking: a worker never sits out WB's limit. A run whose next request would wait
 * longer than SYNC_MAX_WAIT_MS (WB sells statistics at one request a minute) ends after its last
 * committed page as 'deferred' and is queued again for when the bucket has its token; the one
 * worker meanwhile runs the cards of the same cabinet.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, silentLogger, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { createDatabase, type Database } from '../../db/client';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { accountSync } from './sync.schedule';
import { queueSync, syncRunJob } from './sync.jobs';
import { runDataset } from './sync.service';

const NOW = '2026-11-20T12:00:00+03:00';
let sandbox: Sandbox;
let ctx: TestContext;
let worker: { database: Database; queue: JobQueue } | undefined;
let account: { id: string; companyId: string };

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW } });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url, WORKER_CONCURRENCY: '1' } });
  const { sid } = sandbox.registerSeller({
    name: 'Кабинет с отчётами',
    seed: 9,
    scale: { products: 12, days: 2, ordersPerDay: 2 },
  });
  const { company } = await createCompany(ctx.database, ctx.config, 'Очередь');
  const row = await insertAccount(ctx.database, company.id, { sellerId: sid });
  const categories = ['content', 'statistics'];
  await insertToken(ctx.database, ctx.config, row, sandbox.issueToken({ sid, categories }));
  await ctx.database.pool.query('UPDATE wb_tokens SET categories = $2 WHERE account_id = $1', [
    row.id,
    categories,
  ]);
  account = { id: row.id, companyId: company.id };
}, 60_000);

afterAll(async () => {
  await worker?.queue.stop();
  await worker?.database.close();
  await ctx.close();
  await sandbox.close();
});

const runs = async () =>
  (
    await ctx.database.pool.query<{ dataset: string; status: string; error: string | null }>(
      `SELECT dataset, status, error FROM sync_runs WHERE account_id = $1 ORDER BY id`,
      [account.id],
    )
  ).rows;

describe('a run that would wait for WB’s limit', () => {
  it('commits what it read, gives the worker back, is queued again, shows as pending', async () => {
    // A run reads WB's first page (the bucket's one token), commits it, then stops instead of
    // waiting a minute for the next.
    const first = await runDataset(
      { database: ctx.database, config: ctx.config },
      account.id,
      'sales',
      { maxWaitMs: ctx.config.SYNC_MAX_WAIT_MS },
    );
    expect(first).toMatchObject({ status: 'deferred', pages: 1 });
    expect(first.status === 'deferred' && first.rowsIn).toBeGreaterThan(0);
    const { rows: kept } = await ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wb_sales WHERE account_id = $1',
      [account.id],
    );
    expect(kept[0]!.n).toBe(first.status === 'deferred' ? first.rowsIn : -1);

    worker = {
      database: createDatabase(ctx.config.DATABASE_URL!, { max: 4, appName: 'worker-0' }),
      queue: undefined as unknown as JobQueue,
    };
    worker.queue = await startJobQueue({
      database: worker.database,
      config: ctx.config,
      log: silentLogger,
      role: 'worker',
      jobs: [syncRunJob],
    });
    const queuedAt = Date.now();
    // Sales first: without deferral the only worker would wait a minute before the cards.
    await queueSync(ctx.queue, [{ accountId: account.id, dataset: 'sales' }]);
    await queueSync(ctx.queue, [{ accountId: account.id, dataset: 'cards' }]);
    const deadline = Date.now() + 30_000;
    while ((await runs()).filter((r) => r.status !== 'running').length < 3) {
      if (Date.now() > deadline) throw new Error(JSON.stringify(await runs()));
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Date.now() - queuedAt).toBeLessThan(20_000);
    expect(await runs()).toEqual([
      { dataset: 'sales', status: 'deferred', error: null },
      { dataset: 'sales', status: 'deferred', error: null },
      { dataset: 'cards', status: 'succeeded', error: null },
    ]);

    // Due again when the bucket gives its token (about a minute after the first run), no error.
    const { rows: states } = await ctx.database.pool.query<{
      due_in: number;
      last_error: string | null;
    }>(
      `SELECT extract(epoch FROM next_run_at - now())::float AS due_in, last_error
         FROM sync_state WHERE account_id = $1 AND dataset = 'sales'`,
      [account.id],
    );
    expect(states[0]!.last_error).toBeNull();
    expect(states[0]!.due_in).toBeGreaterThan(20);
    expect(states[0]!.due_in).toBeLessThanOrEqual(61);
    // The job itself waits in the queue for that moment.
    const { rows: jobs } = await ctx.database.pool.query<{ start_in: number }>(
      `SELECT extract(epoch FROM start_after - now())::float AS start_in FROM pgboss.job
        WHERE name = 'sync.run' AND state = 'created' AND singleton_key = $1`,
      [`${account.id}:sales`],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.start_in).toBeGreaterThan(20);
    // The cabinet page says the dataset is still on its way, not failed and not done.
    const sync = await accountSync(ctx.database.db, account.companyId, account.id);
    expect(sync.datasets.find((d) => d.dataset === 'sales')).toMatchObject({
      pending: true,
      lastError: null,
    });
  }, 60_000);
});
