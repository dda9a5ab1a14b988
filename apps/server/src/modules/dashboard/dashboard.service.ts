/**
 * The dashboard (/): figures of the rollups for the KPI periods, the orders chart, top and
 * bottom products and stock-out risks, with token expiry and sync problems — computed once per
 * change of the company's data (or a minute) and reused (dashboard.cache.ts). Each block goes
 * only to callers whose role grants its permission (DASHBOARD_BLOCK_PERMISSIONS).
 * The definitions of every figure are in packages/shared/src/dashboard/dashboard.contract.ts.
 */
import {
  DASHBOARD_BLOCK_PERMISSIONS,
  DASHBOARD_CHART_DAYS,
  DASHBOARD_PERIODS,
  DASHBOARD_TOP_SIZE,
  type Dashboard,
  type DashboardBlock,
  type DashboardMoney,
  type DashboardPeriod,
  type DashboardProduct,
  type DashboardRange,
  type DashboardSales,
  type ProfitFigures,
  type SalesFigures,
  type StockRisk,
  type TokenAlert,
} from '@wb/shared/dashboard/dashboard.contract';
import {
  Dec,
  hasPermission,
  mskDate,
  toMoneyString,
  type CompanySync,
  type Principal,
  type WbCategoryKey,
} from '@wb/shared';
import { notFound } from '../../lib/errors';
import type { Database } from '../../db/client';
import { companySync } from '../sync/sync.status';
import { daysLeft, tokenStatus, type TokenFacts } from '../wb-tokens/token-status';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache';
import {
  ACCOUNTS_SQL,
  COGS_SQL,
  MONEY_BY_DAY_SQL,
  PRODUCTS_SQL,
  SALES_BY_DAY_SQL,
  STOCK_RISKS_SQL,
  TOKENS_SQL,
  VERSION_SQL,
  type Queryable,
} from './dashboard.queries';

/** Rows of the stock-out list. */
const STOCK_RISKS_SHOWN = 20;

/** `YYYY-MM-DD` + n days (calendar dates, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const LENGTH: Record<DashboardPeriod, number> = {
  today: 1,
  yesterday: 1,
  last7Days: 7,
  last30Days: 30,
};

/** The period ending `end` of `length` days, and the one of the same length before it. */
function rangesEnding(
  end: string,
  length: number,
): { current: DashboardRange; previous: DashboardRange } {
  const from = addDays(end, 1 - length);
  return {
    current: { from, to: end },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}

/** The KPI periods on `today` (yesterday ends the day before), each with the previous one. */
export function periodsOn(today: string) {
  return Object.fromEntries(
    DASHBOARD_PERIODS.map((p) => [
      p,
      rangesEnding(p === 'yesterday' ? addDays(today, -1) : today, LENGTH[p]),
    ]),
  ) as Record<DashboardPeriod, ReturnType<typeof rangesEnding>>;
}

const within = (day: string, r: DashboardRange) => day >= r.from && day <= r.to;
const dec = (v: string | null | undefined) => new Dec(v ?? 0);
const sumOver = <T>(
  rows: readonly T[],
  r: DashboardRange,
  day: (t: T) => string,
  v: (t: T) => string | null,
) => rows.reduce((acc, t) => (within(day(t), r) ? acc.plus(dec(v(t))) : acc), new Dec(0));

interface SalesDayRow {
  account_id: string;
  day: string;
  orders: number;
  orders_sum: string;
  cancelled: number;
  buyouts: number;
  buyouts_sum: string;
  returns: number;
  returns_sum: string;
  for_pay: string;
}

function salesFigures(rows: readonly SalesDayRow[], r: DashboardRange): SalesFigures {
  const f = { orders: 0, cancelled: 0, buyouts: 0, returns: 0 };
  let ordersSum = new Dec(0);
  let buyoutsSum = new Dec(0);
  let returnsSum = new Dec(0);
  for (const row of rows) {
    if (!within(row.day, r)) continue;
    f.orders += row.orders;
    f.cancelled += row.cancelled;
    f.buyouts += row.buyouts;
    f.returns += row.returns;
    ordersSum = ordersSum.plus(dec(row.orders_sum));
    buyoutsSum = buyoutsSum.plus(dec(row.buyouts_sum));
    returnsSum = returnsSum.plus(dec(row.returns_sum));
  }
  return {
    ...f,
    ordersSum: toMoneyString(ordersSum),
    buyoutsSum: toMoneyString(buyoutsSum),
    returnsSum: toMoneyString(returnsSum),
    revenue: toMoneyString(buyoutsSum.minus(returnsSum)),
  };
}

/** The figures of the rollups, before permissions (cached). */
export interface RollupFigures {
  today: string;
  computedAt: string;
  accounts: { id: string; name: string }[];
  sales: DashboardSales;
  money: DashboardMoney;
  stockRisks: { items: StockRisk[]; total: number };
}

/**
 * Reads every rollup block for `today` (a Moscow date): six statements, five of them in
 * parallel. `accountId` limits the figures to one cabinet of the company (checked by the caller).
 */
export async function computeRollupFigures(
  db: Queryable,
  companyId: string,
  accountId: string | null,
  today: string,
): Promise<RollupFigures> {
  const periods = periodsOn(today);
  const salesFrom = addDays(today, 1 - 2 * LENGTH.last30Days);
  const chartFrom = addDays(today, 1 - DASHBOARD_CHART_DAYS);
  const windows = DASHBOARD_PERIODS.flatMap((p) => [
    { key: `${p}:current`, ...periods[p].current },
    { key: `${p}:previous`, ...periods[p].previous },
  ]);
  const [accounts, sales, cogs, products, risks] = await Promise.all([
    db.query<{ id: string; name: string; reports_until: string | null }>(ACCOUNTS_SQL, [companyId]),
    db.query<SalesDayRow>(SALES_BY_DAY_SQL, [companyId, accountId, salesFrom, today]),
    db.query<{ kind: 'day' | 'window'; key: string; cogs: string | null; missing: number | null }>(
      COGS_SQL,
      [
        companyId,
        accountId,
        salesFrom,
        today,
        windows.map((w) => w.key),
        windows.map((w) => w.from),
        windows.map((w) => w.to),
      ],
    ),
    db.query<{
      list: 'top' | 'bottom';
      account_id: string;
      nm_id: number;
      orders: number;
      buyouts: number;
      returns: number;
      revenue: string;
      title: string | null;
      vendor_code: string | null;
      photo: string | null;
    }>(PRODUCTS_SQL, [companyId, accountId, chartFrom, today, DASHBOARD_TOP_SIZE]),
    db.query<{
      account_id: string;
      nm_id: number;
      available: number;
      in_stock_days: number;
      daily_buyouts: number;
      days_of_cover: number;
      stock_out_date: string;
      total: number;
      title: string | null;
      vendor_code: string | null;
    }>(STOCK_RISKS_SQL, [companyId, accountId, today, STOCK_RISKS_SHOWN]),
  ]);

  // Money: the reports' payout up to the day each cabinet's reports cover, estimates after.
  const scope = accounts.rows.filter((a) => accountId === null || a.id === accountId);
  const covered = scope.flatMap((a) => (a.reports_until ? [a.reports_until] : []));
  const reportsUntil = covered.length ? covered.reduce((a, b) => (a < b ? a : b)) : null;
  const payoutFrom = reportsUntil && addDays(reportsUntil, 1 - 2 * LENGTH.last30Days);
  const moneyFrom = payoutFrom && payoutFrom < salesFrom ? payoutFrom : salesFrom;
  const money = await db.query<{ day: string; payout: string | null; ad_spend: string | null }>(
    MONEY_BY_DAY_SQL,
    [companyId, moneyFrom, today, scope.map((a) => a.id), scope.map((a) => a.reports_until)],
  );
  const untilOf = new Map(scope.map((a) => [a.id, a.reports_until]));
  const estimated = sales.rows.filter((r) => {
    const until = untilOf.get(r.account_id);
    return !until || r.day > until;
  });
  const cogsDays = cogs.rows.filter((r) => r.kind === 'day');
  const missing = new Map(
    cogs.rows.filter((r) => r.kind === 'window').map((r) => [r.key, r.missing ?? 0]),
  );
  const profitOf = (r: DashboardRange, key: string): ProfitFigures => {
    const reportPayout = sumOver(
      money.rows,
      r,
      (x) => x.day,
      (x) => x.payout,
    );
    const estimatedPayout = sumOver(
      estimated,
      r,
      (x) => x.day,
      (x) => x.for_pay,
    );
    const cogsSum = sumOver(
      cogsDays,
      r,
      (x) => x.key,
      (x) => x.cogs,
    );
    const adSpend = sumOver(
      money.rows,
      r,
      (x) => x.day,
      (x) => x.ad_spend,
    );
    const missingCosts = missing.get(key) ?? 0;
    const profit: Dec = reportPayout.plus(estimatedPayout).minus(cogsSum).minus(adSpend);
    return {
      profit: missingCosts > 0 ? null : toMoneyString(profit),
      reportPayout: toMoneyString(reportPayout),
      estimatedPayout: toMoneyString(estimatedPayout),
      cogs: toMoneyString(cogsSum),
      adSpend: toMoneyString(adSpend),
      missingCosts,
    };
  };
  const moneyPeriods = Object.fromEntries(
    DASHBOARD_PERIODS.map((p) => {
      const paid = reportsUntil ? rangesEnding(reportsUntil, LENGTH[p]) : null;
      const payoutOver = (r: DashboardRange) =>
        toMoneyString(
          sumOver(
            money.rows,
            r,
            (x) => x.day,
            (x) => x.payout,
          ),
        );
      return [
        p,
        {
          payout: paid && {
            ...paid,
            value: payoutOver(paid.current),
            previousValue: payoutOver(paid.previous),
          },
          period: periods[p].current,
          previousPeriod: periods[p].previous,
          profit: profitOf(periods[p].current, `${p}:current`),
          previousProfit: profitOf(periods[p].previous, `${p}:previous`),
        },
      ];
    }),
  ) as DashboardMoney['periods'];

  const byDay = new Map<string, { orders: number; ordersSum: Dec; buyouts: number }>();
  for (const row of sales.rows) {
    const d = byDay.get(row.day) ?? { orders: 0, ordersSum: new Dec(0), buyouts: 0 };
    d.orders += row.orders;
    d.ordersSum = d.ordersSum.plus(dec(row.orders_sum));
    d.buyouts += row.buyouts;
    byDay.set(row.day, d);
  }
  const chart = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
    const day = addDays(chartFrom, i);
    const d = byDay.get(day);
    return {
      day,
      orders: d?.orders ?? 0,
      ordersSum: toMoneyString(d?.ordersSum ?? 0),
      buyouts: d?.buyouts ?? 0,
    };
  });
  const product = (r: (typeof products.rows)[number]): DashboardProduct => ({
    accountId: r.account_id,
    nmId: r.nm_id,
    title: r.title,
    vendorCode: r.vendor_code,
    photo: r.photo,
    orders: r.orders,
    buyouts: r.buyouts,
    returns: r.returns,
    revenue: toMoneyString(r.revenue),
  });

  return {
    today,
    computedAt: new Date().toISOString(),
    accounts: accounts.rows.map((a) => ({ id: a.id, name: a.name })),
    sales: {
      periods: Object.fromEntries(
        DASHBOARD_PERIODS.map((p) => [
          p,
          {
            ...periods[p],
            figures: salesFigures(sales.rows, periods[p].current),
            previousFigures: salesFigures(sales.rows, periods[p].previous),
          },
        ]),
      ) as DashboardSales['periods'],
      chart,
      productsPeriod: { from: chartFrom, to: today },
      top: products.rows.filter((r) => r.list === 'top').map(product),
      bottom: products.rows.filter((r) => r.list === 'bottom').map(product),
    },
    money: { reportsUntil, periods: moneyPeriods },
    stockRisks: {
      total: risks.rows[0]?.total ?? 0,
      items: risks.rows.map((r) => ({
        accountId: r.account_id,
        nmId: r.nm_id,
        title: r.title,
        vendorCode: r.vendor_code,
        available: r.available,
        dailyBuyouts: r.daily_buyouts,
        inStockDays: r.in_stock_days,
        daysOfCover: r.days_of_cover,
        stockOutDate: r.stock_out_date,
      })),
    },
  };
}

/** Tokens that need attention: refused by WB, expired, or expiring within 14 days. */
export async function tokenAlerts(
  db: Queryable,
  companyId: string,
  accountId: string | null,
  now: Date,
): Promise<TokenAlert[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    account_id: string;
    account_name: string;
    categories: WbCategoryKey[];
    expires_at: Date;
    rejected: boolean;
  }>(TOKENS_SQL, [companyId, accountId]);
  const facts = (r: (typeof rows)[number]): TokenFacts => ({
    id: r.id,
    categories: r.categories,
    expiresAt: r.expires_at,
    rejected: r.rejected,
  });
  return rows.flatMap((r) => {
    const siblings = rows.filter((s) => s.account_id === r.account_id).map(facts);
    const status = tokenStatus(facts(r), siblings, now);
    if (status !== 'invalid' && status !== 'expired' && status !== 'expiring') return [];
    return [
      {
        id: r.id,
        name: r.name,
        accountId: r.account_id,
        accountName: r.account_name,
        status,
        expiresAt: r.expires_at.toISOString(),
        daysLeft: daysLeft(r.expires_at, now),
      },
    ];
  });
}

/** The company's sync status limited to one cabinet's problems. */
function syncOfAccount(sync: CompanySync, accountId: string): CompanySync {
  const problems = sync.problems.filter((p) => p.accountId === accountId);
  const health = problems.length > 0 ? 'problem' : sync.health === 'problem' ? 'ok' : sync.health;
  return { ...sync, health, problems };
}

/** Everything the dashboard shows, before permissions: what the cache keeps. */
export interface DashboardData extends RollupFigures {
  tokens: TokenAlert[];
  sync: CompanySync;
}

/** The rollup figures, the token alerts and the sync status of the company (or one cabinet). */
export async function computeDashboard(
  database: Database,
  companyId: string,
  accountId: string | null,
  today: string,
  now: Date,
): Promise<DashboardData> {
  const [figures, tokens, sync] = await Promise.all([
    computeRollupFigures(database.pool, companyId, accountId, today),
    tokenAlerts(database.pool, companyId, accountId, now),
    companySync(database.db, companyId),
  ]);
  return { ...figures, tokens, sync: accountId === null ? sync : syncOfAccount(sync, accountId) };
}

export type DashboardCache = VersionedCache<DashboardData>;

/**
 * One cache per process (each server instance keeps its own): figures for a minute while the
 * data holds; while new ones are computed, requests wait a quarter of a second at most, then
 * get the previous ones (never older than five minutes).
 */
export const dashboardCache: DashboardCache = versionedCache<DashboardData>({
  maxAgeMs: 60_000,
  staleMs: 300_000,
  graceMs: 250,
  maxEntries: 500,
});

/**
 * The dashboard for the caller, from the cache (recomputed when the company's data, cost
 * prices, cabinets or tokens changed, or after a minute; `computedAt` says when it was read):
 * one small statement per request. Blocks the caller may not see are left out.
 */
export async function getDashboard(
  database: Database,
  principal: Principal,
  companyId: string,
  accountId: string | null,
  options: { now?: Date; cache?: DashboardCache } = {},
): Promise<Dashboard> {
  const now = options.now ?? new Date();
  const cache = options.cache ?? dashboardCache;
  const today = mskDate(now);
  const may = (block: DashboardBlock) =>
    hasPermission(principal, DASHBOARD_BLOCK_PERMISSIONS[block]);
  const {
    rows: [state],
  } = await database.pool.query<{ version: string; known: boolean }>(VERSION_SQL, [
    companyId,
    accountId,
  ]);
  if (!state!.known) throw notFound('Кабинет WB не найден');
  const d = await cache.get(`${companyId}|${accountId ?? '*'}|${today}`, state!.version, () =>
    computeDashboard(database, companyId, accountId, today, now),
  );
  return {
    today: d.today,
    computedAt: d.computedAt,
    accounts: d.accounts,
    account: accountId,
    ...(may('sales') ? { sales: d.sales } : {}),
    ...(may('money') ? { money: d.money } : {}),
    ...(may('stockRisks') ? { stockRisks: d.stockRisks } : {}),
    ...(may('tokens') ? { tokens: d.tokens } : {}),
    ...(may('sync') ? { sync: d.sync } : {}),
  };
}
