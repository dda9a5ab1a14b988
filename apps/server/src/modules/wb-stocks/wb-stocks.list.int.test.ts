/**
 * /api/wb-stocks through the app, on stocks and cards synced from the WB sandbox: the latest
 * snapshot with its products and sizes, filters and sorting, the cursor, the company scope, the
 * snapshot time, export, and who may read it.
 */
import type { StockSnapshot, WbStockRow } from '@wb/shared/stocks/wb-stocks.contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/list-files';
import { keyOf, sum, url, wbStocksTestApp } from '../../../test/fixtures/wb-stocks';

const { env, f, page, all, history, servedWb } = wbStocksTestApp();

describe('/api/wb-stocks', () => {
  it('lists the synced snapshot of WB warehouses with products, sizes and totals', async () => {
    const served = await servedWb(env.mine.token);
    expect(served.size).toBeGreaterThan(100);
    const { rows, totals } = await all();
    expect(
      new Map(rows.map((r) => [keyOf(r), [r.available, r.inWayToClient, r.inWayFromClient]])),
    ).toEqual(served);
    expect(rows.every((r) => r.accountId === env.mine.id && !r.hiddenWarehouse)).toBe(true);
    expect(totals).toEqual({
      available: String(sum(served.values(), 0)),
      inWayToClient: String(sum(served.values(), 1)),
      inWayFromClient: String(sum(served.values(), 2)),
      total: String(sum(served.values(), 0) + sum(served.values(), 1) + sum(served.values(), 2)),
    });
    // The card and the size of every row, as the catalogue stores them.
    const { rows: cards } = await env.ctx.database.pool.query<{
      chrt: string;
      title: string;
      vendor: string;
      size: string;
      barcode: string;
    }>(
      `SELECT ps.chrt_id::text AS chrt, p.title, p.vendor_code AS vendor, ps.tech_size AS size,
              array_to_string(ps.barcodes, ', ') AS barcode
         FROM product_sizes ps JOIN products p USING (account_id, nm_id) WHERE ps.account_id = $1`,
      [env.mine.id],
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
    const served = await servedWb(env.mine.token);
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
    const first = (await env.owner.get(url('/api/wb-stocks', { pageSize: 7 }))).json<{
      items: WbStockRow[];
      next: string;
    }>();
    const second = await page({ pageSize: 7, page: 2, after: first.next });
    const offset = await page({ pageSize: 7, page: 2 });
    expect(second.items.map((r) => r.id)).toEqual(offset.items.map((r) => r.id));
  });

  it("shows only the caller's company", async () => {
    const a = await all();
    const b = await all({}, env.ownerB);
    expect(b.rows.every((r) => r.accountId === env.theirs.id)).toBe(true);
    expect(a.rows.some((r) => r.accountId === env.theirs.id)).toBe(false);
    // Company Б's stock changes; company А's grid and history do not move.
    await env.ctx.database.pool.query(
      `UPDATE wb_stocks SET quantity = quantity + 1000 WHERE account_id = $1`,
      [env.theirs.id],
    );
    await env.ctx.database.pool.query(
      `INSERT INTO stock_snapshots (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         taken_at, quantity, in_way_to_client, in_way_from_client)
       SELECT company_id, account_id, nm_id, chrt_id, source, warehouse_id, now(), 5000, 0, 0
         FROM wb_stocks WHERE account_id = $1 AND source = 'wb'`,
      [env.theirs.id],
    );
    try {
      expect((await all()).totals).toEqual(a.totals);
      const nmId = a.rows[0]!.nmId;
      const h = await history({ nmId });
      expect(h.points.every((p) => p.available < 5000)).toBe(true);
      const foreign = await history({ nmId }, env.ownerB);
      expect(foreign.points.at(-1)!.available).toBeGreaterThanOrEqual(5000);
      const snapshot = (await env.owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(snapshot.accounts.map((x) => x.accountId)).toEqual([env.mine.id]);
    } finally {
      await env.ctx.database.pool.query(
        `UPDATE wb_stocks SET quantity = quantity - 1000 WHERE account_id = $1`,
        [env.theirs.id],
      );
      await env.ctx.database.pool.query(
        `DELETE FROM stock_snapshots WHERE account_id = $1 AND quantity = 5000`,
        [env.theirs.id],
      );
    }
  });

  it('tells when the snapshot was taken: the start of the last complete one', async () => {
    const snapshot = (await env.owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
    const [state] = await f.query<{ cursor: { snapshotAt: string }; last: Date }>(
      `SELECT cursor, last_success_at AS last FROM sync_state
        WHERE account_id = $1 AND dataset = 'stocks'`,
      [env.mine.id],
    );
    const takenAt = new Date(state!.cursor.snapshotAt).toISOString();
    expect(snapshot).toEqual({
      takenAt,
      accounts: [
        {
          accountId: env.mine.id,
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
      [env.mine.id],
    );
    try {
      const running = (await env.owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(running.takenAt).toBe(state!.last.toISOString());
    } finally {
      await f.query(
        `UPDATE sync_state SET cursor = cursor || '{"finished": true}' WHERE account_id = $1
            AND dataset = 'stocks'`,
        [env.mine.id],
      );
    }
  });

  it('exports the filtered rows as CSV, audited', async () => {
    const list = { columns: ['nmId', 'size', 'warehouse', 'available'], pageSize: 5 };
    const res = await env.owner.get(url('/api/wb-stocks/export', list, '&format=csv'));
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
    expect((await env.bare.get('/api/wb-stocks')).statusCode).toBe(200);
    expect((await env.bare.get('/api/wb-stocks/snapshot')).statusCode).toBe(200);
    const anonymous = await env.ctx.app.inject({ method: 'GET', url: '/api/wb-stocks' });
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
      const res = await env.owner.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json()), path).toMatch(/[А-Яа-я]/);
    }
  });
});
