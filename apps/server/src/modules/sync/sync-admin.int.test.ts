/** /admin/sync and /admin/cron-report: the health list, run now, pause, resync, the job report. */
import { randomUUID } from 'node:crypto';
import type {
  AdminJobRun,
  AdminSyncRow,
  Condition,
  FilterGroup,
  ListRequestInput,
} from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { syncJobs } from './sync.jobs';
import { ensureStates } from './sync.schedule';
import { datasetOf } from './sync.registry';

let ctx: TestContext;
let admin: TestClient;
let owner: TestClient;
let companyId: string;
const companyName = `Синхро ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  // Producer only: the sync jobs' queues exist, nothing runs them.
  ctx = await buildTestApp({ jobs: syncJobs });
  const adminUser = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  admin = await signIn(ctx.app, adminUser);
  const created = await createCompany(ctx.database, ctx.config, companyName);
  companyId = created.company.id;
  owner = await signIn(ctx.app, created.owner);
});
afterAll(async () => {
  await ctx.close();
});

const newAccount = async () => (await insertAccount(ctx.database, companyId)).id;

async function stateOf(accountId: string, dataset = 'orders') {
  const { rows } = await ctx.database.pool.query<{
    cursor: unknown;
    paused: boolean;
    next_run_at: Date;
  }>('SELECT * FROM sync_state WHERE account_id = $1 AND dataset = $2', [accountId, dataset]);
  return rows[0]!;
}

async function queued(accountId: string, dataset = 'orders') {
  const { rows } = await ctx.database.pool.query(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'sync.run' AND data->>'accountId' = $1 AND data->>'dataset' = $2`,
    [accountId, dataset],
  );
  return rows[0].n as number;
}

async function audited(action: string, accountId: string) {
  const { rows } = await ctx.database.pool.query<{
    before: unknown;
    after: unknown;
    company_id: string;
  }>('SELECT * FROM audit_log WHERE action = $1 AND entity_id = $2', [
    action,
    `${accountId}:orders`,
  ]);
  return rows;
}

const listUrl = (path: string, list: ListRequestInput) =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}`;

const byCompany: FilterGroup = {
  op: 'and',
  items: [{ field: 'companyName', op: 'contains', value: companyName }],
};

const rowOf = (items: AdminSyncRow[], accountId: string) =>
  items.find((r) => r.accountId === accountId && r.dataset === 'orders');

describe('admin sync list', () => {
  it('shows each account × dataset with its last run, lag and problems', async () => {
    const accountId = await newAccount();
    await ensureStates(ctx.database.db, accountId);
    await ctx.database.pool.query(
      `UPDATE sync_state SET last_success_at = now() - interval '2 hours', rows_total = 1234,
         last_error = 'WB ответил 500' WHERE account_id = $1 AND dataset = 'orders'`,
      [accountId],
    );
    await ctx.database.pool.query(
      `INSERT INTO sync_runs (company_id, account_id, dataset, started_at, status, pages, rows_in,
         rows_upserted, requests, retries, rate_limit_wait_ms, error)
       VALUES ($1, $2, 'orders', now() - interval '1 day', 'succeeded', 1, 1, 1, 1, 0, 0, null),
              ($1, $2, 'orders', now() - interval '1 minute', 'failed', 3, 240, 200, 5, 2, 61000,
               'WB ответил 500')`,
      [companyId, accountId],
    );
    const res = await admin.get(listUrl('/api/admin/sync', { filter: byCompany }));
    expect(res.statusCode, res.body).toBe(200);
    const row = rowOf(res.json().items, accountId);
    expect(row).toMatchObject({
      companyName,
      rowsTotal: 1234,
      error: 'WB ответил 500',
      paused: false,
      problem: true,
      lastRunStatus: 'failed',
      pages: 3,
      rowsIn: 240,
      rowsUpserted: 200,
      requests: 5,
      retries: 2,
      rateLimitWaitMs: 61000,
    });
    expect(row!.lagSeconds).toBeGreaterThanOrEqual(7200);
    expect(row!.lagSeconds).toBeLessThan(7300);

    const problem = (value: string): ListRequestInput => ({
      filter: { op: 'and', items: [{ field: 'problem', op: 'is', value }, ...byCompany.items] },
      pageSize: 100,
    });
    const problems = (await admin.get(listUrl('/api/admin/sync', problem('true')))).json();
    expect(rowOf(problems.items, accountId)).toBeDefined();
    const healthy = (await admin.get(listUrl('/api/admin/sync', problem('false')))).json();
    expect(rowOf(healthy.items, accountId)).toBeUndefined();
    expect(healthy.items.length).toBeGreaterThan(0);

    const sorted = (
      await admin.get(
        listUrl('/api/admin/sync', {
          filter: byCompany,
          sort: [{ field: 'dataset', dir: 'desc' }],
        }),
      )
    ).json();
    const datasets = sorted.items.map((r: AdminSyncRow) => r.dataset);
    expect(datasets).toEqual([...datasets].sort().reverse());
    const paged = (await admin.get(listUrl('/api/admin/sync', { page: 1, pageSize: 1 }))).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('exports the filtered rows to CSV, audited', async () => {
    await newAccount(); // the company has an account of its own to export
    const filter: FilterGroup = {
      op: 'and',
      items: [...byCompany.items, { field: 'dataset', op: 'is', value: 'orders' }],
    };
    const res = await admin.get(`${listUrl('/api/admin/sync/export', { filter })}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 4)).toEqual(['Проблема', 'Компания', 'Кабинет', 'Данные']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[1] === companyName && r[3] === 'заказы')).toBe(true);
    const { rows: logged } = await ctx.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_log WHERE action = 'admin.sync_export'`,
    );
    expect(logged.map((r) => r.entity_id)).toEqual(['csv']);
  });
});

describe('admin sync actions', () => {
  it('pauses and resumes a dataset, audited; a paused dataset is not run', async () => {
    const accountId = await newAccount();
    const body = { accountId, dataset: 'orders' };
    const paused = await admin.post('/api/admin/sync/pause', { ...body, paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ accountId, dataset: 'orders', paused: true });
    expect((await stateOf(accountId)).paused).toBe(true);
    expect(await audited('admin.sync_paused', accountId)).toHaveLength(1);

    const run = await admin.post('/api/admin/sync/run', body);
    expect(run.statusCode).toBe(409);
    expect(run.json().code).toBe('SYNC_PAUSED');
    expect(await queued(accountId)).toBe(0);

    const resumed = await admin.post('/api/admin/sync/pause', { ...body, paused: false });
    expect(resumed.json().paused).toBe(false);
    expect(await audited('admin.sync_resumed', accountId)).toHaveLength(1);
  });

  it('runs now: the dataset becomes due and is queued once however often it is asked', async () => {
    const accountId = await newAccount();
    const body = { accountId, dataset: 'orders' };
    await ensureStates(ctx.database.db, accountId);
    await ctx.database.pool.query(
      `UPDATE sync_state SET next_run_at = now() + interval '1 day' WHERE account_id = $1`,
      [accountId],
    );
    const first = await admin.post('/api/admin/sync/run', body);
    expect(first.statusCode, first.body).toBe(202);
    expect(new Date(first.json().nextRunAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await admin.post('/api/admin/sync/run', body)).statusCode).toBe(202);
    expect(await queued(accountId)).toBe(1);
    expect(await queued(accountId, 'sales')).toBe(0);
    expect(await audited('admin.sync_run_requested', accountId)).toHaveLength(2);
  });

  it('resyncs from a date: the cursor starts there again and the run is queued', async () => {
    const accountId = await newAccount();
    await ensureStates(ctx.database.db, accountId);
    await ctx.database.pool.query(
      `UPDATE sync_state SET cursor = '{"dateFrom":"2026-11-19T00:00:00Z"}',
         next_run_at = now() + interval '1 hour' WHERE account_id = $1 AND dataset = 'orders'`,
      [accountId],
    );
    const res = await admin.post('/api/admin/sync/resync', {
      accountId,
      dataset: 'orders',
      from: '2026-01-05',
    });
    expect(res.statusCode, res.body).toBe(202);
    const expected = datasetOf('orders')!.initialCursor(
      new Date('2026-01-05T00:00:00+03:00'),
      new Date(),
    );
    const state = await stateOf(accountId);
    expect(state.cursor).toEqual(expected);
    expect(state.next_run_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await queued(accountId)).toBe(1);
    const [entry] = await audited('admin.sync_resync_requested', accountId);
    expect(entry!.after).toMatchObject({ from: '2026-01-05', cursor: expected });
    expect(entry!.before).toEqual({ cursor: { dateFrom: '2026-11-19T00:00:00Z' } });
    expect(entry!.company_id).toBe(companyId);

    const future = await admin.post('/api/admin/sync/resync', {
      accountId,
      dataset: 'orders',
      from: '2099-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an unknown account', async () => {
    const res = await admin.post('/api/admin/sync/run', {
      accountId: randomUUID(),
      dataset: 'orders',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('cron report', () => {
  it('lists job runs newest first, flags failures, filters by name and status', async () => {
    const name = `test.job.${randomUUID().slice(0, 6)}`;
    await ctx.database.pool.query(
      `INSERT INTO job_runs (name, job_id, status, started_at, finished_at, expires_at,
         duration_ms, error, worker)
       VALUES ($1, $2, 'succeeded', now() - interval '3 hours', now() - interval '3 hours',
               now(), 120, null, 'w:1'),
              ($1, $3, 'failed', now() - interval '2 hours', now() - interval '2 hours',
               now(), 90, 'boom', 'w:1'),
              ($1, $4, 'running', now() - interval '1 hour', null,
               now() - interval '30 minutes', null, null, 'w:1')`,
      [name, randomUUID(), randomUUID(), randomUUID()],
    );
    const byName = (extra: Condition[] = []): ListRequestInput => ({
      filter: { op: 'and', items: [{ field: 'name', op: 'equals', value: name }, ...extra] },
    });
    const res = await admin.get(listUrl('/api/admin/cron-report', byName()));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((r: AdminJobRun) => [r.status, r.failed])).toEqual([
      ['running', true], // abandoned: past its expiry
      ['failed', true],
      ['succeeded', false],
    ]);
    expect(body.items[1]).toMatchObject({ error: 'boom', durationMs: 90, worker: 'w:1' });
    expect((await admin.get('/api/admin/cron-report/names')).json()).toContain(name);

    const failed = (
      await admin.get(
        listUrl('/api/admin/cron-report', byName([{ field: 'status', op: 'is', value: 'failed' }])),
      )
    ).json();
    expect(failed.items.map((r: AdminJobRun) => r.error)).toEqual(['boom']);
    // "Failed" also counts the abandoned run.
    const failures = (
      await admin.get(
        listUrl('/api/admin/cron-report', byName([{ field: 'failed', op: 'is', value: 'true' }])),
      )
    ).json();
    expect(failures.total).toBe(2);
    const byDuration = (
      await admin.get(
        listUrl('/api/admin/cron-report', {
          ...byName([{ field: 'durationMs', op: 'isEmpty' }]),
          sort: [{ field: 'durationMs', dir: 'asc' }],
        }),
      )
    ).json();
    expect(byDuration.items.map((r: AdminJobRun) => r.status)).toEqual(['running']);
    const sorted = (
      await admin.get(
        listUrl('/api/admin/cron-report', {
          ...byName(),
          sort: [{ field: 'durationMs', dir: 'asc' }],
        }),
      )
    ).json();
    expect(sorted.items.map((r: AdminJobRun) => r.durationMs)).toEqual([90, 120, null]);

    const csv = await admin.get(`${listUrl('/api/admin/cron-report/export', byName())}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Задание',
      'Расписание',
      'Начало',
      'Длительность, мс',
      'Результат',
      'Попытка',
      'Ошибка',
      'Исполнитель',
    ]);
    expect(rows.map((r) => r[4])).toEqual(['Выполняется', 'Ошибка', 'Успешно']);
    const { rows: logged } = await ctx.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_log WHERE action = 'admin.cron_report_export'`,
    );
    expect(logged.map((r) => r.entity_id)).toEqual(['csv']);
  });
});

describe('access', () => {
  it('refuses a company owner who is not a platform administrator', async () => {
    for (const res of [
      await owner.get('/api/admin/sync'),
      await owner.get('/api/admin/sync/export?format=csv'),
      await owner.get('/api/admin/cron-report'),
      await owner.get('/api/admin/cron-report/names'),
      await owner.get('/api/admin/cron-report/export?format=xlsx'),
      await owner.post('/api/admin/sync/run', { accountId: randomUUID(), dataset: 'orders' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
