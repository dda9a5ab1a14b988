/**
 * /api/wb-stocks through the app, on stocks and cards synced from the WB sandbox: the latest
 * snapshot with its products and sizes, filters, the company scope, the snapshot time, the
 * history step series (a change and a return to the old value), WB's hidden warehouses, export.
 */
import type { ListRequestInput } from '@wb/shared';
import type { StockHistory, StockSnapshot, WbStockRow } from '@wb/shared/stocks/wb-stocks.contract';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { stockFixtures, STOCKS_NOW, type Values } from '../../../test/stocks';
import { runDataset } from '../sync/sync.service';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { HIDDEN_WB_WAREHOUSE_ID } from './stocks.table';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let bare: TestClient;
let ownerB: TestClient;
let mine: { id: string; token: string };
let theirs: { id: string; token: string };
let companyA: string;
const f = stockFixtures(() => ({ ctx, sandbox }));
const CATEGORIES = ['analytics', 'marketplace', 'content'];

const sync = async (accountId: string, dataset: 'stocks' | 'cards') => {
  const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
  const outcome = await runDataset(deps, accountId, dataset, { now: new Date(STOCKS_NOW) });
  expect(outcome).toMatchObject({ status: 'succeeded' });
};

const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput, client = owner) {
  const res = await client.get(url('/api/wb-stocks', list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: WbStockRow[]; total: number; totals: Record<string, string> }>();
}

/** Every row of the grid (pages of 500). */
async function all(list: ListRequestInput = {}, client = owner) {
  const rows: WbStockRow[] = [];
  for (let n = 1; ; n++) {
    const res = await page({ ...list, page: n, pageSize: 500 }, client);
    rows.push(...res.items);
    if (rows.length >= res.total) return { rows, totals: res.totals };
  }
}

async function history(query: Record<string, string | number>, client = owner) {
  const qs = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  );
  const res = await client.get(`/api/wb-stocks/history?${qs.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StockHistory>();
}

/** The WB-warehouse keys the sandbox serves now: `nm/chrt/warehouse` → quantities. */
async function servedWb(token: string) {
  const out = new Map<string, Values>();
  for (const [k, v] of await f.served(token)) if (k.startsWith('wb/')) out.set(k.slice(3), v);
  return out;
}
const keyOf = (r: WbStockRow) => `${r.nmId}/${r.chrtId}/${r.warehouseId}`;
const sum = (values: Iterable<Values>, i: number) => [...values].reduce((s, v) => s + v[i]!, 0);

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: STOCKS_NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  const a = await createCompany(ctx.database, ctx.config, 'Остатки А');
  const b = await createCompany(ctx.database, ctx.config, 'Остатки Б');
  companyA = a.company.id;
  // Same sandbox seed: company Б has the same products, sizes and warehouses.
  mine = await f.account(a.company.id, CATEGORIES);
  theirs = await f.account(b.company.id, CATEGORIES);
  for (const account of [mine, theirs]) {
    await sync(account.id, 'cards');
    await sync(account.id, 'stocks');
  }
  // A member whose role grants nothing: /wb-stocks only asks to be signed in.
  const user = await createUser(ctx.database, ctx.config);
  await ctx.database.pool.query(
    `WITH r AS (INSERT INTO roles (company_id, name, permissions) VALUES ($1, 'Без прав', '{}')
                RETURNING id)
     INSERT INTO company_members (company_id, user_id, role_id) SELECT $1, $2, id FROM r`,
    [a.company.id, user.id],
  );
  owner = await signIn(ctx.app, a.owner);
  bare = await signIn(ctx.app, user);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

describe('/api/wb-stocks', () => {
  it('lists the synced snapshot of WB warehouses with products, sizes and totals', async () => {
    const served = await servedWb(mine.token);
    expect(served.size).toBeGreaterThan(100);
    const { rows, totals } = await all();
    expect(
      new Map(rows.map((r) => [keyOf(r), [r.available, r.inWayToClient, r.inWayFromClient]])),
    ).toEqual(served);
    expect(rows.every((r) => r.accountId === mine.id && !r.hiddenWarehouse)).toBe(true);
    expect(totals).toEqual({
      available: String(sum(served.values(), 0)),
      inWayToClient: String(sum(served.values(), 1)),
      inWayFromClient: String(sum(served.values(), 2)),
      total: String(sum(served.values(), 0) + sum(served.values(), 1) + sum(served.values(), 2)),
    });
    // The card and the size of every row, as the catalogue stores them.
    const { rows: cards } = await ctx.database.pool.query<{
      chrt: string;
      title: string;
      vendor: string;
      size: string;
      barcode: string;
    }>(
      `SELECT ps.chrt_id::text AS chrt, p.title, p.vendor_code AS vendor, ps.tech_size AS size,
              array_to_string(ps.barcodes, ', ') AS barcode
         FROM product_sizes ps JOIN products p USING (account_id, nm_id) WHERE ps.account_id = $1`,
      [mine.id],
    );
    const byChrt = new Map(cards.map((c) => [c.chrt, c]));
    for (const r of rows) {
      const card = byChrt.get(r.chrtId)!;
      expect(card, r.chrtId).toBeDefined();
      expect([r.title, r.vendorCode, r.size, r.barcode]).toEqual([
        card.title,
        card.vendor,
        card.size,
        card.barcode || null,
      ]);
      expect(r.warehouse).toBeTruthy();
      expect(r.total).toBe(r.available + r.inWayToClient + r.inWayFromClient);
    }
    // Default order: by product, then size and warehouse.
    const order = rows.map((r) => [r.nmId, BigInt(r.chrtId), r.warehouseId] as const);
    const sorted = [...order].sort(
      (a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2],
    );
    expect(order).toEqual(sorted);
  });

  it('filters by warehouse, quantities, product and size, and sorts by quantity', async () => {
    const served = await servedWb(mine.token);
    const { rows } = await all();
    const warehouse = rows[0]!.warehouse!;
    const wh = rows[0]!.warehouseId;
    const inWarehouse = await all({
      filter: { op: 'and', items: [{ field: 'warehouse', op: 'equals', value: warehouse }] },
    });
    expect(inWarehouse.rows.length).toBe(
      [...served.keys()].filter((k) => k.endsWith(`/${wh}`)).length,
    );
    expect(inWarehouse.rows.every((r) => r.warehouse === warehouse)).toBe(true);

    const some = await all({
      filter: {
        op: 'and',
        items: [
          { field: 'available', op: 'gte', value: 3 },
          { field: 'inWayToClient', op: 'gt', value: 0 },
        ],
      },
      sort: [{ field: 'available', dir: 'desc' }],
    });
    const expected = [...served.values()].filter(([q, t]) => q! >= 3 && t! > 0);
    expect(some.rows.length).toBe(expected.length);
    expect(some.totals.available).toBe(String(sum(expected, 0)));
    const quantities = some.rows.map((r) => r.available);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

    const one = rows[0]!;
    const product = await all({
      filter: {
        op: 'and',
        items: [
          { field: 'nmId', op: 'eq', value: one.nmId },
          { field: 'size', op: 'in', value: [one.size!] },
          { field: 'title', op: 'contains', value: one.title!.slice(0, 5) },
        ],
      },
    });
    expect(product.rows.length).toBeGreaterThan(0);
    expect(product.rows.every((r) => r.nmId === one.nmId && r.size === one.size)).toBe(true);
    expect(product.rows.length).toBe(
      rows.filter((r) => r.nmId === one.nmId && r.size === one.size).length,
    );
  });

  it('pages with the cursor it returns', async () => {
    const first = (await owner.get(url('/api/wb-stocks', { pageSize: 7 }))).json<{
      items: WbStockRow[];
      next: string;
    }>();
    const second = await page({ pageSize: 7, page: 2, after: first.next });
    const offset = await page({ pageSize: 7, page: 2 });
    expect(second.items.map((r) => r.id)).toEqual(offset.items.map((r) => r.id));
  });

  it("shows only the caller's company", async () => {
    const a = await all();
    const b = await all({}, ownerB);
    expect(b.rows.every((r) => r.accountId === theirs.id)).toBe(true);
    expect(a.rows.some((r) => r.accountId === theirs.id)).toBe(false);
    // Company Б's stock changes; company А's grid and history do not move.
    await ctx.database.pool.query(
      `UPDATE wb_stocks SET quantity = quantity + 1000 WHERE account_id = $1`,
      [theirs.id],
    );
    await ctx.database.pool.query(
      `INSERT INTO stock_snapshots (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         taken_at, quantity, in_way_to_client, in_way_from_client)
       SELECT company_id, account_id, nm_id, chrt_id, source, warehouse_id, now(), 5000, 0, 0
         FROM wb_stocks WHERE account_id = $1 AND source = 'wb'`,
      [theirs.id],
    );
    try {
      expect((await all()).totals).toEqual(a.totals);
      const nmId = a.rows[0]!.nmId;
      const h = await history({ nmId });
      expect(h.points.every((p) => p.available < 5000)).toBe(true);
      const foreign = await history({ nmId }, ownerB);
      expect(foreign.points.at(-1)!.available).toBeGreaterThanOrEqual(5000);
      const snapshot = (await owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(snapshot.accounts.map((x) => x.accountId)).toEqual([mine.id]);
    } finally {
      await ctx.database.pool.query(
        `UPDATE wb_stocks SET quantity = quantity - 1000 WHERE account_id = $1`,
        [theirs.id],
      );
      await ctx.database.pool.query(
        `DELETE FROM stock_snapshots WHERE account_id = $1 AND quantity = 5000`,
        [theirs.id],
      );
    }
  });

  it('tells when the snapshot was taken: the start of the last complete one', async () => {
    const snapshot = (await owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
    const [state] = await f.query<{ cursor: { snapshotAt: string }; last: Date }>(
      `SELECT cursor, last_success_at AS last FROM sync_state
        WHERE account_id = $1 AND dataset = 'stocks'`,
      [mine.id],
    );
    const takenAt = new Date(state!.cursor.snapshotAt).toISOString();
    expect(snapshot).toEqual({
      takenAt,
      accounts: [
        {
          accountId: mine.id,
          account: expect.any(String),
          takenAt,
          lastSuccessAt: state!.last.toISOString(),
          lastError: null,
        },
      ],
      warehouseHidden: false,
    });
    // A snapshot under way: the last successful sync is the time shown.
    await f.query(
      `UPDATE sync_state SET cursor = cursor || '{"finished": false}' WHERE account_id = $1
          AND dataset = 'stocks'`,
      [mine.id],
    );
    try {
      const running = (await owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(running.takenAt).toBe(state!.last.toISOString());
    } finally {
      await f.query(
        `UPDATE sync_state SET cursor = cursor || '{"finished": true}' WHERE account_id = $1
            AND dataset = 'stocks'`,
        [mine.id],
      );
    }
  });

  it('exports the filtered rows as CSV, audited', async () => {
    const list = { columns: ['nmId', 'size', 'warehouse', 'available'], pageSize: 5 };
    const res = await owner.get(url('/api/wb-stocks/export', list, '&format=csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="wb-stocks-.*\.csv"/);
    const rows = parseCsv(res.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual(['Артикул WB', 'Размер', 'Склад', 'Доступно']);
    const { rows: grid } = await all();
    expect(rows.length - 1).toBe(grid.length);
    expect(rows[1]).toEqual([
      String(grid[0]!.nmId),
      grid[0]!.size,
      grid[0]!.warehouse,
      String(grid[0]!.available),
    ]);
    const [audit] = await f.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'wb_stocks.export'`,
    );
    expect(audit!.n).toBe(1);
  });

  it('asks only to be signed in, and answers bad input with a Russian 400', async () => {
    expect((await bare.get('/api/wb-stocks')).statusCode).toBe(200);
    expect((await bare.get('/api/wb-stocks/snapshot')).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/wb-stocks' });
    expect(anonymous.statusCode).toBe(401);
    const bad = [
      url('/api/wb-stocks', { filter: { op: 'and', items: [{ field: 'raw', op: 'isEmpty' }] } }),
      url('/api/wb-stocks', {
        filter: { op: 'and', items: [{ field: 'available', op: 'gt', value: '1 OR 1=1' }] },
      }),
      '/api/wb-stocks/history',
      '/api/wb-stocks/history?nmId=abc',
      '/api/wb-stocks/history?nmId=1&chrtId=1;DROP',
      '/api/wb-stocks/history?nmId=1&from=2026-02-30',
      '/api/wb-stocks/history?nmId=1&from=2026-03-02&to=2026-03-01',
      '/api/wb-stocks/history?nmId=1&from=2020-01-01&to=2026-03-01',
    ];
    for (const path of bad) {
      const res = await owner.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json()), path).toMatch(/[А-Яа-я]/);
    }
  });
});

describe('/api/wb-stocks/history', () => {
  it('is the step series of the changes: a change, then back to the old value', async () => {
    const before = await servedWb(mine.token);
    sandbox.control.setClock({ advanceSeconds: 3 * 3600 });
    const after = await servedWb(mine.token);
    await sync(mine.id, 'stocks');
    sandbox.control.setClock({ now: STOCKS_NOW });
    await sync(mine.id, 'stocks');
    const changed = [...before.keys()].find(
      (k) => after.has(k) && JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)),
    )!;
    expect(changed).toBeDefined();
    const [nmId, chrtId, warehouseId] = changed.split('/');
    const times = await f.query<{ at: Date }>(
      `SELECT taken_at AS at FROM stock_snapshots
        WHERE account_id = $1 AND nm_id = $2 AND chrt_id = $3 AND warehouse_id = $4 AND source = 'wb'
        ORDER BY taken_at`,
      [mine.id, nmId, chrtId, warehouseId],
    );
    expect(times.length).toBe(3);
    const point = (v: Values, i: number) => ({
      at: times[i]!.at.toISOString(),
      available: v[0],
      inWayToClient: v[1],
      inWayFromClient: v[2],
    });
    const h = await history({ nmId: nmId!, chrtId: chrtId!, warehouseId: warehouseId! });
    expect(h).toMatchObject({ granularity: 'change', keys: 1, chrtId, warehouseId: +warehouseId! });
    expect(h.points).toEqual([
      point(before.get(changed)!, 0),
      point(after.get(changed)!, 1),
      point(before.get(changed)!, 2),
    ]);
    expect(Date.parse(h.until)).toBeGreaterThanOrEqual(Date.parse(h.points[2]!.at));

    // The product over all its sizes and warehouses: the sums at each change, ending with the grid.
    const product = await history({ nmId: nmId! });
    const own = [...before].filter(([k]) => k.startsWith(`${nmId}/`));
    expect(product.keys).toBe(own.length);
    expect(product.points[0]!.available).toBe(
      sum(
        own.map(([, v]) => v),
        0,
      ),
    );
    const grid = await all({
      filter: { op: 'and', items: [{ field: 'nmId', op: 'eq', value: +nmId! }] },
    });
    expect(product.points.at(-1)).toMatchObject({
      available: Number(grid.totals.available),
      inWayToClient: Number(grid.totals.inWayToClient),
      inWayFromClient: Number(grid.totals.inWayFromClient),
    });
  });

  it('opens with the values in force at the period start, and goes by day for long periods', async () => {
    const nmId = 7_000_001;
    const insert = (table: 'stock_snapshots' | 'stock_daily', rows: [string, number, string?][]) =>
      Promise.all(
        rows.map(([at, q, chrt = '71']) =>
          ctx.database.pool.query(
            table === 'stock_snapshots'
              ? `INSERT INTO stock_snapshots (company_id, account_id, nm_id, chrt_id, source,
                   warehouse_id, taken_at, quantity, in_way_to_client, in_way_from_client)
                 VALUES ($1, $2, $3, $4, 'wb', 507, $5, $6, 1, 0)`
              : `INSERT INTO stock_daily (company_id, account_id, nm_id, chrt_id, source,
                   warehouse_id, day, quantity, in_way_to_client, in_way_from_client, min_quantity,
                   taken_at)
                 VALUES ($1, $2, $3, $4, 'wb', 507, $5, $6, 1, 0, $6, now())`,
            [companyA, mine.id, nmId, chrt, at, q],
          ),
        ),
      );
    await insert('stock_snapshots', [
      ['2026-01-10T10:00:00+03:00', 10],
      ['2026-02-01T09:00:00+03:00', 7],
      ['2026-02-01T10:00:00+03:00', 10],
      ['2026-02-03T23:30:00+03:00', 4],
      ['2026-02-04T00:30:00+03:00', 6, '72'],
    ]);
    await insert('stock_daily', [
      ['2026-01-10', 10],
      ['2026-02-01', 10],
      ['2026-02-03', 4],
      ['2026-02-04', 6, '72'],
      ['2026-05-05', 0],
    ]);
    const h = await history({ nmId, chrtId: '71', from: '2026-02-01', to: '2026-02-03' });
    expect(h.granularity).toBe('change');
    expect(h.points.map((p) => [p.at, p.available, p.inWayToClient])).toEqual([
      ['2026-01-31T21:00:00.000Z', 10, 1],
      ['2026-02-01T06:00:00.000Z', 7, 1],
      ['2026-02-01T07:00:00.000Z', 10, 1],
      ['2026-02-03T20:30:00.000Z', 4, 1],
    ]);
    expect(h.until).toBe('2026-02-03T21:00:00.000Z');
    // Both sizes: the second one's row after midnight Moscow time belongs to the next day.
    const both = await history({ nmId, from: '2026-02-04', to: '2026-02-04' });
    expect(both.points.map((p) => [p.at, p.available])).toEqual([
      ['2026-02-03T21:00:00.000Z', 4],
      ['2026-02-03T21:30:00.000Z', 10],
    ]);
    expect(both.keys).toBe(2);
    // Over 31 days: the end-of-day values of the days that changed them.
    const long = await history({ nmId, from: '2026-01-01', to: '2026-06-30' });
    expect(long.granularity).toBe('day');
    expect(long.points.map((p) => [p.at, p.available])).toEqual([
      ['2026-01-10', 10],
      ['2026-02-03', 4],
      ['2026-02-04', 10],
      ['2026-05-05', 6],
    ]);
    // Nothing before the period and nothing in it: no points.
    expect((await history({ nmId, from: '2025-01-01', to: '2025-01-31' })).points).toEqual([]);
    await ctx.database.pool.query(`DELETE FROM stock_snapshots WHERE nm_id = $1`, [nmId]);
    await ctx.database.pool.query(`DELETE FROM stock_daily WHERE nm_id = $1`, [nmId]);
  });
});

describe('WB hiding its warehouses', () => {
  it('shows «Склад WB» per size, not the hidden warehouses’ zeros, and keeps the sums', async () => {
    const shown = await servedWb(mine.token);
    const nmId = Number([...shown.keys()][0]!.split('/')[0]);
    const productBefore = await history({ nmId });
    sandbox.control.setModes({ warehouseHidden: true });
    try {
      await sync(mine.id, 'stocks');
      const hidden = await servedWb(mine.token);
      const { rows, totals } = await all();
      const aggregates = rows.filter((r) => r.hiddenWarehouse);
      expect(
        new Map(
          aggregates.map((r) => [keyOf(r), [r.available, r.inWayToClient, r.inWayFromClient]]),
        ),
      ).toEqual(hidden);
      expect(
        aggregates.every(
          (r) => r.warehouse === 'Склад WB' && r.warehouseId === HIDDEN_WB_WAREHOUSE_ID,
        ),
      ).toBe(true);
      // Named warehouses only for sizes WB lists nowhere now: out of stock, not hidden.
      const listed = new Set(aggregates.map((r) => r.chrtId));
      const rest = rows.filter((r) => !r.hiddenWarehouse);
      expect(rest.every((r) => !listed.has(r.chrtId) && r.total === 0)).toBe(true);
      const [stored] = await f.query<{ n: number; superseded: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE warehouse_id <> $2
                AND chrt_id::text = ANY($3::text[]))::int AS superseded
           FROM wb_stocks WHERE account_id = $1 AND source = 'wb'`,
        [mine.id, HIDDEN_WB_WAREHOUSE_ID, [...listed]],
      );
      expect(stored!.superseded).toBeGreaterThan(0);
      expect(stored!.n).toBe(rows.length + stored!.superseded);
      expect(totals.available).toBe(String(sum(hidden.values(), 0)));
      expect(totals.available).toBe(String(sum(shown.values(), 0)));

      const snapshot = (await owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(snapshot.warehouseHidden).toBe(true);
      // The product's series does not jump: the aggregate holds what the warehouses held.
      const product = await history({ nmId });
      expect(product.points).toEqual(productBefore.points);
      const filtered = await all({
        filter: { op: 'and', items: [{ field: 'warehouse', op: 'equals', value: 'Склад WB' }] },
      });
      expect(filtered.rows.length).toBe(hidden.size);
    } finally {
      sandbox.control.setModes({ warehouseHidden: false });
    }
    await sync(mine.id, 'stocks');
    const again = await all();
    expect(again.rows.some((r) => r.hiddenWarehouse)).toBe(false);
    expect(
      new Map(again.rows.filter((r) => r.total > 0).map((r) => [keyOf(r), r.available])),
    ).toEqual(new Map([...shown].map(([k, v]) => [k, v[0]])));
    expect((await owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>().warehouseHidden).toBe(
      false,
    );
  });
});
