/** Paging as WB does it: card cursors, statistics `lastChangeDate`, realization `rrdId` + 204. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../src/routes/statistics.ts';
import { startWb, type TestWb } from './helpers.ts';

describe('paging', () => {
  let wb: TestWb;
  beforeAll(async () => {
    wb = await startWb({ seed: 5, scale: { products: 30, days: 40, ordersPerDay: 25 } });
  });
  afterAll(() => wb?.close());

  it('walks all cards by the {updatedAt, nmID} cursor without repeats', async () => {
    const all = await wb.call('POST', '/content/content/v2/get/cards/list', {
      settings: { sort: { ascending: true }, cursor: { limit: 100 } },
    });
    const seen: number[] = [];
    let cursor: { updatedAt?: string; nmID?: number } = {};
    for (let page = 0; page < 20; page++) {
      const r = await wb.call('POST', '/content/content/v2/get/cards/list', {
        settings: { sort: { ascending: true }, cursor: { limit: 7, ...cursor } },
      });
      seen.push(...r.json.cards.map((c: { nmID: number }) => c.nmID));
      cursor = { updatedAt: r.json.cursor.updatedAt, nmID: r.json.cursor.nmID };
      if (r.json.cursor.total < 7) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.json.cards.map((c: { nmID: number }) => c.nmID));
  });

  it('pages statistics by lastChangeDate (rows of the boundary second come again)', async () => {
    const full = await wb.call('GET', '/statistics/api/v1/supplier/orders?dateFrom=2026-09-20');
    const saved = STAT_PAGE_ROWS.value;
    STAT_PAGE_ROWS.value = 40;
    try {
      const keys = new Set<string>();
      let dateFrom = '2026-09-20';
      for (let page = 0; page < 200; page++) {
        const r = await wb.call('GET', `/statistics/api/v1/supplier/orders?dateFrom=${dateFrom}`);
        expect(r.json.length).toBeLessThanOrEqual(40);
        for (const row of r.json) keys.add(`${row.srid}|${row.lastChangeDate}`);
        const next = r.json.at(-1)?.lastChangeDate as string | undefined;
        if (!next || next === dateFrom) break;
        dateFrom = next;
      }
      const expected = new Set(
        full.json.map(
          (row: { srid: string; lastChangeDate: string }) => `${row.srid}|${row.lastChangeDate}`,
        ),
      );
      expect(keys).toEqual(expected);
    } finally {
      STAT_PAGE_ROWS.value = saved;
    }
  });

  it('pages realization rows by rrdId and ends with 204', async () => {
    const list = await wb.call('POST', '/finance/api/finance/v1/sales-reports/list', {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-11',
    });
    const id = /"reportId":(\d+)/.exec(list.text)![1]!;
    const url = `/finance/api/finance/v1/sales-reports/detailed/${id}`;
    const full = await wb.call('POST', url, { rrdId: 0 });
    const ids: number[] = [];
    let rrdId = 0;
    for (let page = 0; page < 1000; page++) {
      const r = await wb.call('POST', url, { rrdId, limit: 25 });
      if (r.status === 204) {
        expect(r.text).toBe('');
        break;
      }
      expect(r.json.length).toBeLessThanOrEqual(25);
      ids.push(...r.json.map((row: { rrdId: number }) => row.rrdId));
      rrdId = r.json.at(-1).rrdId;
    }
    expect(ids).toEqual(full.json.map((row: { rrdId: number }) => row.rrdId));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });
});
