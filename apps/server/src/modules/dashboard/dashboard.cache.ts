/**
 * The dashboard's cache: everything the dashboard shows before permissions, kept per company,
 * cabinet filter and day until the company's data changes (or a minute passes).
 */
import type { DashboardOwnStock, TokenAlert } from '@wb/shared/dashboard/dashboard.contract';
import type { CompanySync } from '@wb/shared';
import { versionedCache, type VersionedCache } from '../../lib/versioned-cache';
import type { RollupFigures } from './dashboard.rollups';

/** Everything the dashboard shows, before permissions: what the cache keeps. */
export interface DashboardData extends RollupFigures {
  tokens: TokenAlert[];
  sync: CompanySync;
  ownStock: DashboardOwnStock;
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
