/**
 * The figures of the dashboard's rollups (sales_daily, finance_daily, stock_daily, wb_stocks and
 * the small tables combined with them) for the KPI periods: sales and money per period with the
 * previous one, the orders chart, top and bottom products and stock-out risks.
 * The definitions of every figure are in packages/shared/src/dashboard/dashboard.contract.ts.
 */
import {
  DASHBOARD_PERIODS,
  type DashboardMoney,
  type DashboardRange,
  type ProfitFigures,
  type StockRisk,
} from '@wb/shared/dashboard/dashboard.contract';
import { Dec, toMoneyString } from '@wb/shared';
import { known, missing, type Figure, type MissingReason } from '@wb/shared/money/figures';
import {
  ACCOUNTS_SQL,
  COGS_SQL,
  MONEY_BY_DAY_SQL,
  SALES_BY_DAY_SQL,
  SIZE_COGS_SQL,
  STOCK_RISKS_SQL,
  type Queryable,
} from './dashboard.queries';
import { addDays, PERIOD_LENGTH, periodsOn, rangesEnding } from './dashboard.periods';

/** Rows of the stock-out list. */
const STOCK_RISKS_SHOWN = 20;

const within = (day: string, r: DashboardRange) => day >= r.from && day <= r.to;
const dec = (v: string | null | undefined) => new Dec(v ?? 0);
const sumOver = <T>(
  rows: readonly T[],
  r: DashboardRange,
  day: (t: T) => string,
  v: (t: T) => string | null,
) => rows.reduce((acc, t) => (within(day(t), r) ? acc.plus(dec(v(t))) : acc), new Dec(0));

/** A day of sales_daily per cabinet (SAME_TIME_SQL gives the same figures without the keys). */
export interface SalesDayRow {
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

interface CogsRow {
  kind: 'day' | 'window';
  key: string;
  cogs: string | null;
  missing: number | null;
}

/**
 * COGS per day and the products sold without a cost per window: the rows of the products costed
 * by size (SIZE_COGS_SQL) and of all the others (COGS_SQL) — disjoint products, so a day's COGS
 * and a window's count are the sums of the two.
 */
async function cogsOf(db: Queryable, params: unknown[]): Promise<CogsRow[]> {
  const [products, sizes] = await Promise.all([
    db.query<CogsRow>(COGS_SQL, params),
    db.query<CogsRow>(SIZE_COGS_SQL, params),
  ]);
  return [...products.rows, ...sizes.rows];
}

/** The figures of the rollups, before permissions (cached). */
export interface RollupFigures {
  today: string;
  computedAt: string;
  accounts: { id: string; name: string }[];
  money: DashboardMoney;
  stockRisks: { items: StockRisk[]; total: number };
}

/**
 * Reads every rollup block for `today` (a Moscow date): seven statements, six of them in
 * parallel. `accountId` limits the figures to one cabinet of the company (checked by the caller).
 */
export async function computeRollupFigures(
  db: Queryable,
  companyId: string,
  accountId: string | null,
  today: string,
): Promise<RollupFigures> {
  const periods = periodsOn(today);
  const salesFrom = addDays(today, 1 - 2 * PERIOD_LENGTH.last30Days);
  const windows = DASHBOARD_PERIODS.flatMap((p) => [
    { key: `${p}:current`, ...periods[p].current },
    { key: `${p}:previous`, ...periods[p].previous },
  ]);
  const [accounts, sales, cogs, risks] = await Promise.all([
    db.query<{ id: string; name: string; reports_until: string | null; pending: DashboardRange[] }>(
      ACCOUNTS_SQL,
      [companyId],
    ),
    db.query<SalesDayRow>(SALES_BY_DAY_SQL, [companyId, accountId, salesFrom, today]),
    cogsOf(db, [
      companyId,
      accountId,
      salesFrom,
      today,
      windows.map((w) => w.key),
      windows.map((w) => w.from),
      windows.map((w) => w.to),
    ]),
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
  const payoutFrom = reportsUntil && addDays(reportsUntil, 1 - 2 * PERIOD_LENGTH.last30Days);
  const moneyFrom = payoutFrom && payoutFrom < salesFrom ? payoutFrom : salesFrom;
  const money = await db.query<{ day: string; payout: string | null; ad_spend: string | null }>(
    MONEY_BY_DAY_SQL,
    [companyId, moneyFrom, today, scope.map((a) => a.id), scope.map((a) => a.reports_until)],
  );
  const untilOf = new Map(scope.map((a) => [a.id, a.reports_until]));
  const pendingOf = new Map(scope.map((a) => [a.id, a.pending]));
  // Days of a report whose rows are not loaded yet have no payout: estimated from sales instead.
  const estimated = sales.rows.filter((r) => {
    const until = untilOf.get(r.account_id);
    return !until || r.day > until || pendingOf.get(r.account_id)!.some((p) => within(r.day, p));
  });
  /** The reports not loaded yet that overlap a period: why its payout is missing. */
  const notLoaded = (r: DashboardRange): MissingReason[] =>
    scope
      .flatMap((a) => a.pending)
      .filter((p) => p.from <= r.to && p.to >= r.from)
      .map((p) => ({ kind: 'reportNotLoaded', from: p.from, to: p.to }));
  const cogsDays = cogs.filter((r) => r.kind === 'day');
  const missingOf = new Map<string, number>();
  for (const r of cogs) {
    if (r.kind === 'window') missingOf.set(r.key, (missingOf.get(r.key) ?? 0) + (r.missing ?? 0));
  }
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
    const missingCosts = missingOf.get(key) ?? 0;
    const profit: Dec = reportPayout.plus(estimatedPayout).minus(cogsSum).minus(adSpend);
    return {
      profit:
        missingCosts > 0
          ? missing({ kind: 'costsMissing', products: missingCosts })
          : known(toMoneyString(profit)),
      reportPayout: toMoneyString(reportPayout),
      estimatedPayout: toMoneyString(estimatedPayout),
      cogs: toMoneyString(cogsSum),
      adSpend: toMoneyString(adSpend),
    };
  };
  const moneyPeriods = Object.fromEntries(
    DASHBOARD_PERIODS.map((p) => {
      const paid = reportsUntil ? rangesEnding(reportsUntil, PERIOD_LENGTH[p]) : null;
      const payoutOver = (r: DashboardRange): Figure => {
        const reasons = notLoaded(r);
        if (reasons.length > 0) return missing(...reasons);
        return known(
          toMoneyString(
            sumOver(
              money.rows,
              r,
              (x) => x.day,
              (x) => x.payout,
            ),
          ),
        );
      };
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

  return {
    today,
    computedAt: new Date().toISOString(),
    accounts: accounts.rows.map((a) => ({ id: a.id, name: a.name })),
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
