/**
 * /api/wb-stocks/history through the app, on stocks synced from the WB sandbox: the step series
 * of the changes (a change and a return to the old value), the values in force at the period
 * start, the series of a product over its sizes, and days for long periods.
 */
import { describe, expect, it } from 'vitest';
import { STOCKS_NOW, type Values } from '../../../test/stocks';
import { sum, wbStocksTestApp } from '../../../test/fixtures/wb-stocks';

const { env, f, sync, all, history, servedWb } = wbStocksTestApp();

describe('/api/wb-stocks/history', () => {
  it('is the step series of the changes: a change, then back to the old value', async () => {
    const before = await servedWb(env.mine.token);
    env.sandbox.control.setClock({ advanceSeconds: 3 * 3600 });
    const after = await servedWb(env.mine.token);
    await sync(env.mine.id, 'stocks');
    env.sandbox.control.setClock({ now: STOCKS_NOW });
    await sync(env.mine.id, 'stocks');
    const changed = [...before.keys()].find(
      (k) => after.has(k) && JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)),
    )!;
    expect(changed).toBeDefined();
    const [nmId, chrtId, warehouseId] = changed.split('/');
    const times = await f.query<{ at: Date }>(
      `SELECT taken_at AS at FROM stock_snapshots
        WHERE account_id = $1 AND nm_id = $2 AND chrt_id = $3 AND warehouse_id = $4 AND source = 'wb'
        ORDER BY taken_at`,
      [env.mine.id, nmId, chrtId, warehouseId],
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
          env.ctx.database.pool.query(
            table === 'stock_snapshots'
              ? `INSERT INTO stock_snapshots (company_id, account_id, nm_id, chrt_id, source,
                   warehouse_id, taken_at, quantity, in_way_to_client, in_way_from_client)
                 VALUES ($1, $2, $3, $4, 'wb', 507, $5, $6, 1, 0)`
              : `INSERT INTO stock_daily (company_id, account_id, nm_id, chrt_id, source,
                   warehouse_id, day, quantity, in_way_to_client, in_way_from_client, min_quantity,
                   taken_at)
                 VALUES ($1, $2, $3, $4, 'wb', 507, $5, $6, 1, 0, $6, now())`,
            [env.companyA, env.mine.id, nmId, chrt, at, q],
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
    await env.ctx.database.pool.query(`DELETE FROM stock_snapshots WHERE nm_id = $1`, [nmId]);
    await env.ctx.database.pool.query(`DELETE FROM stock_daily WHERE nm_id = $1`, [nmId]);
  });
});
