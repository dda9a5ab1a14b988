/**
 * Scale-out (issue: "any number of worker processes against one database never double-process
 * a job or exceed a seller's WB limit"): two workers — two job queues, each with its own pool
 * and its own limiter, as two processes would have — share the sync jobs of one seller whose
 * cabinet two companies connected, with WB's limits on in the sandbox.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, silentLogger, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { createDatabase, type Database } from '../../db/client';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { PRODUCTS_PAGE_LIMITS } from '../products/products.datasets';
import { queueSync, syncRunJob } from './sync.jobs';

const NOW = '2026-11-20T12:00:00+03:00';
const LIMITS = { ...PRODUCTS_PAGE_LIMITS };
let sandbox: Sandbox;
let ctx: TestContext;
const workers: { database: Database; queue: JobQueue }[] = [];
const accounts: string[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: true });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url, WORKER_CONCURRENCY: '1' } });
  // 60 cards and prices: 12 price pages per account, 24 against one bucket of 5 + 10 per 6 s.
  PRODUCTS_PAGE_LIMITS.prices = 5;
  PRODUCTS_PAGE_LIMITS.cards = 20;
  const { sid } = sandbox.registerSeller({
    name: 'Общий кабинет',
    seed: 5,
    scale: { products: 60, days: 3, ordersPerDay: 1 },
  });
  for (const name of ['Агентство', 'Владелец']) {
    const { company } = await createCompany(ctx.database, ctx.config, name);
    const row = await insertAccount(ctx.database, company.id, { sellerId: sid });
    const categories = ['content', 'prices'];
    await insertToken(ctx.database, ctx.config, row, sandbox.issueToken({ sid, categories }));
    await ctx.database.pool.query('UPDATE wb_tokens SET categories = $2 WHERE account_id = $1', [
      row.id,
      categories,
    ]);
    accounts.push(row.id);
  }
  for (let i = 0; i < 2; i++) {
    const database = createDatabase(ctx.config.DATABASE_URL!, { max: 4, appName: `worker-${i}` });
    const queue = await startJobQueue({
      database,
      config: ctx.config,
      log: silentLogger,
      role: 'worker',
      jobs: [syncRunJob],
    });
    workers.push({ database, queue });
  }
}, 60_000);

afterAll(async () => {
  Object.assign(PRODUCTS_PAGE_LIMITS, LIMITS);
  for (const w of workers) {
    await w.queue.stop();
    await w.database.close();
  }
  await ctx.close();
  await sandbox.close();
});

const pairs = () =>
  accounts.flatMap((accountId) =>
    (['cards', 'prices'] as const).map((dataset) => ({ accountId, dataset })),
  );

/** Waits until every pair has `n` finished sync runs; returns the job log of sync.run. */
async function settle(n: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { rows } = await ctx.database.pool.query<{ done: number }>(
      `SELECT count(*)::int AS done FROM sync_runs WHERE status <> 'running'`,
    );
    if (rows[0]!.done >= pairs().length * n) break;
    if (Date.now() > deadline) throw new Error(`only ${rows[0]!.done} runs finished`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const { rows } = await ctx.database.pool.query<{ job_id: string; worker: string; n: number }>(
    `SELECT job_id, min(worker) AS worker, count(*)::int AS n FROM job_runs
      WHERE name = 'sync.run' GROUP BY job_id`,
  );
  return rows;
}

describe('two workers', () => {
  it('run every job once, share the work, and keep the seller under WB limits', async () => {
    await queueSync(ctx.queue, pairs());
    const jobs = await settle(1);
    expect(jobs).toHaveLength(4);
    expect(jobs.every((j) => j.n === 1)).toBe(true);
    expect(new Set(jobs.map((j) => j.worker)).size).toBe(2);

    const { rows: runs } = await ctx.database.pool.query<{
      status: string;
      pages: number;
      rows_upserted: number;
    }>(`SELECT status, pages, rows_upserted FROM sync_runs ORDER BY id`);
    expect(runs.map((r) => r.status)).toEqual(Array(4).fill('succeeded'));
    const stats = sandbox.control.stats() as {
      byStatus: Record<string, number>;
      rateLimited: object;
    };
    expect(stats.byStatus['429'] ?? 0).toBe(0);
    expect(stats.rateLimited).toEqual({});

    // Both companies hold the whole catalogue.
    const { rows } = await ctx.database.pool.query<{ products: number; prices: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE account_id = a) AS products,
              (SELECT count(*)::int FROM prices WHERE account_id = a) AS prices
         FROM unnest($1::uuid[]) AS a`,
      [accounts],
    );
    expect(rows[0]).toEqual(rows[1]);
    expect(rows[0]!.products).toBe(60);
  }, 120_000);

  it('change nothing when every job runs a second time', async () => {
    await queueSync(ctx.queue, pairs());
    const jobs = await settle(2);
    expect(jobs).toHaveLength(8);
    expect(jobs.every((j) => j.n === 1)).toBe(true);
    const { rows } = await ctx.database.pool.query<{ upserted: number }>(
      `SELECT sum(rows_upserted)::int AS upserted FROM
         (SELECT rows_upserted FROM sync_runs ORDER BY id DESC LIMIT 4) last`,
    );
    expect(rows[0]!.upserted).toBe(0);
    expect((sandbox.control.stats() as { byStatus: Record<string, number> }).byStatus['429']).toBe(
      undefined,
    );
  }, 120_000);
});
