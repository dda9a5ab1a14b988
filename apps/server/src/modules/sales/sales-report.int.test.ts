/**
 * The sales report through the app on company А's sales_daily rows (the dashboard's fixture
 * data, figures computed by hand): the periods the dashboard shows with the previous ones, the
 * series, the products by revenue, every grouping, the cabinet slice, the tenant, bad input.
 */
import { resolvePeriod, type ReportSummary } from '@wb/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { signIn } from '../../../test/identity';
import { dashboardTestApp, TODAY } from '../../../test/fixtures/dashboard';

const env = dashboardTestApp({ sales: true });
let owner: TestClient;
let ownerB: TestClient;

beforeAll(async () => {
  owner = await signIn(env.ctx.app, env.a.owner);
  ownerB = await signIn(env.ctx.app, env.b.owner);
});

const qs = (q: object) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

async function summary(q: object, client = owner) {
  const res = await client.get(`/api/sales/report?${qs(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportSummary>();
}

async function rows(q: object, list: object = {}) {
  const res = await owner.get(`/api/sales/report/rows?${qs({ ...q, list })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: Record<string, unknown>[];
    total: number;
    totals: Record<string, string>;
  }>();
}

const nums = (f: Record<string, string>) => ({
  orders: Number(f.orders),
  ordersSum: f.ordersSum,
  cancelled: Number(f.cancelled),
  buyouts: Number(f.buyouts),
  buyoutsSum: f.buyoutsSum,
  returns: Number(f.returns),
  returnsSum: f.returnsSum,
  revenue: f.revenue,
});

describe('sales report: summary', () => {
  it('sums each period and the previous one of its length (the dashboard’s periods)', async () => {
    const today = await summary({ from: TODAY, to: TODAY });
    expect(today.period).toEqual({ from: TODAY, to: TODAY });
    expect(today.previous).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(nums(today.totals)).toEqual({
      orders: 13,
      ordersSum: '13000.00',
      cancelled: 0,
      buyouts: 2,
      buyoutsSum: '2000.00',
      returns: 0,
      returnsSum: '0.00',
      revenue: '2000.00',
    });
    expect(nums(today.previousTotals)).toEqual({
      orders: 1,
      ordersSum: '1000.00',
      cancelled: 1,
      buyouts: 1,
      buyoutsSum: '1000.00',
      returns: 1,
      returnsSum: '1000.00',
      revenue: '0.00',
    });
    const yesterday = await summary({ from: '2026-03-10', to: '2026-03-10' });
    expect(Number(yesterday.previousTotals.orders)).toBe(0);

    const week = await summary({ from: '2026-03-05', to: TODAY });
    expect(week.previous).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(nums(week.totals)).toMatchObject({
      orders: 16,
      ordersSum: '14500.00',
      buyouts: 5,
      revenue: '2500.00',
    });
    expect(nums(week.previousTotals)).toMatchObject({
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
      revenue: '250.00',
    });
    const month = await summary({ from: '2026-02-10', to: TODAY });
    expect(month.previous).toEqual({ from: '2026-01-11', to: '2026-02-09' });
    expect(nums(month.totals)).toMatchObject({
      orders: 24,
      ordersSum: '15600.00',
      buyouts: 10,
      buyoutsSum: '3850.00',
      returns: 1,
      returnsSum: '1000.00',
      revenue: '2850.00',
    });
    expect(nums(month.previousTotals)).toMatchObject({
      orders: 5,
      ordersSum: '5000.00',
      revenue: '5000.00',
    });
    expect(month.accounts.map((a) => a.name)).toEqual(['Второй', 'Основной']);
  });

  it('draws the period day by day, zeros included, each day beside its previous-period twin', async () => {
    const month = await summary({ from: '2026-02-10', to: TODAY });
    expect(month.series.by).toBe('day');
    const points = month.series.points;
    expect(points).toHaveLength(30);
    expect(points[0]).toMatchObject({ bucket: '2026-02-10' });
    expect(nums(points[0]!.values)).toMatchObject({ orders: 0, ordersSum: '0.00', buyouts: 0 });
    expect(nums(points.at(-1)!.values)).toMatchObject({
      orders: 13,
      ordersSum: '13000.00',
      buyouts: 2,
    });
    expect(nums(points.find((p) => p.bucket === '2026-03-01')!.values)).toMatchObject({
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
    });
    // 01.02 is 30 days before 03.03: the previous period's 01.02 sits beside 03.03.
    expect(Number(points.find((p) => p.bucket === '2026-03-03')!.previous.orders)).toBe(5);
  });

  it('groups a longer period by Moscow weeks, Monday to Sunday', async () => {
    const quarter = await summary({ from: '2026-01-01', to: '2026-03-31', series: 'week' });
    expect(quarter.series.points[0]!.bucket).toBe('2025-12-29');
    const week = quarter.series.points.find((p) => p.bucket === '2026-03-09')!;
    // 10.03 and 11.03: 1 + 13 orders.
    expect(Number(week.values.orders)).toBe(14);
    expect(quarter.series.points.at(-1)!.bucket).toBe('2026-03-30');
  });

  it('limits the figures to one cabinet, and refuses another company’s', async () => {
    const a2 = await summary({ from: TODAY, to: TODAY, account: env.a2 });
    expect(nums(a2.totals)).toMatchObject({ orders: 10, ordersSum: '10000.00', buyouts: 0 });
    const foreign = await owner.get(
      `/api/sales/report?${qs({ from: TODAY, to: TODAY, account: env.b1 })}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("never mixes in another company's rows", async () => {
    const b = await summary({ from: TODAY, to: TODAY }, ownerB);
    expect(nums(b.totals)).toMatchObject({ orders: 99, buyouts: 9 });
    expect(b.accounts.map((a) => a.name)).toEqual(['Чужой']);
  });

  it('turns the day at midnight in Moscow (the presets the page asks for)', async () => {
    const before = resolvePeriod('today', new Date('2026-03-10T20:59:59Z'));
    expect(before).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(Number((await summary(before)).totals.orders)).toBe(1);
    const after = resolvePeriod('today', new Date('2026-03-10T21:00:00Z'));
    expect(after).toEqual({ from: TODAY, to: TODAY });
    expect(Number((await summary(after)).totals.orders)).toBe(13);
  });

  it('refuses a bad period with a reason', async () => {
    for (const q of [
      { from: '2026-03-11', to: '2026-03-01' },
      { from: '2020-01-01', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { to: '2026-03-01' },
    ]) {
      const res = await owner.get(`/api/sales/report?${qs(q)}`);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('sales report: the grid', () => {
  const month = { from: '2026-02-10', to: TODAY };

  it('ranks the products of 30 days by revenue, and the lowest first the other way', async () => {
    const top = await rows(
      { ...month, groupBy: 'product' },
      {
        sort: [
          { field: 'revenue', dir: 'desc' },
          { field: 'orders', dir: 'desc' },
        ],
        pageSize: 5,
      },
    );
    expect(top.items.map((p) => [p.nmId, p.revenue, Number(p.orders)])).toEqual([
      [101, '2000.00', 4],
      [102, '750.00', 6],
      [107, '40.00', 1],
      [106, '30.00', 1],
      [105, '20.00', 1],
    ]);
    expect(top.items[0]).toMatchObject({
      key: `${env.a1}:101`,
      group: 'Платье',
      vendorCode: 'ART-101',
      photo: 'https://p/101.webp',
      buyouts: '3',
      returns: '1',
    });
    expect(top.total).toBe(7);
    const bottom = await rows(
      { ...month, groupBy: 'product' },
      {
        sort: [
          { field: 'revenue', dir: 'asc' },
          { field: 'orders', dir: 'asc' },
        ],
        pageSize: 2,
      },
    );
    // 201 has no product card.
    expect(bottom.items.map((p) => [p.nmId, p.revenue, p.group])).toEqual([
      [201, '0.00', null],
      [104, '10.00', 'Носки 1'],
    ]);
  });

  it('sums the filtered groups in the totals row, and filters on a measure', async () => {
    const all = await rows({ ...month, groupBy: 'product' });
    expect(all.totals.orders).toBe('24');
    expect(all.totals.revenue).toBe('2850.00');
    const big = await rows(
      { ...month, groupBy: 'product' },
      { filter: { op: 'and', items: [{ field: 'revenue', op: 'gte', value: '100' }] } },
    );
    expect(big.items.map((p) => p.nmId).sort()).toEqual([101, 102]);
    expect(big.totals.revenue).toBe('2750.00');
  });

  it('groups by day, week, month, cabinet, brand and the seller’s category and tags', async () => {
    const days = await rows({ from: '2026-03-01', to: TODAY, groupBy: 'day' });
    expect(days.items.map((d) => [d.key, d.group, Number(d.orders)])).toEqual([
      ['2026-03-01', '2026-03-01', 4],
      ['2026-03-05', '2026-03-05', 2],
      ['2026-03-10', '2026-03-10', 1],
      ['2026-03-11', '2026-03-11', 13],
    ]);
    const weeks = await rows({ from: '2026-03-01', to: TODAY, groupBy: 'week' });
    expect(weeks.items.map((w) => [w.key, w.group, Number(w.orders)])).toEqual([
      ['2026-02-23', '2026-02-23 – 2026-03-01', 4],
      ['2026-03-02', '2026-03-02 – 2026-03-08', 2],
      ['2026-03-09', '2026-03-09 – 2026-03-15', 14],
    ]);
    const months = await rows({ from: '2026-02-01', to: TODAY, groupBy: 'month' });
    expect(months.items.map((m) => [m.group, m.revenue])).toEqual([
      ['2026-02', '5100.00'],
      ['2026-03', '2750.00'],
    ]);
    const accounts = await rows({ ...month, groupBy: 'account' });
    expect(accounts.items.map((a) => [a.group, Number(a.orders)]).sort()).toEqual([
      ['Второй', 10],
      ['Основной', 14],
    ]);

    const q = (text: string, params: unknown[]) => env.ctx.database.pool.query(text, params);
    await q(`UPDATE products SET brand = 'Лето' WHERE company_id = $1 AND nm_id IN (101, 102)`, [
      env.companyA,
    ]);
    const brands = await rows(
      { ...month, groupBy: 'brand' },
      { sort: [{ field: 'revenue', dir: 'desc' }] },
    );
    expect(brands.items.map((b) => [b.group, b.revenue])).toEqual([
      ['Лето', '2750.00'],
      [null, '100.00'],
    ]);
    const category = await q(
      `INSERT INTO categories (company_id, name) VALUES ($1, 'Платья') RETURNING id`,
      [env.companyA],
    );
    await q(`UPDATE products SET category_id = $2 WHERE company_id = $1 AND nm_id = 101`, [
      env.companyA,
      category.rows[0].id,
    ]);
    const categories = await rows(
      { ...month, groupBy: 'category' },
      { sort: [{ field: 'group', dir: 'asc' }] },
    );
    expect(categories.items.map((c) => [c.group, c.revenue])).toEqual([
      ['Платья', '2000.00'],
      [null, '850.00'],
    ]);
    const tag = await q(
      `INSERT INTO tags (company_id, name, color) VALUES ($1, 'Хит', 'red') RETURNING id`,
      [env.companyA],
    );
    for (const nm of [101, 102]) {
      await q(
        `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id) VALUES ($1, $2, $3, $4)`,
        [env.companyA, env.a1, nm, tag.rows[0].id],
      );
    }
    const tags = await rows(
      { ...month, groupBy: 'tag' },
      { sort: [{ field: 'group', dir: 'asc' }] },
    );
    expect(tags.items.map((t) => [t.group, t.revenue])).toEqual([
      ['Хит', '2750.00'],
      [null, '100.00'],
    ]);
  });

  it('names the grouping in the export’s header', async () => {
    const res = await owner.get(
      `/api/sales/report/rows/export?${qs({ ...month, groupBy: 'account', format: 'csv', list: { columns: ['group', 'orders', 'revenue'] } })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Кабинет WB,"Заказы, шт.","Выручка, ₽"');
    expect(lines.sort()).toEqual(['Второй,10,0.00', 'Основной,14,2850.00']);
  });

  it('refuses an unknown grouping and keeps to the company', async () => {
    const res = await owner.get(`/api/sales/report/rows?${qs({ ...month, groupBy: 'colour' })}`);
    expect(res.statusCode).toBe(400);
    const b = await ownerB.get(`/api/sales/report/rows?${qs({ ...month, groupBy: 'product' })}`);
    expect(b.json<{ items: { nmId: number }[] }>().items.map((i) => i.nmId)).toEqual([101]);
  });
});
