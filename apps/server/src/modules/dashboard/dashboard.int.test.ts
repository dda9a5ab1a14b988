/**
 * The dashboard against hand-computed figures: fixture rows in the rollups (sales_daily,
 * finance_daily, stock_daily, wb_stocks) and the tables they are combined with (product_costs,
 * currency_rates, ad_spend, realization_reports), read by the service on a fixed Moscow day;
 * then /api/dashboard through the app: blocks by permission, the cabinet filter, tenant
 * isolation and bad input.
 */
import type { Dashboard, DashboardPeriod } from '@wb/shared/dashboard/dashboard.contract';
import { mskDate, SYSTEM_ROLES, type Principal } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { versionedCache } from '../../lib/versioned-cache';
import { addDays, getDashboard, type DashboardData } from './dashboard.service';

let ctx: TestContext;
let companyA: string;
let a1: string;
let a2: string;
let companyB: string;
let b1: string;
let companyC: string;
let c1: string;
let owner: TestClient;
let manager: TestClient;
let financier: TestClient;
let logistician: TestClient;
let ownerB: TestClient;

const OWNER: Principal = { type: 'user', permissions: SYSTEM_ROLES.owner.permissions };
/** 00:30 in Moscow on 11.03.2026 (21:30 UTC the day before). */
const NOW = new Date('2026-03-10T21:30:00Z');
const TODAY = '2026-03-11';

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);

interface SalesRow {
  nm: number;
  day: string;
  orders?: number;
  ordersSum?: string;
  cancel?: number;
  buyouts?: number;
  buyoutsSum?: string;
  returns?: number;
  returnsSum?: string;
  forPay?: string;
}

async function sales(company: string, account: string, rows: SalesRow[]) {
  for (const r of rows) {
    await q(
      `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
         cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        company,
        account,
        r.nm,
        r.day,
        r.orders ?? 0,
        r.ordersSum ?? '0',
        r.cancel ?? 0,
        r.buyouts ?? 0,
        r.buyoutsSum ?? '0',
        r.returns ?? 0,
        r.returnsSum ?? '0',
        r.forPay ?? '0',
      ],
    );
  }
}

async function product(company: string, account: string, nm: number, title: string) {
  await q(
    `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, photos, raw)
     VALUES ($1, $2, $3, $4, $5, $6, '{}')`,
    [
      company,
      account,
      nm,
      title,
      `ART-${nm}`,
      JSON.stringify([{ c246x328: `https://p/${nm}.webp` }]),
    ],
  );
}

async function cost(
  company: string,
  account: string,
  nm: number,
  validFrom: string,
  unitCost: string,
  currency = 'RUB',
) {
  await q(
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [company, account, nm, validFrom, unitCost, currency],
  );
}

async function finance(
  company: string,
  account: string,
  day: string,
  nm: number | null,
  payout: string,
) {
  await q(
    `INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type, payout)
     VALUES ($1, $2, $3, $4, $5, '', $6)`,
    [company, account, day, nm, nm === null ? 'Хранение' : 'Продажа', payout],
  );
}

async function ad(
  company: string,
  account: string,
  day: string,
  amount: string,
  paymentType: string,
) {
  await q(
    `INSERT INTO ad_spend (company_id, account_id, date, upd_time, upd_num, campaign_id, amount,
       payment_type, raw)
     VALUES ($1, $2, $3, ($3::date + time '12:00') AT TIME ZONE 'Europe/Moscow', 0,
       (random() * 1e9)::bigint, $4, $5, '{}')`,
    [company, account, day, amount, paymentType],
  );
}

/** A stock key's current row and its history of end-of-day quantities. */
async function stock(
  company: string,
  account: string,
  key: { nm: number; chrt: number; source: 'wb' | 'seller'; warehouse: number },
  quantity: number,
  history: [day: string, quantity: number][] = [],
) {
  const k = [company, account, key.nm, key.chrt, key.source, key.warehouse];
  await q(
    `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id, quantity,
       raw, taken_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', now())`,
    [...k, quantity],
  );
  for (const [day, qty] of history) {
    await q(
      `INSERT INTO stock_daily (company_id, account_id, nm_id, chrt_id, source, warehouse_id, day,
         quantity, min_quantity, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, now())`,
      [...k, day, qty],
    );
  }
}

/** Every day from `from` to `to`. */
const daysBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', {
    manager: 1,
    financier: 1,
    logistician: 1,
  });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  const c = await createCompany(ctx.database, ctx.config, 'Компания В');
  companyA = a.company.id;
  companyB = b.company.id;
  companyC = c.company.id;
  a1 = (await insertAccount(ctx.database, companyA, { name: 'Основной' })).id;
  a2 = (await insertAccount(ctx.database, companyA, { name: 'Второй' })).id;
  b1 = (await insertAccount(ctx.database, companyB, { name: 'Чужой' })).id;
  c1 = (await insertAccount(ctx.database, companyC, { name: 'Склад' })).id;

  for (const [nm, title] of [
    [101, 'Платье'],
    [102, 'Футболка'],
    [103, 'Джинсы'],
    [104, 'Носки 1'],
    [105, 'Носки 2'],
    [106, 'Носки 3'],
    [107, 'Носки 4'],
  ] as const) {
    await product(companyA, a1, nm, title);
  }
  await sales(companyA, a1, [
    {
      nm: 101,
      day: '2026-03-11',
      orders: 3,
      ordersSum: '3000',
      buyouts: 2,
      buyoutsSum: '2000',
      forPay: '1500',
    },
    {
      nm: 101,
      day: '2026-03-10',
      orders: 1,
      ordersSum: '1000',
      cancel: 1,
      buyouts: 1,
      buyoutsSum: '1000',
      returns: 1,
      returnsSum: '1000',
    },
    {
      nm: 102,
      day: '2026-03-05',
      orders: 2,
      ordersSum: '500',
      buyouts: 2,
      buyoutsSum: '500',
      forPay: '400',
    },
    {
      nm: 102,
      day: '2026-03-01',
      orders: 4,
      ordersSum: '1000',
      buyouts: 1,
      buyoutsSum: '250',
      forPay: '200',
    },
    {
      nm: 103,
      day: '2026-02-01',
      orders: 5,
      ordersSum: '5000',
      buyouts: 5,
      buyoutsSum: '5000',
      forPay: '4000',
    },
    ...[104, 105, 106, 107].map((nm, i) => ({
      nm,
      day: '2026-02-20',
      orders: 1,
      ordersSum: String(10 * (i + 1)),
      buyouts: 1,
      buyoutsSum: String(10 * (i + 1)),
      forPay: String(8 * (i + 1)),
    })),
  ]);
  await sales(companyA, a2, [{ nm: 201, day: '2026-03-11', orders: 10, ordersSum: '10000' }]);
  // Another company's sales on the same day: never in A's figures.
  await sales(companyB, b1, [
    { nm: 101, day: '2026-03-11', orders: 99, ordersSum: '99000', buyouts: 9, buyoutsSum: '9000' },
  ]);

  // Costs: 101 all along; 102 only from 06.03 (the sales of 01.03 and 05.03 have none);
  // 103 in yuan at the rate of 15.01 (12.5 ₽); 104–107 none.
  await cost(companyA, a1, 101, '2026-01-01', '100');
  await cost(companyA, a1, 102, '2026-03-06', '50');
  await cost(companyA, a1, 103, '2026-01-01', '10', 'CNY');
  await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('CNY', '2026-01-15', 12.5),
           ('CNY', '2026-02-10', 13)`);

  // A1's reports cover up to 08.03; a row of 09.03 (a daily report) is past that: not used.
  await q(
    `INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw)
     VALUES ($1, $2, 1, '2026-03-02', '2026-03-08', '{}'), ($1, $2, 2, '2026-02-23', '2026-03-01', '{}')`,
    [companyA, a1],
  );
  await finance(companyA, a1, '2026-03-08', 101, '700');
  await finance(companyA, a1, '2026-03-08', null, '-100');
  await finance(companyA, a1, '2026-03-07', 101, '300');
  await finance(companyA, a1, '2026-03-02', 102, '1000');
  await finance(companyA, a1, '2026-02-05', 103, '50');
  await finance(companyA, a1, '2026-03-09', 101, '999');
  await finance(companyB, b1, '2026-03-08', 101, '123456');

  await ad(companyA, a1, '2026-03-11', '100', 'Баланс');
  await ad(companyA, a1, '2026-03-10', '50', 'Счёт'); // after the reports: counted
  await ad(companyA, a1, '2026-03-05', '70', 'Счёт'); // in the reports' deductions already
  await ad(companyA, a1, '2026-03-05', '30', 'Бонусы'); // not money spent
  await ad(companyA, a1, '2026-03-04', '20', 'Баланс');

  // Company В: stock-out risks on 11.03 (the 90 days before: 11.12.2025–10.03.2026).
  for (const [nm, title] of [
    [301, 'Пальто'],
    [302, 'Шарф'],
    [303, 'Шапка'],
    [304, 'Варежки'],
    [305, 'Куртка'],
  ] as const) {
    await product(companyC, c1, nm, title);
  }
  // 301: 2 a day for the last 28 days, always in stock; 10 on WB + 3 at the seller → 6.5 days.
  await sales(
    companyC,
    c1,
    daysBetween('2026-02-11', '2026-03-10').map((day) => ({ nm: 301, day, buyouts: 2 })),
  );
  await stock(companyC, c1, { nm: 301, chrt: 1, source: 'wb', warehouse: 507 }, 10, [
    ['2026-01-01', 100],
    ['2026-03-09', 10],
  ]);
  await stock(companyC, c1, { nm: 301, chrt: 2, source: 'seller', warehouse: 9001 }, 3);
  // 302: out of stock 20.02–28.02, not counted: 3 a day 01.03–10.03, 1 a day 01.02–19.02.
  await sales(companyC, c1, [
    ...daysBetween('2026-03-01', '2026-03-10').map((day) => ({ nm: 302, day, buyouts: 3 })),
    ...daysBetween('2026-02-01', '2026-02-19').map((day) => ({ nm: 302, day, buyouts: 1 })),
  ]);
  await stock(companyC, c1, { nm: 302, chrt: 5, source: 'wb', warehouse: 507 }, 6, [
    ['2025-11-01', 50],
    ['2026-02-20', 0],
    ['2026-03-01', 6],
  ]);
  // 303 sells but has no stock data: left out. 305 has plenty.
  await sales(companyC, c1, [
    { nm: 303, day: '2026-03-05', buyouts: 4 },
    { nm: 304, day: '2026-03-05', buyouts: 1 },
    { nm: 305, day: '2026-03-01', buyouts: 1 },
  ]);
  // 304: sold out on 06.03.
  await stock(companyC, c1, { nm: 304, chrt: 7, source: 'wb', warehouse: 507 }, 0, [
    ['2026-01-10', 5],
    ['2026-03-06', 0],
  ]);
  await stock(companyC, c1, { nm: 305, chrt: 9, source: 'wb', warehouse: 507 }, 1000);

  owner = await signIn(ctx.app, a.owner);
  manager = await signIn(ctx.app, a.members.manager![0]!);
  financier = await signIn(ctx.app, a.members.financier![0]!);
  logistician = await signIn(ctx.app, a.members.logistician![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

/** The service on the fixed day, without the shared cache. */
const read = (company: string, account: string | null = null, now = NOW) =>
  getDashboard(ctx.database, OWNER, company, account, {
    now,
    cache: versionedCache<DashboardData>({ maxAgeMs: 0, staleMs: 0, graceMs: 0, maxEntries: 1 }),
  });

const figures = (d: Dashboard, p: DashboardPeriod) => {
  const s = d.sales!.periods[p];
  return { current: s.current, previous: s.previous, now: s.figures, before: s.previousFigures };
};

describe('dashboard figures (service, on 11.03.2026 in Moscow)', () => {
  it('sums orders, buyouts, returns and revenue per period and the previous one of its length', async () => {
    const d = await read(companyA);
    expect(d.today).toBe(TODAY);
    expect(figures(d, 'today')).toEqual({
      current: { from: TODAY, to: TODAY },
      previous: { from: '2026-03-10', to: '2026-03-10' },
      now: {
        orders: 13,
        ordersSum: '13000.00',
        cancelled: 0,
        buyouts: 2,
        buyoutsSum: '2000.00',
        returns: 0,
        returnsSum: '0.00',
        revenue: '2000.00',
      },
      before: {
        orders: 1,
        ordersSum: '1000.00',
        cancelled: 1,
        buyouts: 1,
        buyoutsSum: '1000.00',
        returns: 1,
        returnsSum: '1000.00',
        revenue: '0.00',
      },
    });
    expect(figures(d, 'yesterday').current).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(figures(d, 'yesterday').before.orders).toBe(0);
    const week = figures(d, 'last7Days');
    expect(week.current).toEqual({ from: '2026-03-05', to: TODAY });
    expect(week.previous).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(week.now).toMatchObject({
      orders: 16,
      ordersSum: '14500.00',
      buyouts: 5,
      revenue: '2500.00',
    });
    expect(week.before).toMatchObject({
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
      revenue: '250.00',
    });
    const month = figures(d, 'last30Days');
    expect(month.current).toEqual({ from: '2026-02-10', to: TODAY });
    expect(month.previous).toEqual({ from: '2026-01-11', to: '2026-02-09' });
    expect(month.now).toMatchObject({
      orders: 24,
      ordersSum: '15600.00',
      buyouts: 10,
      buyoutsSum: '3850.00',
      returns: 1,
      returnsSum: '1000.00',
      revenue: '2850.00',
    });
    expect(month.before).toMatchObject({ orders: 5, ordersSum: '5000.00', revenue: '5000.00' });
  });

  it('draws 30 days of orders, zeros included', async () => {
    const d = await read(companyA);
    const chart = d.sales!.chart;
    expect(chart).toHaveLength(30);
    expect(chart[0]).toEqual({ day: '2026-02-10', orders: 0, ordersSum: '0.00', buyouts: 0 });
    expect(chart.at(-1)).toEqual({ day: TODAY, orders: 13, ordersSum: '13000.00', buyouts: 2 });
    expect(chart.find((c) => c.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
    });
  });

  it('lists the top and bottom products of the 30 days by revenue', async () => {
    const d = await read(companyA);
    expect(d.sales!.productsPeriod).toEqual({ from: '2026-02-10', to: TODAY });
    expect(d.sales!.top.map((p) => [p.nmId, p.revenue, p.orders])).toEqual([
      [101, '2000.00', 4],
      [102, '750.00', 6],
      [107, '40.00', 1],
      [106, '30.00', 1],
      [105, '20.00', 1],
    ]);
    expect(d.sales!.top[0]).toMatchObject({
      accountId: a1,
      title: 'Платье',
      vendorCode: 'ART-101',
      photo: 'https://p/101.webp',
      buyouts: 3,
      returns: 1,
    });
    // Not in the top; the lowest first. 201 has no product card.
    expect(d.sales!.bottom.map((p) => [p.nmId, p.revenue, p.title])).toEqual([
      [201, '0.00', null],
      [104, '10.00', 'Носки 1'],
    ]);
  });

  it('shows the payout of the last period the reports cover, never after it', async () => {
    const d = await read(companyA);
    expect(d.money!.reportsUntil).toBe('2026-03-08');
    const p = d.money!.periods;
    expect(p.today.payout).toEqual({
      current: { from: '2026-03-08', to: '2026-03-08' },
      previous: { from: '2026-03-07', to: '2026-03-07' },
      value: '600.00',
      previousValue: '300.00',
    });
    expect(p.last7Days.payout).toEqual({
      current: { from: '2026-03-02', to: '2026-03-08' },
      previous: { from: '2026-02-23', to: '2026-03-01' },
      value: '1900.00',
      previousValue: '0.00',
    });
    expect(p.last30Days.payout).toMatchObject({ value: '1900.00', previousValue: '50.00' });
  });

  it('estimates profit: reports, then sales; less COGS at the sale day and ad spend', async () => {
    const p = (await read(companyA)).money!.periods;
    // Today: no report; forPay 1500 − 2 × 100 cost − 100 ad.
    expect(p.today.profit).toEqual({
      profit: '1200.00',
      reportPayout: '0.00',
      estimatedPayout: '1500.00',
      cogs: '200.00',
      adSpend: '100.00',
      missingCosts: 0,
    });
    // 10.03: one sold and one returned (no COGS); the «Счёт» ad spend after the reports.
    expect(p.today.previousProfit).toMatchObject({
      profit: '-50.00',
      adSpend: '50.00',
      cogs: '0.00',
    });
    expect(p.yesterday.profit.profit).toBe('-50.00');
    expect(p.yesterday.previousProfit.profit).toBe('0.00');
    // The week: 102 sold on 05.03 before its first cost → no profit, and says so.
    expect(p.last7Days.period).toEqual({ from: '2026-03-05', to: TODAY });
    expect(p.last7Days.previousPeriod).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(p.last7Days.profit).toEqual({
      profit: null,
      reportPayout: '900.00',
      estimatedPayout: '1500.00',
      cogs: '200.00',
      adSpend: '150.00',
      missingCosts: 1,
    });
    expect(p.last7Days.previousProfit).toMatchObject({
      profit: null,
      missingCosts: 1,
      adSpend: '20.00',
    });
    expect(p.last30Days.profit).toMatchObject({ profit: null, missingCosts: 5 });
    // 5 × 10 CNY at 12.5 (the rate of 15.01, the latest on 01.02) = 625.
    expect(p.last30Days.previousProfit).toEqual({
      profit: '-575.00',
      reportPayout: '50.00',
      estimatedPayout: '0.00',
      cogs: '625.00',
      adSpend: '0.00',
      missingCosts: 0,
    });
  });

  it('limits every figure to one cabinet on request', async () => {
    const d = await read(companyA, a2);
    expect(d.account).toBe(a2);
    expect(figures(d, 'today').now).toMatchObject({
      orders: 10,
      ordersSum: '10000.00',
      buyouts: 0,
    });
    expect(d.sales!.top.map((p) => p.nmId)).toEqual([201]);
    // The second cabinet has no report: no payout, all estimated.
    expect(d.money!.reportsUntil).toBeNull();
    expect(d.money!.periods.today.payout).toBeNull();
  });

  it('turns the day at midnight in Moscow', async () => {
    const before = await read(companyA, null, new Date('2026-03-10T20:59:59Z'));
    expect(before.today).toBe('2026-03-10');
    expect(figures(before, 'today').now.orders).toBe(1);
    expect(before.sales!.chart.at(-1)!.day).toBe('2026-03-10');
    const after = await read(companyA, null, new Date('2026-03-10T21:00:00Z'));
    expect(after.today).toBe(TODAY);
    expect(figures(after, 'today').now.orders).toBe(13);
    expect(figures(after, 'yesterday').now.orders).toBe(1);
  });

  it('finds stock-out risks: cover below 7 days over the in-stock days', async () => {
    const d = await read(companyC);
    expect(d.stockRisks!.total).toBe(3);
    expect(d.stockRisks!.items).toEqual([
      {
        accountId: c1,
        nmId: 304,
        title: 'Варежки',
        vendorCode: 'ART-304',
        available: 0,
        dailyBuyouts: 0.04,
        inStockDays: 28,
        daysOfCover: 0,
        stockOutDate: TODAY,
      },
      // (30 + 18) buyouts over 28 in-stock days; 20.02–28.02 out of stock are skipped.
      {
        accountId: c1,
        nmId: 302,
        title: 'Шарф',
        vendorCode: 'ART-302',
        available: 6,
        dailyBuyouts: 1.71,
        inStockDays: 28,
        daysOfCover: 3.5,
        stockOutDate: '2026-03-14',
      },
      {
        accountId: c1,
        nmId: 301,
        title: 'Пальто',
        vendorCode: 'ART-301',
        available: 13,
        dailyBuyouts: 2,
        inStockDays: 28,
        daysOfCover: 6.5,
        stockOutDate: '2026-03-17',
      },
    ]);
  });

  it('reuses the figures until the data changes', async () => {
    const cache = versionedCache<DashboardData>({
      maxAgeMs: 60_000,
      staleMs: 60_000,
      graceMs: 60_000,
      maxEntries: 10,
    });
    const first = await getDashboard(ctx.database, OWNER, companyC, null, { now: NOW, cache });
    const again = await getDashboard(ctx.database, OWNER, companyC, null, { now: NOW, cache });
    expect(again.computedAt).toBe(first.computedAt);
    // A new cost version is a change: the figures are read again.
    await cost(companyC, c1, 305, '2026-01-01', '1');
    const fresh = await getDashboard(ctx.database, OWNER, companyC, null, { now: NOW, cache });
    expect(fresh.computedAt).not.toBe(first.computedAt);
  });
});

describe('GET /api/dashboard', () => {
  it('gives the owner every block, and the company’s cabinets', async () => {
    const res = await owner.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<Dashboard>();
    expect(d.today).toBe(mskDate());
    expect(d.accounts.map((a) => a.name)).toEqual(['Второй', 'Основной']);
    expect(d.account).toBeNull();
    expect(Object.keys(d).sort()).toEqual(
      [
        'account',
        'accounts',
        'computedAt',
        'money',
        'sales',
        'stockRisks',
        'sync',
        'today',
        'tokens',
      ].sort(),
    );
    expect(d.sync!.accounts).toBe(2);
  });

  it('leaves out the blocks a role may not see', async () => {
    const blocks = async (client: TestClient) => {
      const d = (await client.get('/api/dashboard')).json<Record<string, unknown>>();
      return ['sales', 'money', 'stockRisks', 'tokens', 'sync'].filter((k) => k in d);
    };
    // Менеджер: no money; Финансист: money, no stock analytics nor tokens; Логист: no money.
    expect(await blocks(manager)).toEqual(['sales', 'stockRisks', 'tokens', 'sync']);
    expect(await blocks(financier)).toEqual(['sales', 'money', 'sync']);
    expect(await blocks(logistician)).toEqual(['sales', 'stockRisks', 'sync']);
  });

  it('lists tokens that expire soon, have expired or were refused', async () => {
    const account = { id: a1, companyId: companyA, sellerId: null };
    const soon = await insertToken(ctx.database, ctx.config, account);
    const fine = await insertToken(ctx.database, ctx.config, account);
    const gone = await insertToken(ctx.database, ctx.config, account);
    const day = 86_400_000;
    await q(`UPDATE wb_tokens SET expires_at = $2 WHERE id = $1`, [
      soon.row.id,
      new Date(Date.now() + 3 * day - 60_000),
    ]);
    await q(`UPDATE wb_tokens SET expires_at = $2 WHERE id = $1`, [
      gone.row.id,
      new Date(Date.now() - day),
    ]);
    const d = (await owner.get('/api/dashboard')).json<Dashboard>();
    expect(d.tokens!.map((t) => [t.id, t.status, t.daysLeft, t.accountName])).toEqual([
      [gone.row.id, 'expired', -1, 'Основной'],
      [soon.row.id, 'expiring', 3, 'Основной'],
    ]);
    expect(d.tokens!.some((t) => t.id === fine.row.id)).toBe(false);
    // Not another cabinet's.
    const second = (await owner.get(`/api/dashboard?account=${a2}`)).json<Dashboard>();
    expect(second.tokens).toEqual([]);
  });

  it('shows sync problems of the company (and of the cabinet asked for)', async () => {
    await q(
      `INSERT INTO sync_state (company_id, account_id, dataset, last_error, last_error_at)
       VALUES ($1, $2, 'orders', 'WB ответил 401', now())`,
      [companyA, a1],
    );
    const all = (await owner.get('/api/dashboard')).json<Dashboard>();
    expect(all.sync!.health).toBe('problem');
    expect(all.sync!.problems.map((p) => [p.accountName, p.dataset, p.error])).toEqual([
      ['Основной', 'orders', 'WB ответил 401'],
    ]);
    const other = (await owner.get(`/api/dashboard?account=${a2}`)).json<Dashboard>();
    expect(other.sync!.problems).toEqual([]);
    expect(other.sync!.health).not.toBe('problem');
  });

  it('keeps to the caller’s company: own figures, foreign cabinets are not found', async () => {
    const today = mskDate();
    await sales(companyA, a1, [{ nm: 900, day: today, orders: 7, ordersSum: '700' }]);
    await sales(companyB, b1, [{ nm: 900, day: today, orders: 50, ordersSum: '5000' }]);
    // New rows without a sync: the figures read a minute ago may be reused; a new cabinet
    // filter reads them afresh.
    const mine = (await owner.get(`/api/dashboard?account=${a1}`)).json<Dashboard>();
    expect(mine.sales!.periods.today.figures.orders).toBe(7);
    const theirs = (await ownerB.get(`/api/dashboard?account=${b1}`)).json<Dashboard>();
    expect(theirs.sales!.periods.today.figures.orders).toBe(50);
    expect(theirs.accounts.map((a) => a.id)).toEqual([b1]);
    expect(theirs.money!.periods.last30Days.payout).toBeNull();
    const foreign = await owner.get(`/api/dashboard?account=${b1}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('Кабинет WB не найден');
  });

  it('refuses a malformed cabinet id in Russian, and anonymous callers', async () => {
    const res = await owner.get('/api/dashboard?account=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>().code).toBe('VALIDATION_FAILED');
    expect(res.body).toMatch(/[а-я]/);
    expect((await new TestClient(ctx.app).get('/api/dashboard')).statusCode).toBe(401);
  });

  it('has no cabinets for a new company: the empty state', async () => {
    const fresh = await createCompany(ctx.database, ctx.config, 'Новая');
    const client = await signIn(ctx.app, fresh.owner);
    const d = (await client.get('/api/dashboard')).json<Dashboard>();
    expect(d.accounts).toEqual([]);
    expect(d.sales!.top).toEqual([]);
    expect(d.sync!.health).toBe('none');
  });
});
