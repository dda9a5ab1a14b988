/** Faults, modes and the clock, switched through the control API over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, startWb, type TestWb } from './helpers.ts';

const ORDERS = '/statistics/api/v1/supplier/orders';
const STOCKS = '/analytics/api/analytics/v1/stocks-report/wb-warehouses';
const FEED = '/analytics/api/analytics/v1/order-feed';

describe('faults, modes and clock', () => {
  let wb: TestWb;
  beforeAll(async () => {
    wb = await startWb({ seed: 9 });
  });
  afterAll(() => wb?.close());

  const faults = (rules: object[]) => control(wb.sb, 'PUT', '/faults', { rules });

  it('injects 429 and 5xx for a count of requests', async () => {
    await faults([{ endpoint: `GET ${ORDERS}`, kind: '429', count: 1, retrySeconds: 3 }]);
    const limited = await wb.call('GET', `${ORDERS}?dateFrom=2026-10-14`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-retry')).toBe('3');
    expect((await wb.call('GET', `${ORDERS}?dateFrom=2026-10-14`)).status).toBe(200);
    await faults([{ endpoint: 'GET /common/*', kind: '5xx', status: 503, count: 2 }]);
    expect((await wb.call('GET', '/common/api/v1/seller-info')).status).toBe(503);
    expect((await wb.call('GET', '/common/ping')).status).toBe(503);
    expect((await wb.call('GET', '/common/ping')).status).toBe(200);
    const stats = await control(wb.sb, 'GET', '/stats');
    expect(stats.json.faultsApplied).toBe(3);
  });

  it('hangs and drops the connection on timeout', async () => {
    await faults([{ endpoint: 'GET /common/ping', kind: 'timeout', hangMs: 150 }]);
    const started = Date.now();
    await expect(wb.call('GET', '/common/ping')).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('truncates a body and repeats rows of the previous page', async () => {
    await faults([{ endpoint: `GET ${ORDERS}`, kind: 'truncate', count: 1 }]);
    const cut = await wb.call('GET', `${ORDERS}?dateFrom=2026-10-10`);
    expect(cut.status).toBe(200);
    expect(cut.json).toBeUndefined();
    const first = await wb.call('GET', `${ORDERS}?dateFrom=2026-10-10`);
    await faults([{ endpoint: `GET ${ORDERS}`, kind: 'duplicate', rows: 3 }]);
    const next = await wb.call('GET', `${ORDERS}?dateFrom=2026-10-13`);
    expect(next.json.slice(0, 3)).toEqual(first.json.slice(-3));
    await control(wb.sb, 'POST', '/reset');
  });

  it('hides WB warehouses behind "Склад WB" in warehouseHidden mode', async () => {
    const open = await wb.call('POST', STOCKS, {});
    expect(open.status, open.text.slice(0, 200)).toBe(200);
    expect(open.json.data.items.some((r: { warehouseId: number }) => r.warehouseId === 507)).toBe(
      true,
    );
    const m = await control(wb.sb, 'PUT', '/modes', { warehouseHidden: true });
    expect(m.json.warehouseHidden).toBe(true);
    const hidden = await wb.call('POST', STOCKS, {});
    expect(hidden.status, hidden.text.slice(0, 300)).toBe(200);
    const rows = hidden.json.data.items;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect([r.warehouseId, r.warehouseName, r.regionName]).toEqual([
        -999999,
        'Склад WB',
        'Склад WB',
      ]);
    }
    // The aggregate holds the same stock as all warehouses together.
    const sum = (xs: { quantity: number }[]) => xs.reduce((a, r) => a + r.quantity, 0);
    expect(sum(rows)).toBe(sum(open.json.data.items));
    const feed = await wb.call('POST', FEED, {
      selectedPeriod: { start: '2026-10-14T00:00:00+03:00' },
      pagination: { limit: 200 },
    });
    const wbRows = feed.json.data.orders.filter((o: { isMp: boolean }) => !o.isMp);
    expect(wbRows.length).toBeGreaterThan(0);
    for (const o of wbRows) expect([o.warehouseName, o.warehouseRegion]).toEqual(['Склад WB', '']);
    const box = await wb.call('GET', '/common/api/v1/tariffs/box?date=2026-10-15');
    const names = box.json.response.data.warehouseList.map(
      (w: { warehouseName: string }) => w.warehouseName,
    );
    expect(names).not.toContain('Коледино');
    expect(names).toContain('Свой склад РФ');
    await control(wb.sb, 'PUT', '/modes', { acceptanceDisabled: true });
    const coef = await wb.call('GET', '/common/api/tariffs/v1/acceptance/coefficients');
    expect(coef.json).toEqual([]);
    await control(wb.sb, 'POST', '/reset');
    const back = await wb.call(
      'GET',
      '/common/api/tariffs/v1/acceptance/coefficients?warehouseIDs=507',
    );
    expect(back.json.length).toBeGreaterThan(0);
  });

  it('brings new orders as the clock advances', async () => {
    const today = `${ORDERS}?dateFrom=2026-10-15T00:00:00`;
    const before = await wb.call('GET', today);
    const r = await control(wb.sb, 'POST', '/clock', { advanceSeconds: 6 * 3600 });
    expect(r.json.now).toBe('2026-10-15T15:00:00.000Z');
    const after = await wb.call('GET', today);
    expect(after.json.length).toBeGreaterThan(before.json.length);
    const late = (rows: { date: string }[]) => rows.filter((o) => o.date >= '2026-10-15T12:00:00');
    expect(late(before.json)).toEqual([]);
    expect(late(after.json).length).toBeGreaterThan(0);
  });
});
