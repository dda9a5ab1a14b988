import type { DashboardSameTime } from '@wb/shared/dashboard/dashboard.contract';
import { Dec, mskDate, toMoneyString } from '@wb/shared';
import { SAME_TIME_SQL, VERSION_SQL, type Queryable } from './dashboard.queries';
import type { SalesDayRow } from './dashboard.rollups';

const MSK_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Yesterday until the Moscow time of `now` (docs/domain.md#money-figures): what today so far is
 * compared with. Read from the order and sale rows, since the rollup is per day.
 */
export async function sameTimeYesterday(
  pool: Queryable,
  companyId: string,
  accountId: string | null,
  now: Date,
): Promise<DashboardSameTime> {
  const today = mskDate(now);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - MSK_OFFSET_MS - DAY_MS);
  const until = new Date(now.getTime() - DAY_MS);
  const { rows } = await pool.query<Omit<SalesDayRow, 'account_id' | 'day' | 'for_pay'>>(
    SAME_TIME_SQL,
    [companyId, accountId, since, until],
  );
  const r = rows[0]!;
  return {
    day: mskDate(until),
    until: new Date(now.getTime() + MSK_OFFSET_MS).toISOString().slice(11, 16),
    totals: {
      orders: String(r.orders),
      ordersSum: toMoneyString(r.orders_sum),
      cancelled: String(r.cancelled),
      buyouts: String(r.buyouts),
      buyoutsSum: toMoneyString(r.buyouts_sum),
      returns: String(r.returns),
      returnsSum: toMoneyString(r.returns_sum),
      revenue: toMoneyString(new Dec(r.buyouts_sum).minus(r.returns_sum)),
    },
  };
}

/**
 * The version of what the company's dashboard is computed from (VERSION_SQL), and whether the
 * cabinet asked for (null: all) is one of the company's.
 */
export async function dashboardVersion(
  pool: Queryable,
  companyId: string,
  accountId: string | null,
): Promise<{ version: string; known: boolean }> {
  const { rows } = await pool.query<{ version: string; known: boolean }>(VERSION_SQL, [
    companyId,
    accountId,
  ]);
  return rows[0]!;
}
