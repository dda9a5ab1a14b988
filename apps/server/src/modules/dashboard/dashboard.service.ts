/**
 * The dashboard (/): figures of the rollups for the KPI periods, the orders chart, top and
 * bottom products and stock-out risks (dashboard.rollups.ts), with token expiry and sync
 * problems (dashboard.alerts.ts) — computed once per change of the company's data (or a minute)
 * and reused (dashboard.cache.ts). Each block goes only to callers whose role grants its
 * permission (DASHBOARD_BLOCK_PERMISSIONS).
 * The definitions of every figure are in packages/shared/src/dashboard/dashboard.contract.ts.
 */
import {
  DASHBOARD_BLOCK_PERMISSIONS,
  type Dashboard,
  type DashboardBlock,
  type DashboardOwnStock,
} from '@wb/shared/dashboard/dashboard.contract';
import { known } from '@wb/shared/money/figures';
import { hasPermission, mskDate, type Principal } from '@wb/shared';
import type { Database } from '../../db/client';
import { companySync } from '../sync/sync.status';
import { ownStockValue, ownWarehouseCount } from '../warehouse/own-stock';
import { syncOfAccount, tokenAlerts } from './dashboard.alerts';
import { dashboardCache, type DashboardCache, type DashboardData } from './dashboard.cache';
import { accountNotFound } from './dashboard.errors';
import { dashboardVersion, sameTimeYesterday } from './dashboard.repository';
import { computeRollupFigures } from './dashboard.rollups';

/** The rollup figures, the token alerts and the sync status of the company (or one cabinet). */
export async function computeDashboard(
  database: Database,
  companyId: string,
  accountId: string | null,
  today: string,
  now: Date,
): Promise<DashboardData> {
  const [figures, tokens, sync, ownStock] = await Promise.all([
    computeRollupFigures(database.pool, companyId, accountId, today),
    tokenAlerts(database.pool, companyId, accountId, now),
    companySync(database.db, companyId),
    ownStockFigures(database, companyId, accountId),
  ]);
  return {
    ...figures,
    tokens,
    sync: accountId === null ? sync : syncOfAccount(sync, accountId),
    ownStock,
  };
}

/** The own stock's units and value at FIFO cost (the warehouse module's ledger). */
async function ownStockFigures(
  database: Database,
  companyId: string,
  accountId: string | null,
): Promise<DashboardOwnStock> {
  const [warehouses, stock] = await Promise.all([
    ownWarehouseCount(database.db, companyId),
    ownStockValue(database.db, companyId, accountId),
  ]);
  // Every layer of the ledger has a unit cost (a receipt needs one; a return or a count's
  // surplus without one is refused, docs/domain.md#own-warehouse), so the value is known.
  return { warehouses, units: stock.units, value: known(stock.value) };
}

/**
 * The dashboard for the caller, from the cache (recomputed when the company's data, cost
 * prices, cabinets, tokens or own stock changed, or after a minute; `computedAt` says when it was read):
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
  const state = await dashboardVersion(database.pool, companyId, accountId);
  if (!state.known) throw accountNotFound();
  const [d, sameTime] = await Promise.all([
    cache.get(`${companyId}|${accountId ?? '*'}|${today}`, state.version, () =>
      computeDashboard(database, companyId, accountId, today, now),
    ),
    // Not cached: it moves with the clock, and is two index ranges of one day.
    may('sales') ? sameTimeYesterday(database.pool, companyId, accountId, now) : undefined,
  ]);
  return {
    today: d.today,
    computedAt: d.computedAt,
    accounts: d.accounts,
    account: accountId,
    ...(may('money') ? { money: d.money } : {}),
    ...(sameTime ? { sameTime } : {}),
    ...(may('stockRisks') ? { stockRisks: d.stockRisks } : {}),
    ...(may('tokens') ? { tokens: d.tokens } : {}),
    ...(may('sync') ? { sync: d.sync } : {}),
    ...(may('ownStock') ? { ownStock: d.ownStock } : {}),
  };
}
