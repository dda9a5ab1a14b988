/**
 * The stocks dataset against the WB sandbox over HTTP: a sync stores the snapshot the client
 * reads, history grows only by changed keys, keys WB stops listing go to 0 (also across pages
 * and when WB hides its warehouses), an interrupted run resumes its snapshot, faults end as a
 * clean sync, and a token without the category is skipped.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { sorted, stockFixtures, STOCKS_NOW } from '../../../test/stocks';
import { syncJobs } from '../sync/sync.jobs';
import type { JobContext } from '../../jobs/define-job';
import { STOCKS_PAGE_LIMITS } from './wb-stocks.datasets';
import { stockPartitionsJob } from './wb-stocks.jobs';
import { HIDDEN_WB_WAREHOUSE_ID } from './wb-stocks.table';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const LIMITS = { ...STOCKS_PAGE_LIMITS };
const PAGE = 100;
const { query, run, served, stored, checksums, history, KEY, ...f } = stockFixtures(() => ({
  ctx,
  sandbox,
}));
const account = (company = companyId, categories?: string[]) => f.account(company, categories);

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: STOCKS_NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Остатки')).company.id;
  // Several pages per report.
  STOCKS_PAGE_LIMITS.stocks = PAGE;
});

afterAll(async () => {
  Object.assign(STOCKS_PAGE_LIMITS, LIMITS);
  await ctx.close();
  await sandbox.close();
});

describe('stocks sync', () => {
  let clean: { id: string; token: string };

  it('stores the WB and seller stock snapshot the client reads, over several pages', async () => {
    clean = await account();
    const outcome = await run(clean.id, 'stocks');
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const wb = await served(clean.token);
    expect(outcome.status === 'succeeded' && outcome.pages).toBeGreaterThanOrEqual(
      Math.ceil(wb.size / PAGE),
    );
    const sellers = [...wb.keys()].filter((k) => k.startsWith('seller/')).length;
    expect(sellers).toBeGreaterThan(0);
    expect(wb.size - sellers).toBeGreaterThan(2 * PAGE);
    expect(sorted(await stored(clean.id, false))).toEqual(sorted(wb));
    // One history row and one day row per key; nothing left of the pages' working set.
    const sums = await checksums(clean.id);
    expect(sums.snapshots.n).toBe(wb.size);
    expect(sums.daily.n).toBe(wb.size);
    expect(sums.seen.n).toBe(0);
    const [raw] = await query<{ n: number; names: number }>(
      `SELECT count(*) FILTER (WHERE raw ? 'warehouseName' AND raw ? 'nmId')::int AS n,
              count(*) FILTER (WHERE warehouse_name IS NOT NULL)::int AS names
         FROM wb_stocks WHERE account_id = $1`,
      [clean.id],
    );
    expect(raw).toEqual({ n: wb.size, names: wb.size });
  });

  it('changes nothing when run again', async () => {
    const before = await checksums(clean.id);
    const again = await run(clean.id, 'stocks');
    expect(again).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums(clean.id)).toEqual(before);
  });

  it('adds one history row per changed key and updates stock_daily', async () => {
    const before = await served(clean.token);
    const rowsBefore = await history(clean.id);
    sandbox.control.setClock({ advanceSeconds: 3 * 3600 });
    const after = await served(clean.token);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (k) => JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)),
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.size);
    const outcome = await run(clean.id, 'stocks');
    expect(outcome).toMatchObject({ status: 'succeeded' });
    expect(outcome.status === 'succeeded' && outcome.rowsUpserted).toBe(changed.length);
    const rows = await history(clean.id);
    for (const [key, n] of rows) {
      expect(n, key).toBe((rowsBefore.get(key) ?? 0) + (changed.includes(key) ? 1 : 0));
    }
    // Keys that are gone now are stored as zeros.
    const gone = [...before.keys()].filter((k) => !after.has(k));
    const all = await stored(clean.id, false);
    for (const k of gone) expect(all.get(k)?.[0], k).toBe(0);
    expect(sorted(await stored(clean.id))).toEqual(sorted(after));
    // The day row of each changed key ends with the new values; its lowest includes the old.
    const daily = await query<{ key: string; q: number; min: number; changes: number }>(
      `SELECT DISTINCT ON (source, nm_id, chrt_id, warehouse_id) ${KEY} AS key, quantity AS q,
              min_quantity AS min, changes
         FROM stock_daily WHERE account_id = $1
        ORDER BY source, nm_id, chrt_id, warehouse_id, day DESC`,
      [clean.id],
    );
    const byKey = new Map(daily.map((d) => [d.key, d]));
    expect(byKey.size).toBe(all.size);
    for (const k of changed) {
      const d = byKey.get(k)!;
      const q = after.get(k)?.[0] ?? 0;
      expect(d.q, k).toBe(q);
      expect(d.min, k).toBeLessThanOrEqual(Math.min(q, before.get(k)?.[0] ?? q));
    }
    expect(await run(clean.id, 'stocks')).toMatchObject({ rowsUpserted: 0 });
  });

  it('sets a key WB no longer lists to 0 at the end of a snapshot read over pages', async () => {
    const [one] = await query<Record<string, unknown>>(
      `SELECT * FROM wb_stocks WHERE account_id = $1 AND source = 'wb' AND quantity > 0 LIMIT 1`,
      [clean.id],
    );
    // A size that WB stopped listing since the last sync.
    await ctx.database.pool.query(
      `INSERT INTO wb_stocks SELECT company_id, account_id, nm_id, chrt_id + 1000000000, source,
              warehouse_id, warehouse_name, region_name, quantity, in_way_to_client,
              in_way_from_client, raw, taken_at
         FROM wb_stocks WHERE account_id = $1 AND nm_id = $2 AND chrt_id = $3 AND warehouse_id = $4`,
      [clean.id, one!.nm_id, one!.chrt_id, one!.warehouse_id],
    );
    const before = (await checksums(clean.id)).snapshots.n;
    expect(await run(clean.id, 'stocks')).toMatchObject({ status: 'succeeded', rowsUpserted: 1 });
    const [ghost] = await query<{ q: number; raw: object; n: number }>(
      `SELECT s.quantity AS q, s.raw, (SELECT count(*)::int FROM stock_snapshots h
               WHERE h.account_id = s.account_id AND h.chrt_id = s.chrt_id) AS n
         FROM wb_stocks s WHERE account_id = $1 AND chrt_id = $2::numeric + 1000000000`,
      [clean.id, one!.chrt_id],
    );
    expect(ghost).toEqual({ q: 0, raw: {}, n: 1 });
    expect((await checksums(clean.id)).snapshots.n).toBe(before + 1);
    expect(await run(clean.id, 'stocks')).toMatchObject({ rowsUpserted: 0 });
  });

  it('follows WB hiding its warehouses: one «Склад WB» per size, the warehouses at 0', async () => {
    const shown = await stored(clean.id);
    sandbox.control.setModes({ warehouseHidden: true });
    try {
      const hidden = await served(clean.token);
      expect([...hidden.keys()].every((k) => /^seller\/|\/-999999$/.test(k))).toBe(true);
      expect(await run(clean.id, 'stocks')).toMatchObject({ status: 'succeeded' });
      expect(sorted(await stored(clean.id))).toEqual(sorted(hidden));
      const [agg] = await query<{ n: number; name: string }>(
        `SELECT count(*)::int AS n, min(warehouse_name) AS name FROM wb_stocks
          WHERE account_id = $1 AND warehouse_id = $2`,
        [clean.id, HIDDEN_WB_WAREHOUSE_ID],
      );
      expect(agg).toEqual({
        n: [...hidden.keys()].filter((k) => k.startsWith('wb/')).length,
        name: 'Склад WB',
      });
      // Each WB warehouse row went to 0 once; the seller's rows did not move.
      const all = await stored(clean.id, false);
      for (const [k] of shown) {
        if (k.startsWith('wb/')) expect(all.get(k)?.[0], k).toBe(0);
        else expect(all.get(k), k).toEqual(shown.get(k));
      }
      expect(await run(clean.id, 'stocks')).toMatchObject({ rowsUpserted: 0 });
    } finally {
      sandbox.control.setModes({ warehouseHidden: false });
    }
    expect(await run(clean.id, 'stocks')).toMatchObject({ status: 'succeeded' });
    expect(sorted(await stored(clean.id))).toEqual(sorted(await served(clean.token)));
    const [zero] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wb_stocks
        WHERE account_id = $1 AND warehouse_id = $2 AND quantity = 0`,
      [clean.id, HIDDEN_WB_WAREHOUSE_ID],
    );
    expect(zero!.n).toBeGreaterThan(0);
  });

  it('resumes an interrupted run in the same snapshot from its last committed page', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 2) throw new Error('worker killed');
    };
    expect(await run(broken.id, 'stocks', stop)).toMatchObject({ status: 'failed', pages: 2 });
    expect((await checksums(broken.id)).seen.n).toBe(2 * PAGE);
    const full = await run(clean.id, 'stocks');
    const resumed = await run(broken.id, 'stocks');
    expect(resumed).toMatchObject({ status: 'succeeded' });
    expect(resumed.status === 'succeeded' && full.status === 'succeeded' && resumed.pages).toBe(
      full.status === 'succeeded' && full.pages - 2,
    );
    expect(sorted(await stored(broken.id, false))).toEqual(sorted(await served(broken.token)));
    const sums = await checksums(broken.id);
    expect(sums.seen.n).toBe(0);
    expect(sums.snapshots.n).toBe(sums.stocks.n);
    const [times] = await query<{ n: number }>(
      'SELECT count(DISTINCT taken_at)::int AS n FROM stock_snapshots WHERE account_id = $1',
      [broken.id],
    );
    expect(times!.n).toBe(1);
  });

  it('ends identical to the served snapshot through repeated rows, cut bodies and 5xx', async () => {
    const faulty = await account();
    const report = 'POST /analytics/api/analytics/v1/stocks-report';
    sandbox.control.setFaults([
      { endpoint: `${report}/wb-warehouses`, kind: '5xx', status: 502, count: 1 },
      { endpoint: `${report}/wb-warehouses`, kind: 'duplicate', rows: 30, count: 4 },
      { endpoint: `${report}/seller-warehouses`, kind: 'truncate', count: 1 },
    ]);
    const before = (sandbox.control.stats() as { faultsApplied: number }).faultsApplied;
    try {
      expect(await run(faulty.id, 'stocks')).toMatchObject({ status: 'succeeded' });
    } finally {
      sandbox.control.setFaults([]);
    }
    // The 502, three pages with repeated rows (the first repeat went with the 502), one cut body.
    expect((sandbox.control.stats() as { faultsApplied: number }).faultsApplied - before).toBe(5);
    expect(sorted(await stored(faulty.id, false))).toEqual(sorted(await served(faulty.token)));
    const sums = await checksums(faulty.id);
    expect(sums.snapshots.n).toBe(sums.stocks.n);
    expect(sums.daily.n).toBe(sums.stocks.n);
    expect(sums.seen.n).toBe(0);
    expect(await run(faulty.id, 'stocks')).toMatchObject({ rowsUpserted: 0 });
  });

  it('skips an account whose token lacks the category, with the reason', async () => {
    const content = await account(companyId, ['content']);
    for (const [dataset, category] of [
      ['stocks', 'analytics'],
      ['sellerWarehouses', 'marketplace'],
    ] as const) {
      const outcome = await run(content.id, dataset);
      expect(outcome).toEqual({
        status: 'skipped',
        reason: `Нет действующего токена с категорией «${category}»`,
      });
      const [state] = await query<{ skipped_reason: string }>(
        'SELECT skipped_reason FROM sync_state WHERE account_id = $1 AND dataset = $2',
        [content.id, dataset],
      );
      expect(state!.skipped_reason).toContain(category);
    }
    expect((await checksums(content.id)).stocks.n).toBe(0);
  });
});

describe('stock history by month (partitions)', () => {
  const partitions = async () =>
    (
      await query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'stock_snapshots'::regclass ORDER BY 1`,
      )
    ).map((r) => r.name);
  const monthOf = (at: Date, months = 0) => {
    const [y, m] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
    })
      .format(at)
      .split('-')
      .map(Number);
    const month = new Date(Date.UTC(y!, m! - 1 + months, 1));
    return `stock_snapshots_p${month.toISOString().slice(0, 7).replace('-', '')}`;
  };

  it("writes a snapshot into its Moscow month's partition, made when it is missing", async () => {
    const month = monthOf(new Date());
    expect(await partitions()).toEqual(expect.arrayContaining([month, monthOf(new Date(), 1)]));
    // This month's history set aside: the next snapshot has no partition to go to.
    await query(`ALTER TABLE stock_snapshots DETACH PARTITION ${month}`);
    await query(`ALTER TABLE ${month} RENAME TO stock_snapshots_set_aside`);
    const fresh = await account();
    expect(await run(fresh.id, 'stocks')).toMatchObject({ status: 'succeeded' });
    const rows = await query<{ part: string; n: number }>(
      `SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM stock_snapshots
        WHERE account_id = $1 GROUP BY 1`,
      [fresh.id],
    );
    expect(rows).toEqual([{ part: month, n: (await checksums(fresh.id)).stocks.n }]);
  });

  it('makes a month once when many writers ask at the same time, bounded by Moscow time', async () => {
    const ensure = () =>
      ctx.database.pool.query(`SELECT stock_snapshots_ensure_month('2031-01-15T12:00:00+03')`);
    await Promise.all(Array.from({ length: 6 }, ensure));
    expect((await partitions()).filter((p) => p.startsWith('stock_snapshots_p2031'))).toEqual([
      'stock_snapshots_p203101',
    ]);
    const insert = (at: string) =>
      query(
        `INSERT INTO stock_snapshots (company_id, account_id, nm_id, chrt_id, source,
           warehouse_id, taken_at, quantity)
         VALUES ($1, gen_random_uuid(), 1, 1, 'wb', 1, $2, 1) RETURNING tableoid::regclass::text AS part`,
        [companyId, at],
      );
    expect(await insert('2031-01-01T00:00:00+03')).toEqual([{ part: 'stock_snapshots_p203101' }]);
    expect(await insert('2031-01-31T23:59:59+03')).toEqual([{ part: 'stock_snapshots_p203101' }]);
    await expect(insert('2030-12-31T23:59:59+03')).rejects.toThrow(/no partition/);
    await expect(insert('2031-02-01T00:00:00+03')).rejects.toThrow(/no partition/);
  });

  it('the daily job makes this month and the next ahead of the writers', async () => {
    const next = monthOf(new Date(), 1);
    await query(`DROP TABLE ${next}`);
    const log = { info: () => undefined } as unknown as JobContext['log'];
    await stockPartitionsJob.handler({}, { database: ctx.database, log } as JobContext);
    expect(await partitions()).toContain(next);
  });
});
