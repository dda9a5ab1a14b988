/**
 * The dashboard's money figures against hand-computed ones, read by the service on a fixed
 * Moscow day: the payout of the periods realization reports cover, and the profit estimated from
 * reports, then sales, less the cost of goods (product_costs, currency_rates) and ad spend.
 */
import { describe, expect, it } from 'vitest';
import { dashboardTestApp, TODAY } from './dashboard.fixtures';

const env = dashboardTestApp({ sales: true });

describe('dashboard figures (service, on 11.03.2026 in Moscow)', () => {
  it('shows the payout of the last period the reports cover, never after it', async () => {
    const d = await env.read(env.companyA);
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
    const p = (await env.read(env.companyA)).money!.periods;
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
});
