/** The dashboard page test's answers: the dashboard, the sales report's summaries and rows. */
import type { Principal } from '@wb/shared/access/access';
import type { Dashboard, ProfitFigures } from '@wb/shared/dashboard/dashboard.contract';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import type { ReportSummary } from '@wb/shared/reports/define-report';

export const OWNER: Principal = { type: 'user', permissions: SYSTEM_ROLES.owner.permissions };
export const A1 = '11111111-1111-4111-8111-111111111111';
export const A2 = '22222222-2222-4222-8222-222222222222';

type SalesFigures = Record<'orders' | 'cancelled' | 'buyouts' | 'returns', number> &
  Record<'ordersSum' | 'buyoutsSum' | 'returnsSum' | 'revenue', string>;
/** Sales report figures as the summary sends them (decimal strings). */
const figures = (f: Partial<SalesFigures>): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      orders: 0,
      ordersSum: '0.00',
      cancelled: 0,
      buyouts: 0,
      buyoutsSum: '0.00',
      returns: 0,
      returnsSum: '0.00',
      revenue: '0.00',
      ...f,
    }).map(([k, v]) => [k, String(v)]),
  );
const profit = (
  f: Partial<Omit<ProfitFigures, 'profit'>> & { profit?: string | null; missingCosts?: number },
): ProfitFigures => {
  const { profit: value = '0.00', missingCosts = 0, ...rest } = f;
  return {
    profit:
      value === null
        ? { value: null, missing: [{ kind: 'costsMissing', products: missingCosts }] }
        : { value },
    reportPayout: '0.00',
    estimatedPayout: '0.00',
    cogs: '0.00',
    adSpend: '0.00',
    ...rest,
  };
};
const range = (from: string, to = from) => ({ from, to });

/** The sales report's summary of each period the page asks for (by `from|to`). */
const summary = (
  current: { from: string; to: string },
  previous: { from: string; to: string },
  totals: Record<string, string>,
  previousTotals: Record<string, string>,
  points: { bucket: string; orders: number; ordersSum: string }[] = [],
): ReportSummary => ({
  period: current,
  previous,
  totals,
  previousTotals,
  series: {
    by: 'day',
    points: points.map((p) => ({
      bucket: p.bucket,
      values: figures({ orders: p.orders, ordersSum: p.ordersSum }),
      previous: figures({}),
    })),
  },
  accounts: [
    { id: A1, name: 'Основной' },
    { id: A2, name: 'Второй' },
  ],
  computedAt: '2026-03-11T09:00:00.000Z',
});
export const SUMMARIES: Record<string, ReportSummary> = Object.fromEntries(
  [
    summary(
      range('2026-03-11'),
      range('2026-03-10'),
      figures({
        orders: 13,
        ordersSum: '13000.00',
        cancelled: 2,
        buyouts: 2,
        buyoutsSum: '2000.00',
        revenue: '2000.00',
      }),
      figures({ orders: 10, buyouts: 4, returns: 1, returnsSum: '1000.00', revenue: '0.00' }),
    ),
    summary(
      range('2026-03-10'),
      range('2026-03-09'),
      figures({ orders: 10 }),
      figures({ orders: 10 }),
    ),
    summary(
      range('2026-03-05', '2026-03-11'),
      range('2026-02-26', '2026-03-04'),
      figures({ orders: 1234, ordersSum: '14500.00', buyouts: 5, returns: 3, revenue: '2500.00' }),
      figures({ orders: 4, returns: 1, revenue: '250.00' }),
    ),
    summary(
      range('2026-02-10', '2026-03-11'),
      range('2026-01-11', '2026-02-09'),
      figures({ orders: 24 }),
      figures({ orders: 0 }),
      [
        { bucket: '2026-03-10', orders: 10, ordersSum: '1000.00' },
        { bucket: '2026-03-11', orders: 13, ordersSum: '13000.00' },
      ],
    ),
  ].map((x) => [`${x.period.from}|${x.period.to}`, x]),
);
/** The sales report's products of the 30 days (one, so the bottom list is empty). */
export const PRODUCT_ROWS = {
  items: [
    {
      key: `${A1}:101`,
      group: 'Платье летнее',
      photo: null,
      nmId: 101,
      vendorCode: 'ART-101',
      ...figures({ orders: 4, buyouts: 3, returns: 1, revenue: '2000.00' }),
    },
  ],
  total: 1,
  page: 1,
  pageSize: 5,
  totals: {},
  next: null,
};

export const DASHBOARD: Dashboard = {
  today: '2026-03-11',
  computedAt: '2026-03-11T09:00:00.000Z',
  accounts: [
    { id: A1, name: 'Основной' },
    { id: A2, name: 'Второй' },
  ],
  account: null,
  // Yesterday until 12:00 in Moscow, what today so far is compared with.
  sameTime: {
    day: '2026-03-10',
    until: '12:00',
    totals: {
      orders: '5',
      ordersSum: '5000.00',
      cancelled: '0',
      buyouts: '4',
      buyoutsSum: '4000.00',
      returns: '1',
      returnsSum: '1000.00',
      revenue: '0.00',
    },
  },
  money: {
    reportsUntil: '2026-03-08',
    periods: {
      today: {
        period: range('2026-03-11'),
        previousPeriod: range('2026-03-10'),
        payout: {
          current: range('2026-03-08'),
          previous: range('2026-03-07'),
          value: { value: '600.00' },
          previousValue: { value: '300.00' },
        },
        profit: profit({ profit: '1200.00' }),
        previousProfit: profit({ profit: '-50.00' }),
      },
      yesterday: {
        period: range('2026-03-10'),
        previousPeriod: range('2026-03-09'),
        payout: null,
        profit: profit({ profit: '-50.00' }),
        previousProfit: profit({}),
      },
      last7Days: {
        period: range('2026-03-05', '2026-03-11'),
        previousPeriod: range('2026-02-26', '2026-03-04'),
        payout: {
          current: range('2026-03-02', '2026-03-08'),
          previous: range('2026-02-23', '2026-03-01'),
          value: { value: '1900.00' },
          previousValue: { value: '0.00' },
        },
        profit: profit({ profit: null, missingCosts: 5 }),
        previousProfit: profit({ profit: null, missingCosts: 1 }),
      },
      last30Days: {
        period: range('2026-02-10', '2026-03-11'),
        previousPeriod: range('2026-01-11', '2026-02-09'),
        // The week 02.03–08.03 is listed but its rows are not loaded yet: missing, not 0,00 ₽.
        payout: {
          current: range('2026-02-07', '2026-03-08'),
          previous: range('2026-01-08', '2026-02-06'),
          value: {
            value: null,
            missing: [{ kind: 'reportNotLoaded', from: '2026-03-02', to: '2026-03-08' }],
          },
          previousValue: { value: '5000.00' },
        },
        profit: profit({}),
        previousProfit: profit({}),
      },
    },
  },
  stockRisks: {
    total: 3,
    items: [
      {
        accountId: A1,
        nmId: 302,
        title: 'Шарф',
        vendorCode: 'ART-302',
        available: 6,
        dailyBuyouts: 1.71,
        inStockDays: 28,
        daysOfCover: 3.5,
        stockOutDate: '2026-03-14',
      },
    ],
  },
  tokens: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Статистика',
      accountId: A1,
      accountName: 'Основной',
      status: 'expiring',
      expiresAt: '2026-03-14T09:00:00.000Z',
      daysLeft: 3,
    },
  ],
  sync: {
    health: 'problem',
    accounts: 2,
    pending: 0,
    active: [],
    lastSuccessAt: '2026-03-11T08:00:00.000Z',
    problems: [
      {
        accountId: A1,
        accountName: 'Основной',
        dataset: 'orders',
        error: 'WB ответил 401',
        at: '2026-03-11T08:30:00.000Z',
      },
    ],
  },
  ownStock: { warehouses: 2, units: 1234, value: { value: '456789.50' } },
};
