/**
 * The dashboard's stock-out risks against hand-computed ones (company В's stock_daily, wb_stocks
 * and sales_daily rows on a fixed Moscow day), and the figures reused until the data changes.
 */
import { describe, expect, it } from 'vitest';
import { versionedCache } from '../../lib/versioned-cache';
import type { DashboardData } from './dashboard.cache';
import { cost } from '../../../test/fixtures/dashboard-rows';
import { dashboardTestApp, NOW, OWNER, TODAY } from '../../../test/fixtures/dashboard';
import { getDashboard } from './dashboard.service';

const env = dashboardTestApp({ stockRisks: true });

describe('dashboard figures (service, on 11.03.2026 in Moscow)', () => {
  it('finds stock-out risks: cover below 7 days over the in-stock days', async () => {
    const d = await env.read(env.companyC);
    expect(d.stockRisks!.total).toBe(3);
    expect(d.stockRisks!.items).toEqual([
      {
        accountId: env.c1,
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
        accountId: env.c1,
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
        accountId: env.c1,
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
    const first = await getDashboard(env.ctx.database, OWNER, env.companyC, null, {
      now: NOW,
      cache,
    });
    const again = await getDashboard(env.ctx.database, OWNER, env.companyC, null, {
      now: NOW,
      cache,
    });
    expect(again.computedAt).toBe(first.computedAt);
    // A new cost version is a change: the figures are read again.
    await cost(env.ctx.database, env.companyC, env.c1, 305, '2026-01-01', '1');
    const fresh = await getDashboard(env.ctx.database, OWNER, env.companyC, null, {
      now: NOW,
      cache,
    });
    expect(fresh.computedAt).not.toBe(first.computedAt);
  });
});
