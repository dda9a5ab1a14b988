/**
 * A sync as the screens see it while it goes (sync.live.ts), against the WB sandbox: pages and
 * rows as each page commits, a run stopped for WB's limit waiting until the limit's time and
 * continued by the next run as the same sync, queued → running → done; and the next run never
 * shown as a time already past.
 */
import { randomUUID } from 'node:crypto';
import {
  mskDate,
  type AdminSyncRow,
  type CompanySync,
  type DatasetSync,
  type ListRequestInput,
} from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { queueSync, syncJobs } from './sync.jobs';
import { syncLockKey } from './sync.live';
import { accountSync } from './sync.schedule';
import { runDataset } from './sync.service';

const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 8, days: 15, ordersPerDay: 12 };
let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
let admin: TestClient;
let owner: TestClient;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  // Producer only: sync.run jobs are queued (the queue's state is read), nothing runs them.
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  const created = await createCompany(ctx.database, ctx.config, 'Ход синхронизации');
  companyId = created.company.id;
  owner = await signIn(ctx.app, created.owner);
  admin = await signIn(
    ctx.app,
    await createUser(ctx.database, ctx.config, { type: 'admin', totp: true }),
  );
  STAT_PAGE_ROWS.value = 60; // several pages of orders
});

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

/** A cabinet of a new sandbox seller with a statistics token (one month of history). */
async function account() {
  const { sid } = sandbox.registerSeller({
    name: `П ${randomUUID().slice(0, 6)}`,
    seed: 3,
    scale: SCALE,
  });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  await ctx.database.pool.query('UPDATE wb_accounts SET history_depth_months = 1 WHERE id = $1', [
    row.id,
  ]);
  await insertToken(
    ctx.database,
    ctx.config,
    row,
    sandbox.issueToken({ sid, categories: ['statistics'] }),
  );
  await ctx.database.pool.query(
    `UPDATE wb_tokens SET categories = '{statistics}' WHERE account_id = $1`,
    [row.id],
  );
  return row.id;
}

const q = (text: string, values: unknown[]) => ctx.database.pool.query(text, values);

async function syncOf(accountId: string, dataset = 'orders'): Promise<DatasetSync> {
  const sync = await accountSync(ctx.database.db, companyId, accountId);
  return sync.datasets.find((d) => d.dataset === dataset)!;
}

async function adminRow(accountId: string, dataset = 'orders'): Promise<AdminSyncRow> {
  const res = await admin.get(`/api/admin/sync/pair?accountId=${accountId}&dataset=${dataset}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSyncRow>();
}

const at = (iso: string | null) => (iso === null ? NaN : Date.parse(iso));

describe('a running sync', () => {
  it('shows its pages and rows as each page commits, then ends with the totals', async () => {
    const id = await account();
    const seen: { pages: number; rows: number; phase: string; status: string | null }[] = [];
    let status: CompanySync | undefined;
    const outcome = await runDataset(
      { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
      id,
      'orders',
      {
        now: new Date(NOW),
        afterPage: async (page) => {
          const row = await adminRow(id);
          seen.push({ ...row.progress, pages: row.pages ?? -1 });
          expect(row.progress).toMatchObject({ phase: 'running', pages: page, status: 'running' });
          expect(row.nextRunAt).toBeNull();
          expect((await syncOf(id)).progress).toMatchObject({ phase: 'running', pages: page });
          if (page === 1) status = (await owner.get('/api/sync/status')).json<CompanySync>();
        },
      },
    );
    expect(outcome.status).toBe('succeeded');
    if (outcome.status !== 'succeeded') return;
    expect(outcome.pages).toBeGreaterThan(1);
    // Rows grow page by page; the last page's count is the run's.
    expect(seen.map((s) => s.pages)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.every((s, i) => i === 0 || s.rows > seen[i - 1]!.rows)).toBe(true);
    expect(seen.at(-1)!.rows).toBe(outcome.rowsIn);
    // The header lists it first, as running, with its progress.
    expect(status!.active[0]).toMatchObject({
      accountId: id,
      dataset: 'orders',
      progress: { phase: 'running', pages: 1 },
    });

    const done = await adminRow(id);
    expect(done.progress).toMatchObject({
      phase: 'scheduled',
      status: 'succeeded',
      pages: outcome.pages,
      rows: outcome.rowsIn,
      waitingUntil: null,
    });
    expect(done).toMatchObject({ lastRunStatus: 'succeeded', pages: outcome.pages });
    // Five minutes on, at the scheduler's minute tick.
    const next = at(done.nextRunAt);
    expect(next % 60_000).toBe(0);
    expect(next).toBeGreaterThan(Date.now() + 3 * 60_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 6 * 60_000);
  });

  it('waits for WB’s limit until its time, and the next run goes on with the same sync', async () => {
    const id = await account();
    // WB sells sales statistics at one request a minute: the run commits its first page and
    // stops instead of waiting.
    sandbox.control.setLimits(true);
    const first = await runDataset({ database: ctx.database, config: ctx.config }, id, 'sales', {
      now: new Date(NOW),
      maxWaitMs: ctx.config.SYNC_MAX_WAIT_MS,
    });
    expect(first).toMatchObject({ status: 'deferred', pages: 1 });
    const waiting = await syncOf(id, 'sales');
    expect(waiting.pending).toBe(true);
    expect(waiting.progress).toMatchObject({ phase: 'waiting', pages: 1, status: 'deferred' });
    const until = at(waiting.progress.waitingUntil);
    expect(until).toBeGreaterThan(Date.now() + 20_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 65_000);
    expect(at(waiting.nextRunAt)).toBe(until);

    // The worker queues it again for when the limit lets it (sync.run): it waits for that job.
    await queueSync(ctx.queue, [{ accountId: id, dataset: 'sales' }], 300);
    const job = await syncOf(id, 'sales');
    expect(job.progress.phase).toBe('waiting');
    expect(at(job.progress.waitingUntil)).toBeGreaterThan(Date.now() + 290_000);

    sandbox.control.setLimits(false);
    const second = await runDataset(
      { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
      id,
      'sales',
      { now: new Date(NOW) },
    );
    expect(second.status).toBe('succeeded');
    if (second.status !== 'succeeded' || first.status !== 'deferred') return;
    const { rows: runs } = await q(
      `SELECT started_at FROM sync_runs WHERE account_id = $1 AND dataset = 'sales' ORDER BY id`,
      [id],
    );
    const done = (await syncOf(id, 'sales')).progress;
    // One sync over both runs: from the first run's start, their pages and rows together.
    expect(done).toMatchObject({
      status: 'succeeded',
      pages: first.pages + second.pages,
      rows: first.rowsIn + second.rowsIn,
    });
    expect(done.startedAt).toBe(new Date(runs[0].started_at).toISOString());
    // The job queued for later still waits (nothing runs it here): the next run is its start.
    const after = await syncOf(id, 'sales');
    expect(after.progress.phase).toBe('scheduled');
    expect(at(after.nextRunAt)).toBeGreaterThan(Date.now() + 290_000);

    // A sync after a finished one starts afresh.
    await runDataset(
      { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
      id,
      'sales',
      { now: new Date(NOW) },
    );
    const third = (await syncOf(id, 'sales')).progress;
    const { rows: last } = await q(
      `SELECT started_at, pages FROM sync_runs WHERE account_id = $1 AND dataset = 'sales'
        ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(third.startedAt).toBe(new Date(last[0].started_at).toISOString());
    expect(third.pages).toBe(last[0].pages);
  });

  it('is running only while its run holds the pair’s lock (a killed worker’s run is not)', async () => {
    const id = await account();
    await accountSync(ctx.database.db, companyId, id); // state rows
    await q(`UPDATE sync_state SET next_run_at = now() + interval '1 hour' WHERE account_id = $1`, [
      id,
    ]);
    await q(
      `INSERT INTO sync_runs (company_id, account_id, dataset, status, pages, rows_in)
       VALUES ($1, $2, 'orders', 'running', 2, 120)`,
      [companyId, id],
    );
    expect((await syncOf(id)).progress.phase).toBe('scheduled');
    const session = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
    await session.connect();
    try {
      await session.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [
        syncLockKey(id, 'orders'),
      ]);
      expect((await syncOf(id)).progress).toMatchObject({
        phase: 'running',
        pages: 2,
        rows: 120,
      });
      expect((await syncOf(id)).nextRunAt).toBeNull();
    } finally {
      await session.end();
    }
    expect((await syncOf(id)).progress.phase).toBe('scheduled');
  });
});

describe('the next run', () => {
  it('is never a time already past: due shows as queued now, off and paused have none', async () => {
    const id = await account();
    await accountSync(ctx.database.db, companyId, id);
    const set = (sql: string) => q(`UPDATE sync_state SET ${sql} WHERE account_id = $1`, [id]);

    await set(`next_run_at = now() - interval '1 day'`);
    const before = Date.now();
    const overdue = await syncOf(id);
    expect(overdue.progress.phase).toBe('queued');
    expect(at(overdue.nextRunAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await adminRow(id)).progress.phase).toBe('queued');

    await set(`next_run_at = date_trunc('minute', now()) + interval '90 seconds'`);
    const scheduled = await syncOf(id);
    expect(scheduled.progress.phase).toBe('scheduled');
    // The scheduler runs every minute: the tick after the due time.
    const { rows } = await q(
      `SELECT next_run_at FROM sync_state WHERE account_id = $1 AND dataset = 'orders'`,
      [id],
    );
    expect(at(scheduled.nextRunAt)).toBe(new Date(rows[0].next_run_at).getTime() + 30_000);

    // With the cabinet's sync off the scheduler never queues it: no time at all, even overdue.
    await set(`next_run_at = now() - interval '1 day'`);
    await q('UPDATE wb_accounts SET sync_enabled = false WHERE id = $1', [id]);
    expect(await syncOf(id)).toMatchObject({ pending: false, nextRunAt: null });
    expect((await syncOf(id)).progress.phase).toBe('off');
    const row = await adminRow(id);
    expect(row).toMatchObject({ nextRunAt: null, progress: { phase: 'off' } });

    // "Run now" queues it anyway: the queue's job is what counts.
    const run = await admin.post('/api/admin/sync/run', { accountId: id, dataset: 'orders' });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json<AdminSyncRow>().progress.phase).toBe('queued');
    expect(at(run.json<AdminSyncRow>().nextRunAt)).toBeGreaterThanOrEqual(before - 1000);

    await admin.post('/api/admin/sync/pause', { accountId: id, dataset: 'sales', paused: true });
    expect(await adminRow(id, 'sales')).toMatchObject({
      nextRunAt: null,
      progress: { phase: 'paused' },
    });
  });

  it('is what the admin grid filters and sorts by', async () => {
    const id = await account();
    await accountSync(ctx.database.db, companyId, id);
    await q(`UPDATE sync_state SET next_run_at = now() - interval '3 days' WHERE account_id = $1`, [
      id,
    ]);
    const before = Date.now();
    const page = async (list: ListRequestInput) => {
      const res = await admin.get(
        `/api/admin/sync?list=${encodeURIComponent(JSON.stringify(list))}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: AdminSyncRow[] }>().items.filter((r) => r.accountId === id);
    };
    const overdue = await page({
      filter: { op: 'and', items: [{ field: 'nextRunAt', op: 'before', value: mskDate() }] },
      pageSize: 500,
    });
    expect(overdue).toEqual([]);
    const sorted = await page({ sort: [{ field: 'nextRunAt', dir: 'asc' }], pageSize: 500 });
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted.every((r) => at(r.nextRunAt) >= before - 1000)).toBe(true);
  });
});
