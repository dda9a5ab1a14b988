/**
 * /api/wb-stocks when WB hides its warehouses (the sandbox's mode): one «Склад WB» row per size
 * instead of the hidden warehouses, the same sums and history, and back once WB lists them again.
 */
import type { StockSnapshot } from '@wb/shared/stocks/wb-stocks.contract';
import { describe, expect, it } from 'vitest';
import { keyOf, sum, wbStocksTestApp } from '../../../test/fixtures/wb-stocks';
import { HIDDEN_WB_WAREHOUSE_ID } from './wb-stocks.table';

const { env, f, sync, all, history, servedWb } = wbStocksTestApp();

describe('WB hiding its warehouses', () => {
  it('shows «Склад WB» per size, not the hidden warehouses’ zeros, and keeps the sums', async () => {
    const shown = await servedWb(env.mine.token);
    const nmId = Number([...shown.keys()][0]!.split('/')[0]);
    const productBefore = await history({ nmId });
    env.sandbox.control.setModes({ warehouseHidden: true });
    try {
      await sync(env.mine.id, 'stocks');
      const hidden = await servedWb(env.mine.token);
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
        [env.mine.id, HIDDEN_WB_WAREHOUSE_ID, [...listed]],
      );
      expect(stored!.superseded).toBeGreaterThan(0);
      expect(stored!.n).toBe(rows.length + stored!.superseded);
      expect(totals.available).toBe(String(sum(hidden.values(), 0)));
      expect(totals.available).toBe(String(sum(shown.values(), 0)));

      const snapshot = (await env.owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>();
      expect(snapshot.warehouseHidden).toBe(true);
      // The product's series does not jump: the aggregate holds what the warehouses held.
      const product = await history({ nmId });
      expect(product.points).toEqual(productBefore.points);
      const filtered = await all({
        filter: { op: 'and', items: [{ field: 'warehouse', op: 'equals', value: 'Склад WB' }] },
      });
      expect(filtered.rows.length).toBe(hidden.size);
    } finally {
      env.sandbox.control.setModes({ warehouseHidden: false });
    }
    await sync(env.mine.id, 'stocks');
    const again = await all();
    expect(again.rows.some((r) => r.hiddenWarehouse)).toBe(false);
    expect(
      new Map(again.rows.filter((r) => r.total > 0).map((r) => [keyOf(r), r.available])),
    ).toEqual(new Map([...shown].map(([k, v]) => [k, v[0]])));
    expect(
      (await env.owner.get('/api/wb-stocks/snapshot')).json<StockSnapshot>().warehouseHidden,
    ).toBe(false);
  });
});
