/**
 * One definition of every money figure (docs/domain.md#money-figures), proved across pages: a WB
 * sandbox seller's orders and sales synced over HTTP (the rollups kept by the sync as in
 * production), then, for a seeded week, the dashboard's figures (the sales report's summary it
 * shows), the orders grid's count and totals, the order feed's days, the product page's sales
 * tab and the report's product rows must give equal values for the same measure: orders count,
 * order sum (the price after the seller's discount), buyouts, returns and revenue.
 * Not here: the P&L (/reports/income) — its endpoint is not on this branch; /products shows no
 * sales figure (its margin is the unit economics', see products tests).
 */
import { mskDate } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../packages/wb-sandbox/src/routes/statistics';
import type { TestClient } from '../test/client';
import { buildTestApp, type TestContext } from '../test/helpers';
import { createCompany, signIn } from '../test/identity';
import { connectSandboxSeller } from '../test/sandbox-seller';
import { UNLIMITED } from '../test/sync';
import { runDataset } from './modules/sync/sync.service';
import { qs } from '../test/query-string';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let accountId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const WEEK = { from: '2026-11-09', to: '2026-11-15' };

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  STAT_PAGE_ROWS.value = 200;
  const a = await createCompany(ctx.database, ctx.config, 'Одни цифры');
  const account = await connectSandboxSeller(ctx, sandbox, a.company.id, {
    seller: { seed: 71, scale: { products: 5, days: 30, ordersPerDay: 14 } },
    categories: ['statistics', 'content'],
    historyMonths: 2,
  });
  accountId = account.id;
  const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
  for (const dataset of ['cards', 'orders', 'sales'] as const) {
    const outcome = await runDataset(deps, account.id, dataset, { now: new Date(NOW) });
    expect(outcome.status, dataset).toBe('succeeded');
  }
  owner = await signIn(ctx.app, a.owner);
}, 120_000);

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await owner.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

type Page = {
  items: { date: string; nmId: number | null; priceWithDisc: string | null }[];
  total: number;
  totals: Record<string, string>;
  next: string | null;
};
const between = { field: 'date', op: 'between', value: [WEEK.from, WEEK.to] };
const sumOf = (values: (string | null)[]) =>
  (values.reduce((a, v) => a + Math.round(Number(v ?? 0) * 100), 0) / 100).toFixed(2);

describe('the same measure on every page, for a seeded week', () => {
  it('dashboard, orders grid totals and the order feed give one order count and order sum', async () => {
    // The dashboard's sales figures are the sales report's summary of its period.
    const report = await get<{ totals: Record<string, string> }>(`/api/sales/report?${qs(WEEK)}`);
    expect(Number(report.totals.orders)).toBeGreaterThan(20);
    const grid = await get<Page>(
      `/api/orders?${qs({ list: { filter: { op: 'and', items: [between] }, pageSize: 1 } })}`,
    );
    expect(String(grid.total)).toBe(report.totals.orders);
    expect(grid.totals.priceWithDisc).toBe(report.totals.ordersSum);
    // The feed: /api/orders newest first page after page (as the page asks), grouped by
    // Moscow day, each day's sum Σ priceWithDisc.
    const feed: Page['items'] = [];
    let after: string | null = null;
    do {
      const page: Page = await get<Page>(
        `/api/orders?${qs({ list: { sort: [{ field: 'date', dir: 'desc' }], pageSize: 100, ...(after ? { after } : {}) } })}`,
      );
      feed.push(...page.items);
      after = page.next;
    } while (after);
    const inWeek = feed.filter((o) => {
      const day = mskDate(o.date);
      return day >= WEEK.from && day <= WEEK.to;
    });
    expect(String(inWeek.length)).toBe(report.totals.orders);
    expect(sumOf(inWeek.map((o) => o.priceWithDisc))).toBe(report.totals.ordersSum);
  });

  it('the product page, the report’s product rows and the orders grid agree per product', async () => {
    const rows = await get<{ items: Record<string, string | number | null>[] }>(
      `/api/sales/report/rows?${qs({ ...WEEK, groupBy: 'product', list: { pageSize: 50 } })}`,
    );
    expect(rows.items.length).toBeGreaterThan(1);
    for (const row of rows.items) {
      const nmId = Number(row.nmId);
      const tab = await get<{ totals: Record<string, string | number> }>(
        `/api/products/${nmId}/sales?${qs({ ...WEEK, account: accountId })}`,
      );
      const t = tab.totals;
      expect(
        [
          t.ordersCount,
          t.ordersSum,
          t.buyoutsCount,
          t.buyoutsSum,
          t.returnsCount,
          t.returnsSum,
          t.revenue,
        ].map(String),
        `product ${nmId}`,
      ).toEqual(
        [
          row.orders,
          row.ordersSum,
          row.buyouts,
          row.buyoutsSum,
          row.returns,
          row.returnsSum,
          row.revenue,
        ].map(String),
      );
      const grid = await get<Page>(
        `/api/orders?${qs({
          list: {
            filter: { op: 'and', items: [between, { field: 'nmId', op: 'eq', value: nmId }] },
            pageSize: 1,
          },
        })}`,
      );
      expect([String(grid.total), grid.totals.priceWithDisc ?? '0.00']).toEqual([
        String(t.ordersCount),
        String(t.ordersSum),
      ]);
    }
  });

  it('revenue is buyouts minus returns at the same price on the report and the product page', async () => {
    const report = await get<{ totals: Record<string, string> }>(`/api/sales/report?${qs(WEEK)}`);
    const r = report.totals;
    expect((Number(r.buyoutsSum) - Number(r.returnsSum)).toFixed(2)).toBe(r.revenue);
    expect(Number(r.buyouts)).toBeGreaterThan(0);
  });
});
