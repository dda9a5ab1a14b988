/**
 * The dashboard's sales figures against hand-computed ones, read by the service on a fixed
 * Moscow day from company А's sales_daily rows: the KPI periods with the previous ones, the
 * orders chart, top and bottom products, the cabinet filter and the turn of the day.
 */
import { describe, expect, it } from 'vitest';
import { dashboardTestApp, figures, TODAY } from './dashboard.fixtures';

const env = dashboardTestApp({ sales: true });

describe('dashboard figures (service, on 11.03.2026 in Moscow)', () => {
  it('sums orders, buyouts, returns and revenue per period and the previous one of its length', async () => {
    const d = await env.read(env.companyA);
    expect(d.today).toBe(TODAY);
    expect(figures(d, 'today')).toEqual({
      current: { from: TODAY, to: TODAY },
      previous: { from: '2026-03-10', to: '2026-03-10' },
      now: {
        orders: 13,
        ordersSum: '13000.00',
        cancelled: 0,
        buyouts: 2,
        buyoutsSum: '2000.00',
        returns: 0,
        returnsSum: '0.00',
        revenue: '2000.00',
      },
      before: {
        orders: 1,
        ordersSum: '1000.00',
        cancelled: 1,
        buyouts: 1,
        buyoutsSum: '1000.00',
        returns: 1,
        returnsSum: '1000.00',
        revenue: '0.00',
      },
    });
    expect(figures(d, 'yesterday').current).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(figures(d, 'yesterday').before.orders).toBe(0);
    const week = figures(d, 'last7Days');
    expect(week.current).toEqual({ from: '2026-03-05', to: TODAY });
    expect(week.previous).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(week.now).toMatchObject({
      orders: 16,
      ordersSum: '14500.00',
      buyouts: 5,
      revenue: '2500.00',
    });
    expect(week.before).toMatchObject({
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
      revenue: '250.00',
    });
    const month = figures(d, 'last30Days');
    expect(month.current).toEqual({ from: '2026-02-10', to: TODAY });
    expect(month.previous).toEqual({ from: '2026-01-11', to: '2026-02-09' });
    expect(month.now).toMatchObject({
      orders: 24,
      ordersSum: '15600.00',
      buyouts: 10,
      buyoutsSum: '3850.00',
      returns: 1,
      returnsSum: '1000.00',
      revenue: '2850.00',
    });
    expect(month.before).toMatchObject({ orders: 5, ordersSum: '5000.00', revenue: '5000.00' });
  });

  it('draws 30 days of orders, zeros included', async () => {
    const d = await env.read(env.companyA);
    const chart = d.sales!.chart;
    expect(chart).toHaveLength(30);
    expect(chart[0]).toEqual({ day: '2026-02-10', orders: 0, ordersSum: '0.00', buyouts: 0 });
    expect(chart.at(-1)).toEqual({ day: TODAY, orders: 13, ordersSum: '13000.00', buyouts: 2 });
    expect(chart.find((c) => c.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      orders: 4,
      ordersSum: '1000.00',
      buyouts: 1,
    });
  });

  it('lists the top and bottom products of the 30 days by revenue', async () => {
    const d = await env.read(env.companyA);
    expect(d.sales!.productsPeriod).toEqual({ from: '2026-02-10', to: TODAY });
    expect(d.sales!.top.map((p) => [p.nmId, p.revenue, p.orders])).toEqual([
      [101, '2000.00', 4],
      [102, '750.00', 6],
      [107, '40.00', 1],
      [106, '30.00', 1],
      [105, '20.00', 1],
    ]);
    expect(d.sales!.top[0]).toMatchObject({
      accountId: env.a1,
      title: 'Платье',
      vendorCode: 'ART-101',
      photo: 'https://p/101.webp',
      buyouts: 3,
      returns: 1,
    });
    // Not in the top; the lowest first. 201 has no product card.
    expect(d.sales!.bottom.map((p) => [p.nmId, p.revenue, p.title])).toEqual([
      [201, '0.00', null],
      [104, '10.00', 'Носки 1'],
    ]);
  });

  it('limits every figure to one cabinet on request', async () => {
    const d = await env.read(env.companyA, env.a2);
    expect(d.account).toBe(env.a2);
    expect(figures(d, 'today').now).toMatchObject({
      orders: 10,
      ordersSum: '10000.00',
      buyouts: 0,
    });
    expect(d.sales!.top.map((p) => p.nmId)).toEqual([201]);
    // The second cabinet has no report: no payout, all estimated.
    expect(d.money!.reportsUntil).toBeNull();
    expect(d.money!.periods.today.payout).toBeNull();
  });

  it('turns the day at midnight in Moscow', async () => {
    const before = await env.read(env.companyA, null, new Date('2026-03-10T20:59:59Z'));
    expect(before.today).toBe('2026-03-10');
    expect(figures(before, 'today').now.orders).toBe(1);
    expect(before.sales!.chart.at(-1)!.day).toBe('2026-03-10');
    const after = await env.read(env.companyA, null, new Date('2026-03-10T21:00:00Z'));
    expect(after.today).toBe(TODAY);
    expect(figures(after, 'today').now.orders).toBe(13);
    expect(figures(after, 'yesterday').now.orders).toBe(1);
  });
});
