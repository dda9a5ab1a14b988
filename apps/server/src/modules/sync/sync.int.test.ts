/**
 * The sync engine against the WB sandbox over HTTP: every page lands exactly once whatever the
 * faults, an interrupted run resumes from its last committed page, a second run changes
 * nothing, and the daily rollup equals the rows it summarises.
 */
import { randomUUID } from 'node:crypto';
import { WB_DATASETS, type CompanySync } from '@wb/shared';
import { statisticsOrderSchema, statisticsSaleSchema } from '@wb/wb/clients/statistics';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { UNLIMITED, writeDatasetPage } from '../../../test/sync';
import { createCompany, signIn } from '../../../test/identity';
import { ordersDataset } from '../orders/orders.datasets';
import { salesDataset } from '../sales/sales.datasets';
import { syncJobs } from './sync.jobs';
import { SYNC_DATASETS } from './sync.registry';
import { runDataset } from './sync.service';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 8, days: 15, ordersPerDay: 12 };

beforeAll(async () => {
  // A fixed clock: every seller registered with the same seed has exactly the same rows.
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Синхронизация')).company.id;
  STAT_PAGE_ROWS.value = 60;
});

afterEach(() => sandbox.control.setFaults([]));

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

/** A WB account of a new sandbox seller (same seed: same data), with a statistics token. */
async function account(categories = ['statistics']) {
  const { sid } = sandbox.registerSeller({
    name: `Продавец ${randomUUID().slice(0, 6)}`,
    seed: 11,
    scale: SCALE,
  });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  const token = sandbox.issueToken({ sid, categories });
  await ctx.database.pool.query('UPDATE wb_accounts SET history_depth_months = 1 WHERE id = $1', [
    row.id,
  ]);
  await insertToken(ctx.database, ctx.config, row, token);
  await ctx.database.pool.query('UPDATE wb_tokens SET categories = $2 WHERE account_id = $1', [
    row.id,
    categories,
  ]);
  return row.id;
}

const run = (accountId: string, dataset: 'orders' | 'sales', afterPage?: (n: number) => void) =>
  runDataset(
    { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
    accountId,
    dataset,
    {
      now: new Date(NOW),
      ...(afterPage ? { afterPage } : {}),
    },
  );

/** Everything WB sent, independent of the account that holds it. */
async function checksum(table: 'wb_orders' | 'wb_sales', accountId: string) {
  const key = table === 'wb_orders' ? 'srid' : 'sale_id';
  const { rows } = await ctx.database.pool.query(
    `SELECT count(*)::int AS n, count(DISTINCT ${key})::int AS keys,
            md5(string_agg(${key} || ':' || raw::text, ',' ORDER BY ${key})) AS sum
       FROM ${table} WHERE account_id = $1`,
    [accountId],
  );
  return rows[0] as { n: number; keys: number; sum: string };
}

async function rollup(accountId: string): Promise<unknown[]> {
  const { rows } = await ctx.database.pool.query<Record<string, unknown>>(
    `SELECT nm_id, day::text, orders_count, orders_sum::text, cancel_count, buyouts_count,
            buyouts_sum::text, returns_count, returns_sum::text, for_pay_sum::text
       FROM sales_daily WHERE account_id = $1 ORDER BY nm_id, day`,
    [accountId],
  );
  return rows;
}

/** The rollup computed from scratch from the rows. */
async function rollupFromRows(accountId: string): Promise<unknown[]> {
  const { rows } = await ctx.database.pool.query<Record<string, unknown>>(
    `WITH o AS (SELECT nm_id, (date AT TIME ZONE 'Europe/Moscow')::date AS day, count(*)::int n,
                       sum(price_with_disc) s, (count(*) FILTER (WHERE is_cancel))::int c
                  FROM wb_orders WHERE account_id = $1 AND nm_id IS NOT NULL GROUP BY 1, 2),
          s AS (SELECT nm_id, (date AT TIME ZONE 'Europe/Moscow')::date AS day,
                       (count(*) FILTER (WHERE sale_id LIKE 'S%'))::int b,
                       coalesce(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'S%'), 0) bs,
                       (count(*) FILTER (WHERE sale_id LIKE 'R%'))::int r,
                       coalesce(abs(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'R%')), 0) rs,
                       coalesce(sum(for_pay), 0) fp
                  FROM wb_sales WHERE account_id = $1 AND nm_id IS NOT NULL GROUP BY 1, 2)
     SELECT coalesce(o.nm_id, s.nm_id) AS nm_id, coalesce(o.day, s.day)::text AS day,
            coalesce(o.n, 0) AS orders_count, coalesce(o.s, 0)::numeric(14,2)::text AS orders_sum,
            coalesce(o.c, 0) AS cancel_count, coalesce(s.b, 0) AS buyouts_count,
            coalesce(s.bs, 0)::numeric(14,2)::text AS buyouts_sum, coalesce(s.r, 0) AS returns_count,
            coalesce(s.rs, 0)::numeric(14,2)::text AS returns_sum,
            coalesce(s.fp, 0)::numeric(14,2)::text AS for_pay_sum
       FROM o FULL JOIN s ON o.nm_id = s.nm_id AND o.day = s.day ORDER BY 1, 2`,
    [accountId],
  );
  return rows;
}

describe('sync of orders and sales', () => {
  let clean: string;

  it('loads every order and sale in pages, with a rollup equal to its rows', async () => {
    clean = await account();
    const orders = await run(clean, 'orders');
    expect(orders).toMatchObject({ status: 'succeeded' });
    expect(orders.status === 'succeeded' && orders.pages).toBeGreaterThan(2);
    expect((await run(clean, 'sales')).status).toBe('succeeded');
    const o = await checksum('wb_orders', clean);
    expect(o.n).toBeGreaterThan(150);
    expect(o.keys).toBe(o.n);
    expect((await checksum('wb_sales', clean)).n).toBeGreaterThan(20);
    expect(await rollup(clean)).toEqual(await rollupFromRows(clean));
  });

  it('ends identical to a clean sync through duplicate pages, truncated pages, 5xx and 429', async () => {
    const faulty = await account();
    const answers = () => ({
      ...(sandbox.control.stats() as { byStatus: Record<string, number> }).byStatus,
    });
    const stat = '/statistics/api/v1/supplier';
    // Several rules may hit one request: one kind of answer per run, so each surely happens.
    sandbox.control.setFaults([
      { endpoint: `GET ${stat}/orders`, kind: '5xx', status: 502, count: 1 },
      { endpoint: `GET ${stat}/orders`, kind: 'duplicate', rows: 20, count: 3 },
    ]);
    const before = answers();
    expect((await run(faulty, 'orders')).status).toBe('succeeded');
    expect((answers()['502'] ?? 0) - (before['502'] ?? 0)).toBe(1);
    sandbox.control.setFaults([
      { endpoint: `GET ${stat}/sales`, kind: '429', count: 1, retrySeconds: 1 },
      { endpoint: `GET ${stat}/sales`, kind: 'truncate', count: 2 },
    ]);
    expect((await run(faulty, 'sales')).status).toBe('succeeded');
    expect((answers()['429'] ?? 0) - (before['429'] ?? 0)).toBe(1);
    expect(await checksum('wb_orders', faulty)).toEqual(await checksum('wb_orders', clean));
    expect(await checksum('wb_sales', faulty)).toEqual(await checksum('wb_sales', clean));
    expect(await rollup(faulty)).toEqual(await rollup(clean));
  });

  it('resumes an interrupted run from its last committed page', async () => {
    const broken = await account();
    const stopped = await run(broken, 'orders', (page) => {
      if (page === 2) throw new Error('worker killed');
    });
    expect(stopped).toMatchObject({ status: 'failed', pages: 2 });
    const partial = await checksum('wb_orders', broken);
    expect(partial.n).toBeGreaterThan(0);
    expect(partial.n).toBeLessThan((await checksum('wb_orders', clean)).n);
    // A run cut off harder (a SIGKILL, a lost database) leaves its row "running".
    const { rows: cut } = await ctx.database.pool.query<{ id: number }>(
      `INSERT INTO sync_runs (company_id, account_id, dataset, status)
       SELECT company_id, id, 'orders', 'running' FROM wb_accounts WHERE id = $1 RETURNING id`,
      [broken],
    );
    const resumed = await run(broken, 'orders');
    expect(resumed.status).toBe('succeeded');
    const { rows: after } = await ctx.database.pool.query(
      'SELECT status, error, finished_at IS NOT NULL AS finished FROM sync_runs WHERE id = $1',
      [cut[0]!.id],
    );
    expect(after[0]).toMatchObject({ status: 'failed', finished: true, error: /^Прервано/ });
    // Only the pages after the cursor were read again.
    expect(resumed.status === 'succeeded' && resumed.pages).toBeLessThan(
      (
        await ctx.database.pool.query(
          `SELECT max(pages) AS p FROM sync_runs WHERE account_id = $1 AND status = 'succeeded'`,
          [clean],
        )
      ).rows[0].p,
    );
    expect(await checksum('wb_orders', broken)).toEqual(await checksum('wb_orders', clean));
  });

  it('stops at a page when its worker shuts down, without an error to show, and resumes', async () => {
    const account2 = await account();
    const stop = new AbortController();
    const outcome = await runDataset(
      { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
      account2,
      'orders',
      {
        now: new Date(NOW),
        signal: stop.signal,
        afterPage: (page) => void (page === 1 && stop.abort()),
      },
    );
    expect(outcome).toMatchObject({ status: 'failed' });
    const { rows } = await ctx.database.pool.query(
      `SELECT s.last_error, s.next_run_at <= now() AS due, r.error
         FROM sync_state s JOIN sync_runs r USING (account_id, dataset)
        WHERE s.account_id = $1 AND s.dataset = 'orders'`,
      [account2],
    );
    expect(rows[0]).toMatchObject({ last_error: null, due: true, error: /^Прервано/ });
    expect((await run(account2, 'orders')).status).toBe('succeeded');
    expect(await checksum('wb_orders', account2)).toEqual(await checksum('wb_orders', clean));
  });

  it('changes nothing when run again', async () => {
    const before = [await checksum('wb_orders', clean), await rollup(clean)];
    const again = await run(clean, 'orders');
    expect(again).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect([await checksum('wb_orders', clean), await rollup(clean)]).toEqual(before);
  });

  it('skips a dataset no token can read, with the reason, and never runs twice at once', async () => {
    const noStats = await account(['content']);
    const skipped = await run(noStats, 'orders');
    expect(skipped).toMatchObject({ status: 'skipped' });
    const { rows } = await ctx.database.pool.query(
      `SELECT skipped_reason FROM sync_state WHERE account_id = $1 AND dataset = 'orders'`,
      [noStats],
    );
    expect(rows[0].skipped_reason).toMatch(/statistics/);

    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [
        `sync:${clean}:orders`,
      ]);
      expect(await run(clean, 'orders')).toEqual({ status: 'busy' });
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
  });
});

/** A WB statistics row as WB sends it (Moscow time without a zone). */
const wbRow = (srid: string, nmId: number, date: string, price: number, more = {}) => ({
  srid,
  nmId,
  date,
  lastChangeDate: date,
  priceWithDisc: price,
  totalPrice: price * 2,
  supplierArticle: `ART-${nmId}`,
  ...more,
});

/** Writes one page of a statistics dataset as WB sent it, through the dataset's writer. */
async function writePage(accountId: string, key: 'orders' | 'sales', raw: object[]) {
  const target = { companyId, accountId };
  if (key === 'orders') {
    const rows = raw.map((r) => statisticsOrderSchema.parse(r));
    return writeDatasetPage(ctx.database.pool, ordersDataset, target, rows, raw);
  }
  const rows = raw.map((r) => statisticsSaleSchema.parse(r));
  return writeDatasetPage(ctx.database.pool, salesDataset, target, rows, raw);
}

describe('sales_daily under pages that change orders', () => {
  it('moves each changed order between products and days, cancels, keeps the sales columns', async () => {
    const id = await account();
    const nonZero = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).filter(
        (r) => r.orders_count !== 0 || r.buyouts_count !== 0 || r.returns_count !== 0,
      );
    const check = async () => expect(nonZero(await rollup(id))).toEqual(await rollupFromRows(id));
    await writePage(id, 'orders', [
      wbRow('A', 1, '2026-11-10T10:00:00', 100),
      wbRow('B', 1, '2026-11-10T23:30:00', 200),
      wbRow('C', 2, '2026-11-11T00:10:00', 300),
    ]);
    await writePage(id, 'sales', [
      wbRow('A', 1, '2026-11-10T12:00:00', 100, { saleID: 'S1', forPay: 80 }),
    ]);
    await check();
    await writePage(id, 'orders', [
      // A cancelled at a new price; B moved to another product and day; C as it was.
      wbRow('A', 1, '2026-11-10T10:00:00', 110, {
        isCancel: true,
        lastChangeDate: '2026-11-12T09:00:00',
      }),
      wbRow('B', 3, '2026-11-12T08:00:00', 200, { lastChangeDate: '2026-11-12T09:00:00' }),
      wbRow('C', 2, '2026-11-11T00:10:00', 300),
      // D twice in the page: its last version counts.
      wbRow('D', 2, '2026-11-11T05:00:00', 40),
      wbRow('D', 2, '2026-11-11T05:00:00', 60, { lastChangeDate: '2026-11-11T06:00:00' }),
    ]);
    await check();
    // An older version of A changes nothing; C's only order moves away and its day empties.
    await writePage(id, 'orders', [
      wbRow('A', 1, '2026-11-10T10:00:00', 90, { lastChangeDate: '2026-11-11T09:00:00' }),
      wbRow('C', 4, '2026-11-13T10:00:00', 300, { lastChangeDate: '2026-11-13T11:00:00' }),
    ]);
    await check();
    const { rows } = await ctx.database.pool.query(
      `SELECT nm_id::int, day::text, orders_count, orders_sum::text, cancel_count, buyouts_count
         FROM sales_daily WHERE account_id = $1 AND nm_id = 1`,
      [id],
    );
    // 2026-11-10 in Moscow: A (cancelled, 110) with its sale; B has left.
    expect(rows).toEqual([
      {
        nm_id: 1,
        day: '2026-11-10',
        orders_count: 1,
        orders_sum: '110.00',
        cancel_count: 1,
        buyouts_count: 1,
      },
    ]);
  });
});

describe('sync API', () => {
  it('shows each dataset of an account and queues a sync now, once', async () => {
    const { company, owner } = await createCompany(ctx.database, ctx.config, 'API синхронизации');
    const client = await signIn(ctx.app, owner);
    const { sid } = sandbox.registerSeller({ name: 'API', seed: 5, scale: SCALE });
    const row = await insertAccount(ctx.database, company.id, { sellerId: sid });
    const state = await client.get(`/api/wb-accounts/${row.id}/sync`);
    expect(state.statusCode, state.body).toBe(200);
    expect(
      state.json<{ datasets: { dataset: string }[] }>().datasets.map((d) => d.dataset),
    ).toEqual(WB_DATASETS.map((d) => d.key));
    const now = await client.post(`/api/wb-accounts/${row.id}/sync`);
    expect(now.statusCode, now.body).toBe(202);
    expect(now.json<{ datasets: { pending: boolean }[] }>().datasets.every((d) => d.pending)).toBe(
      true,
    );
    await client.post(`/api/wb-accounts/${row.id}/sync`);
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'sync.run' AND data->>'accountId' = $1`,
      [row.id],
    );
    // One job per dataset, not two.
    expect(rows[0].n).toBe(WB_DATASETS.length);
  });

  it('sums up the company in the header: none, syncing, ok, then the failing dataset', async () => {
    const { company, owner } = await createCompany(ctx.database, ctx.config, 'Индикатор');
    const client = await signIn(ctx.app, owner);
    const status = async () => {
      const res = await client.get('/api/sync/status');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CompanySync>();
    };
    expect(await status()).toMatchObject({ health: 'none', accounts: 0, problems: [] });

    const { sid } = sandbox.registerSeller({ name: 'Индикатор', seed: 5, scale: SCALE });
    const row = await insertAccount(ctx.database, company.id, { sellerId: sid });
    await client.get(`/api/wb-accounts/${row.id}/sync`); // creates the state rows, all due
    expect(await status()).toMatchObject({
      health: 'syncing',
      accounts: 1,
      pending: SYNC_DATASETS.length,
    });

    const q = (text: string) => ctx.database.pool.query(text, [row.id]);
    await q(`UPDATE sync_state SET next_run_at = now() + interval '1 hour',
               last_success_at = now() - interval '2 minutes' WHERE account_id = $1`);
    expect(await status()).toMatchObject({ health: 'ok', pending: 0, problems: [] });

    await q(`UPDATE sync_state SET last_error = 'WB ответил 401', last_error_at = now()
              WHERE account_id = $1 AND dataset = 'orders'`);
    const failing = await status();
    expect(failing.health).toBe('problem');
    expect(failing.problems).toEqual([
      expect.objectContaining({ accountId: row.id, dataset: 'orders', error: 'WB ответил 401' }),
    ]);
    // A later success clears it; a paused dataset is not counted.
    await q(`UPDATE sync_state SET last_success_at = now() + interval '1 second'
              WHERE account_id = $1 AND dataset = 'orders'`);
    await q(`UPDATE sync_state SET paused = true, last_error = 'x', last_error_at = now()
              WHERE account_id = $1 AND dataset = 'sales'`);
    expect(await status()).toMatchObject({ health: 'ok', problems: [] });

    // Another company sees none of it.
    const other = await createCompany(ctx.database, ctx.config, 'Чужая');
    const otherClient = await signIn(ctx.app, other.owner);
    const res = await otherClient.get('/api/sync/status');
    expect(res.json<CompanySync>()).toMatchObject({ health: 'none', accounts: 0 });
  });
});
