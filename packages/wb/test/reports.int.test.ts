/**
 * Statistics, analytics and finance over HTTP against the sandbox: paging by lastChangeDate,
 * snapshotTime + offset and rrdId until 204; big report ids and money kept exactly.
 */
import { Dec, toDec } from '@wb/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../wb-sandbox/src/routes/statistics.ts';
import type { WbReportRow } from '../src/clients/finance.schemas';
import {
  iterateOrderFeed,
  iterateOrders,
  iterateReportRows,
  iterateReportRowsByPeriod,
  iterateReportsList,
  iterateSales,
  iterateStocks,
} from '../src/iterators/reports';
import {
  clientsFor,
  collect,
  startSandbox,
  type TestClients,
  type TestSandbox,
} from './support/sandbox';

const MONEY = /^-?\d+\.\d{2}$/;
const PERIOD = { dateFrom: '2026-10-01', dateTo: '2026-10-20' };

let env: TestSandbox;
let wb: TestClients;
const savedPageRows = STAT_PAGE_ROWS.value;

beforeAll(async () => {
  env = await startSandbox();
  wb = clientsFor(env.sb, env.token);
});
afterEach(() => {
  STAT_PAGE_ROWS.value = savedPageRows;
});
afterAll(async () => {
  await wb?.close();
  await env?.close();
});

type RawStat = Record<string, unknown> & { srid: string; lastChangeDate: string; date: string };

describe('statistics', () => {
  it('pages orders by lastChangeDate; the boundary row comes again and is not hidden', async () => {
    const whole = await wb.statistics.orders({ dateFrom: '2026-10-01' });
    const rawWhole = whole.raw as RawStat[];
    expect(whole.data.length).toBeGreaterThan(12);
    expect(new Set(whole.data.map((o) => o.srid)).size).toBe(whole.data.length);

    STAT_PAGE_ROWS.value = 5;
    const pages = await collect(iterateOrders(wb.statistics, { dateFrom: '2026-10-01' }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)?.done).toBe(true);
    expect(pages.slice(0, -1).every((p) => !p.done)).toBe(true);
    for (const [k, page] of pages.entries()) {
      const last = page.raw.at(-1) as RawStat;
      // The cursor is the last row's lastChangeDate exactly as WB wrote it (no zone added).
      expect(page.cursor).toEqual({ dateFrom: last.lastChangeDate });
      // "lastChangeDate >= dateFrom": the previous page's last row opens the next page.
      if (k > 0) expect(page.raw[0]).toEqual(pages[k - 1]!.raw.at(-1));
    }
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.length).toBe(whole.data.length + pages.length - 1);
    const bySrid = new Map(rows.map((r) => [r.srid, r]));
    expect([...bySrid.values()]).toEqual(whole.data);

    rawWhole.forEach((raw, i) => {
      const order = whole.data[i]!;
      expect(order.date).toBe(`${raw.date}+03:00`);
      expect(order.lastChangeDate).toBe(`${raw.lastChangeDate}+03:00`);
      expect(order.totalPrice).toBe((raw.totalPrice as number).toFixed(2));
      expect(order.finishedPrice).toMatch(MONEY);
      expect(order.cancelDate).toBe(raw.isCancel ? `${raw.cancelDate as string}+03:00` : null);
    });
  });

  it('pages sales and returns the same way', async () => {
    const whole = await wb.statistics.sales({ dateFrom: '2026-10-01' });
    expect(whole.data.length).toBeGreaterThan(3);
    STAT_PAGE_ROWS.value = 2;
    const pages = await collect(iterateSales(wb.statistics, { dateFrom: '2026-10-01' }));
    expect(pages.length).toBeGreaterThan(2);
    const unique = new Map(pages.flatMap((p) => p.rows).map((s) => [s.saleID, s]));
    expect([...unique.values()]).toEqual(whole.data);
    for (const sale of whole.data) {
      expect(sale.saleID).toMatch(/^[SR]\d+$/);
      expect(sale.forPay).toMatch(MONEY);
      if (sale.saleID.startsWith('R')) expect(sale.forPay!.startsWith('-')).toBe(true);
    }
  });
});

describe('analytics', () => {
  it('pages the order feed with the first snapshotTime and a growing offset', async () => {
    const period = { start: '2026-10-12T00:00:00+03:00' };
    const whole = await wb.analytics.orderFeed({ period });
    expect(whole.data.orders.length).toBeGreaterThan(6);
    const pages = await collect(iterateOrderFeed(wb.analytics, { period, limit: 3 }));
    expect(pages.length).toBe(Math.floor(whole.data.orders.length / 3) + 1);
    for (const [k, page] of pages.entries()) {
      expect(page.cursor).toEqual({
        snapshotTime: whole.data.snapshotTime,
        offset: Math.min(whole.data.orders.length, (k + 1) * 3),
      });
    }
    expect(pages.flatMap((p) => p.rows)).toEqual(whole.data.orders);
    for (const order of whole.data.orders) {
      expect(order.sellerPrice).toMatch(MONEY);
      expect(order.chrtId).toMatch(/^\d+$/);
    }
  });

  it('pages both stock reports; an empty report (204) is an empty list', async () => {
    for (const warehouses of ['wb', 'seller'] as const) {
      const whole = (await collect(iterateStocks(wb.analytics, { warehouses }))).flatMap(
        (p) => p.rows,
      );
      expect(whole.length).toBeGreaterThan(1);
      const pages = await collect(iterateStocks(wb.analytics, { warehouses, limit: 1 }));
      expect(pages.length).toBe(whole.length + 1);
      expect(pages.flatMap((p) => p.rows)).toEqual(whole);
      for (const row of whole) expect(row.warehouseId).toMatch(/^-?\d+$/);
    }
    const none = await wb.analytics.stocksWbWarehouses({ nmIds: [1] });
    expect([none.status, none.data]).toEqual([204, []]);
  });
});

const SUMS: [row: keyof WbReportRow, header: string][] = [
  ['retailAmount', 'retailAmountSum'],
  ['forPay', 'forPaySum'],
  ['deliveryService', 'deliveryServiceSum'],
  ['paidStorage', 'paidStorageSum'],
  ['paidAcceptance', 'paidAcceptanceSum'],
  ['penalty', 'penaltySum'],
  ['deduction', 'deductionSum'],
  ['additionalPayment', 'additionalPaymentSum'],
];

/** The report ids exactly as written in the JSON text (no JS number in between). */
async function rawReportIds(period: 'weekly' | 'daily'): Promise<string[]> {
  const res = await fetch(`${env.sb.url}/finance/api/finance/v1/sales-reports/list`, {
    method: 'POST',
    headers: { Authorization: env.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...PERIOD, period }),
  });
  return [...(await res.text()).matchAll(/"reportId":\s*(\d+)/g)].map((m) => m[1]!);
}

describe('finance', () => {
  it('lists weekly and daily reports; daily ids beyond 2^53 stay exact', async () => {
    const weekly = (await collect(iterateReportsList(wb.finance, PERIOD))).flatMap((p) => p.rows);
    expect(weekly.map((r) => [r.dateFrom, r.dateTo])).toEqual([['2026-10-12', '2026-10-18']]);
    expect(weekly.map((r) => r.reportId)).toEqual(await rawReportIds('weekly'));

    const dailyPages = await collect(
      iterateReportsList(wb.finance, { ...PERIOD, period: 'daily', limit: 3 }),
    );
    const daily = dailyPages.flatMap((p) => p.rows);
    expect(daily.map((r) => r.dateFrom)).toEqual([
      '2026-10-12',
      '2026-10-13',
      '2026-10-14',
      '2026-10-15',
      '2026-10-16',
      '2026-10-17',
      '2026-10-18',
      '2026-10-19',
    ]);
    const ids = daily.map((r) => r.reportId);
    expect(ids).toEqual(await rawReportIds('daily'));
    for (const id of ids) expect(BigInt(id)).toBeGreaterThan(2n ** 53n);
    expect(new Set(ids).size).toBe(ids.length);
    for (const header of [...weekly, ...daily]) {
      for (const [, field] of SUMS) expect(header[field]).toMatch(/^-?\d+(\.\d+)?$/);
    }
  });

  it('reads a weekly report by rrdId pages until 204; its rows sum to its header exactly', async () => {
    const [header] = (await wb.finance.salesReportsList(PERIOD)).data;
    const pages = await collect(iterateReportRows(wb.finance, header!.reportId, { limit: 7 }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toMatchObject({ rows: [], done: true });
    const rows = pages.flatMap((p) => p.rows);
    for (const [k, page] of pages.slice(0, -1).entries()) {
      expect(page.rows.length).toBe(k < pages.length - 2 ? 7 : page.rows.length);
      expect(page.cursor).toEqual({ rrdId: page.rows.at(-1)!.rrdId });
    }
    const rrdIds = rows.map((r) => BigInt(r.rrdId));
    expect(rrdIds.every((id, i) => i === 0 || id > rrdIds[i - 1]!)).toBe(true);
    expect(rows.every((r) => r.reportId === header!.reportId)).toBe(true);

    // Money strings are kept as WB wrote them.
    const raw = pages.flatMap((p) => p.raw) as Record<string, unknown>[];
    raw.forEach((r, i) => {
      for (const [field] of SUMS) expect(rows[i]![field]).toBe(r[field]);
    });

    // Returns carry positive amounts and are subtracted (WB's sign convention).
    for (const [field, total] of SUMS) {
      const sum = rows.reduce((acc, row) => {
        const value = toDec(row[field] as string);
        return row.documentType === 'Возврат' ? acc.minus(value) : acc.plus(value);
      }, new Dec(0));
      expect([total, sum.toFixed(2)]).toEqual([
        total,
        toDec(header![total as keyof typeof header] as string).toFixed(2),
      ]);
    }
    const h = (field: string) => toDec(header![field as keyof typeof header] as string);
    const payout = SUMS.slice(2).reduce((acc, [, f]) => acc.minus(h(f)), h('forPaySum'));
    expect(payout.toFixed(2)).toBe(h('bankPaymentSum').toFixed(2));
    expect(rows.some((r) => r.documentType === 'Продажа')).toBe(true);
    expect(rows.some((r) => toDec(r.deliveryService as string).gt(0))).toBe(true);

    // The period method pages the same rows (one weekly report in the period).
    const byPeriod = await collect(iterateReportRowsByPeriod(wb.finance, { ...PERIOD, limit: 9 }));
    expect(byPeriod.flatMap((p) => p.rows)).toEqual(rows);
  });

  it('reads a daily report by its id beyond 2^53', async () => {
    const daily = (await wb.finance.salesReportsList({ ...PERIOD, period: 'daily' })).data;
    const withRows: { id: string; rows: WbReportRow[] }[] = [];
    for (const header of daily.slice(0, 3)) {
      const pages = await collect(iterateReportRows(wb.finance, header.reportId, { limit: 50 }));
      withRows.push({ id: header.reportId, rows: pages.flatMap((p) => p.rows) });
    }
    expect(withRows.some((r) => r.rows.length > 0)).toBe(true);
    for (const { id, rows } of withRows) {
      expect(rows.every((r) => r.reportId === id)).toBe(true);
    }
  });
});
