/**
 * The dashboard's money figures against hand-computed ones, read by the service on a fixed
 * Moscow day: the payout of the periods realization reports cover, and the profit estimated from
 * reports, then sales, less the cost of goods (product_costs, currency_rates) and ad spend —
 * by size where sizes have cost versions of their own (test/fixtures/dashboard-sizes.ts).
 */
import { describe, expect, it } from 'vitest';
import { dashboardTestApp, TODAY } from '../../../test/fixtures/dashboard';

/** A known amount (no cost missing). */
const KNOWN = expect.stringMatching(/^-?\d+\.\d{2}$/);

const env = dashboardTestApp({ sales: true, sizeCosts: true });

describe('dashboard figures (service, on 11.03.2026 in Moscow)', () => {
  it('shows the payout of the last period the reports cover, never after it', async () => {
    const d = await env.read(env.companyA);
    expect(d.money!.reportsUntil).toBe('2026-03-08');
    const p = d.money!.periods;
    expect(p.today.payout).toEqual({
      current: { from: '2026-03-08', to: '2026-03-08' },
      previous: { from: '2026-03-07', to: '2026-03-07' },
      value: { value: '600.00' },
      previousValue: { value: '300.00' },
    });
    expect(p.last7Days.payout).toEqual({
      current: { from: '2026-03-02', to: '2026-03-08' },
      previous: { from: '2026-02-23', to: '2026-03-01' },
      value: { value: '1900.00' },
      previousValue: { value: '0.00' },
    });
    expect(p.last30Days.payout).toMatchObject({
      value: { value: '1900.00' },
      previousValue: { value: '50.00' },
    });
  });

  it('estimates profit: reports, then sales; less COGS at the sale day and ad spend', async () => {
    const p = (await env.read(env.companyA)).money!.periods;
    // Today: no report; forPay 1500 − 2 × 100 cost − 100 ad.
    expect(p.today.profit).toEqual({
      profit: { value: '1200.00' },
      reportPayout: '0.00',
      estimatedPayout: '1500.00',
      cogs: '200.00',
      adSpend: '100.00',
    });
    // 10.03: one sold and one returned (no COGS); the «Счёт» ad spend after the reports.
    expect(p.today.previousProfit).toMatchObject({
      profit: { value: '-50.00' },
      adSpend: '50.00',
      cogs: '0.00',
    });
    expect(p.yesterday.profit.profit).toEqual({ value: '-50.00' });
    expect(p.yesterday.previousProfit.profit).toEqual({ value: '0.00' });
    // The week: 102 sold on 05.03 before its first cost → no profit, and says so.
    expect(p.last7Days.period).toEqual({ from: '2026-03-05', to: TODAY });
    expect(p.last7Days.previousPeriod).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(p.last7Days.profit).toEqual({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      reportPayout: '900.00',
      estimatedPayout: '1500.00',
      cogs: '200.00',
      adSpend: '150.00',
    });
    expect(p.last7Days.previousProfit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      adSpend: '20.00',
    });
    expect(p.last30Days.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 5 }] },
    });
    // 5 × 10 CNY at 12.5 (the rate of 15.01, the latest on 01.02) = 625.
    expect(p.last30Days.previousProfit).toEqual({
      profit: { value: '-575.00' },
      reportPayout: '50.00',
      estimatedPayout: '0.00',
      cogs: '625.00',
      adSpend: '0.00',
    });
  });
});

describe('dashboard COGS by size (costs of sizes, company Г)', () => {
  it('costs each size at its own version, else the product’s, per Moscow day', async () => {
    const p = (await env.read(env.sizes.companyG)).money!.periods;
    // 11.03: 42 × 2 at 150, 43 at the product's 100, 44 at its own 200 (from 09.03); 502 as a
    // product at 30; 503's 37 at its own 70. Sales rows pay 1000 each, 502 200, 503 300.
    expect(p.today.profit).toEqual({
      profit: { value: '3800.00' },
      reportPayout: '0.00',
      estimatedPayout: '4500.00',
      cogs: '700.00',
      adSpend: '0.00',
    });
    // 10.03: a 42 returned (−150), a 43 sold (+100) — the product nets 0, the sizes −50; 503's 38
    // has no cost of its own and 503 none as a product: sold without a cost.
    expect(p.yesterday.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      estimatedPayout: '300.00',
      cogs: '-50.00',
    });
    // 07.03 a 44 known by its tech size, before its own cost (100); 06.03 an unknown size (100).
    expect(p.last7Days.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      cogs: '850.00',
    });
    // 04.03 at 23:59 in Moscow (20:59 UTC): a 43 at 100.
    expect(p.last7Days.previousProfit).toMatchObject({
      profit: { value: '900.00' },
      estimatedPayout: '1000.00',
      cogs: '100.00',
    });
    expect(p.last30Days.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      cogs: '950.00',
    });
  });

  it('keeps to the cabinet asked for', async () => {
    const shoes = (await env.read(env.sizes.companyG, env.sizes.g1)).money!.periods;
    expect(shoes.today.profit).toMatchObject({ profit: { value: KNOWN }, cogs: '630.00' });
    expect(shoes.yesterday.profit).toMatchObject({ profit: { value: '50.00' }, cogs: '-50.00' });
    const socks = (await env.read(env.sizes.companyG, env.sizes.g2)).money!.periods;
    expect(socks.today.profit).toMatchObject({ profit: { value: KNOWN }, cogs: '70.00' });
    expect(socks.yesterday.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      cogs: '0.00',
    });
  });

  it('never counts another company’s identical rows', async () => {
    const g = (await env.read(env.sizes.companyG)).money!.periods;
    const d = (await env.read(env.sizes.companyD)).money!.periods;
    expect(g.last30Days.profit).toMatchObject({
      profit: { value: null, missing: [{ kind: 'costsMissing', products: 1 }] },
      cogs: '950.00',
    });
    expect(d.last30Days.profit).toEqual(g.last30Days.profit);
    expect(d.today.profit).toEqual(g.today.profit);
  });

  it('has no payout for a cabinet without a report: everything is estimated', async () => {
    const d = await env.read(env.companyA, env.a2);
    expect(d.account).toBe(env.a2);
    expect(d.money!.reportsUntil).toBeNull();
    expect(d.money!.periods.today.payout).toBeNull();
  });
});
