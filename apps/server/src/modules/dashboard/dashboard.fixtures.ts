/**
 * Shared setup of the dashboard's integration tests: the fixed Moscow day they read on, the
 * companies and cabinets, their fixture data (sales and money of company А, stock-out risks of
 * company В, costs by size of company Г — dashboard.size-fixtures.ts), a fresh app per test
 * file, and the service read without the shared cache.
 */
import type { Dashboard } from '@wb/shared/dashboard/dashboard.contract';
import { SYSTEM_ROLES, type Principal } from '@wb/shared';
import { afterAll, beforeAll } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import type { Database } from '../../db/client';
import { versionedCache } from '../../lib/versioned-cache';
import type { DashboardData } from './dashboard.cache';
import { ad, cost, daysBetween, finance, product, sales, stock } from './dashboard.fixture-rows';
import { getDashboard } from './dashboard.service';
import { seedSizeCosts, type SizeCostsWorld } from './dashboard.size-fixtures';

export const OWNER: Principal = { type: 'user', permissions: SYSTEM_ROLES.owner.permissions };
/** 00:30 in Moscow on 11.03.2026 (21:30 UTC the day before). */
export const NOW = new Date('2026-03-10T21:30:00Z');
export const TODAY = '2026-03-11';

/** Companies А (with a manager, a financier and a logistician), Б and В, and their cabinets. */
export async function seedCompanies(ctx: TestContext) {
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', {
    manager: 1,
    financier: 1,
    logistician: 1,
  });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  const c = await createCompany(ctx.database, ctx.config, 'Компания В');
  const companyA = a.company.id;
  const companyB = b.company.id;
  const companyC = c.company.id;
  const a1 = (await insertAccount(ctx.database, companyA, { name: 'Основной' })).id;
  const a2 = (await insertAccount(ctx.database, companyA, { name: 'Второй' })).id;
  const b1 = (await insertAccount(ctx.database, companyB, { name: 'Чужой' })).id;
  const c1 = (await insertAccount(ctx.database, companyC, { name: 'Склад' })).id;
  return { a, b, companyA, a1, a2, companyB, b1, companyC, c1 };
}

export type DashboardWorld = Awaited<ReturnType<typeof seedCompanies>>;

/**
 * Company А's products, sales, costs, reports, payouts and ad spend in February and March 2026
 * (both cabinets), and company Б's rows on the same days (never in А's figures).
 */
export async function seedSales(database: Database, w: DashboardWorld) {
  const { companyA, a1, a2, companyB, b1 } = w;
  for (const [nm, title] of [
    [101, 'Платье'],
    [102, 'Футболка'],
    [103, 'Джинсы'],
    [104, 'Носки 1'],
    [105, 'Носки 2'],
    [106, 'Носки 3'],
    [107, 'Носки 4'],
  ] as const) {
    await product(database, companyA, a1, nm, title);
  }
  await sales(database, companyA, a1, [
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
  await sales(database, companyA, a2, [
    { nm: 201, day: '2026-03-11', orders: 10, ordersSum: '10000' },
  ]);
  // Another company's sales on the same day: never in A's figures.
  await sales(database, companyB, b1, [
    { nm: 101, day: '2026-03-11', orders: 99, ordersSum: '99000', buyouts: 9, buyoutsSum: '9000' },
  ]);

  // Costs: 101 all along; 102 only from 06.03 (the sales of 01.03 and 05.03 have none);
  // 103 in yuan at the rate of 15.01 (12.5 ₽); 104–107 none.
  await cost(database, companyA, a1, 101, '2026-01-01', '100');
  await cost(database, companyA, a1, 102, '2026-03-06', '50');
  await cost(database, companyA, a1, 103, '2026-01-01', '10', 'CNY');
  await database.pool
    .query(`INSERT INTO currency_rates (currency, date, rate) VALUES ('CNY', '2026-01-15', 12.5),
           ('CNY', '2026-02-10', 13)`);

  // A1's reports cover up to 08.03; a row of 09.03 (a daily report) is past that: not used.
  await database.pool.query(
    `INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw)
     VALUES ($1, $2, 1, '2026-03-02', '2026-03-08', '{}'), ($1, $2, 2, '2026-02-23', '2026-03-01', '{}')`,
    [companyA, a1],
  );
  await finance(database, companyA, a1, '2026-03-08', 101, '700');
  await finance(database, companyA, a1, '2026-03-08', null, '-100');
  await finance(database, companyA, a1, '2026-03-07', 101, '300');
  await finance(database, companyA, a1, '2026-03-02', 102, '1000');
  await finance(database, companyA, a1, '2026-02-05', 103, '50');
  await finance(database, companyA, a1, '2026-03-09', 101, '999');
  await finance(database, companyB, b1, '2026-03-08', 101, '123456');

  await ad(database, companyA, a1, '2026-03-11', '100', 'Баланс');
  await ad(database, companyA, a1, '2026-03-10', '50', 'Счёт'); // after the reports: counted
  await ad(database, companyA, a1, '2026-03-05', '70', 'Счёт'); // in the reports' deductions already
  await ad(database, companyA, a1, '2026-03-05', '30', 'Бонусы'); // not money spent
  await ad(database, companyA, a1, '2026-03-04', '20', 'Баланс');
}

/** Company В's products, sales and stocks: stock-out risks on 11.03.2026. */
export async function seedStockRisks(database: Database, w: DashboardWorld) {
  const { companyC, c1 } = w;
  // The 90 days before 11.03: 11.12.2025–10.03.2026.
  for (const [nm, title] of [
    [301, 'Пальто'],
    [302, 'Шарф'],
    [303, 'Шапка'],
    [304, 'Варежки'],
    [305, 'Куртка'],
  ] as const) {
    await product(database, companyC, c1, nm, title);
  }
  // 301: 2 a day for the last 28 days, always in stock; 10 on WB + 3 at the seller → 6.5 days.
  await sales(
    database,
    companyC,
    c1,
    daysBetween('2026-02-11', '2026-03-10').map((day) => ({ nm: 301, day, buyouts: 2 })),
  );
  await stock(database, companyC, c1, { nm: 301, chrt: 1, source: 'wb', warehouse: 507 }, 10, [
    ['2026-01-01', 100],
    ['2026-03-09', 10],
  ]);
  await stock(database, companyC, c1, { nm: 301, chrt: 2, source: 'seller', warehouse: 9001 }, 3);
  // 302: out of stock 20.02–28.02, not counted: 3 a day 01.03–10.03, 1 a day 01.02–19.02.
  await sales(database, companyC, c1, [
    ...daysBetween('2026-03-01', '2026-03-10').map((day) => ({ nm: 302, day, buyouts: 3 })),
    ...daysBetween('2026-02-01', '2026-02-19').map((day) => ({ nm: 302, day, buyouts: 1 })),
  ]);
  await stock(database, companyC, c1, { nm: 302, chrt: 5, source: 'wb', warehouse: 507 }, 6, [
    ['2025-11-01', 50],
    ['2026-02-20', 0],
    ['2026-03-01', 6],
  ]);
  // 303 sells but has no stock data: left out. 305 has plenty.
  await sales(database, companyC, c1, [
    { nm: 303, day: '2026-03-05', buyouts: 4 },
    { nm: 304, day: '2026-03-05', buyouts: 1 },
    { nm: 305, day: '2026-03-01', buyouts: 1 },
  ]);
  // 304: sold out on 06.03.
  await stock(database, companyC, c1, { nm: 304, chrt: 7, source: 'wb', warehouse: 507 }, 0, [
    ['2026-01-10', 5],
    ['2026-03-06', 0],
  ]);
  await stock(database, companyC, c1, { nm: 305, chrt: 9, source: 'wb', warehouse: 507 }, 1000);
}

/** The app of one test file with the companies and the fixture data asked for. */
export interface DashboardTestApp extends DashboardWorld {
  ctx: TestContext;
  /** Companies Г and Д (costs by size), when asked for. */
  sizes: SizeCostsWorld;
  /** The service on the fixed day (or `now`), without the shared cache. */
  read(company: string, account?: string | null, now?: Date): Promise<Dashboard>;
}

/**
 * Builds the app on a fresh database before the file's tests (the calling file's hooks) and
 * seeds it; the fields are there once its own `beforeAll` hooks run.
 */
export function dashboardTestApp(seed: {
  sales?: boolean;
  stockRisks?: boolean;
  sizeCosts?: boolean;
}) {
  const app = {
    read: (company: string, account: string | null = null, now = NOW) =>
      getDashboard(app.ctx.database, OWNER, company, account, {
        now,
        cache: versionedCache<DashboardData>({
          maxAgeMs: 0,
          staleMs: 0,
          graceMs: 0,
          maxEntries: 1,
        }),
      }),
  } as DashboardTestApp;
  beforeAll(async () => {
    const ctx = await buildTestApp();
    const world = await seedCompanies(ctx);
    if (seed.sales) await seedSales(ctx.database, world);
    if (seed.stockRisks) await seedStockRisks(ctx.database, world);
    const sizes = seed.sizeCosts ? await seedSizeCosts(ctx) : undefined;
    Object.assign(app, world, { ctx, sizes });
  });
  afterAll(async () => {
    await app.ctx.close();
  });
  return app;
}
