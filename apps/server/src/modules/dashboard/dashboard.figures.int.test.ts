/**
 * The dashboard's figures as docs/domain.md#money-figures defines them (issue 17): a payout whose
 * WB report our sync has not loaded yet is missing with that report's period (never 0,00 ₽ and
 * −100 %), and today so far is compared with yesterday until the same Moscow time.
 */
import { describe, expect, it } from 'vitest';
import { dashboardTestApp } from '../../../test/fixtures/dashboard';
import { finance } from '../../../test/fixtures/dashboard-rows';

const env = dashboardTestApp({});
/** 10:00 in Moscow on 11.03.2026. */
const MORNING = new Date('2026-03-11T07:00:00Z');

describe('dashboard payout of a week whose report is not loaded', () => {
  it('is missing with the report period, and is not compared', async () => {
    const { companyC, c1 } = env;
    const q = (sql: string, params: unknown[]) => env.ctx.database.pool.query(sql, params);
    // 23.02–01.03 loaded; 02.03–08.03 listed, its rows only partly in (a sync under way).
    await q(
      `INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw, rows_loaded)
       VALUES ($1, $2, 31, '2026-02-23', '2026-03-01', '{}', true),
              ($1, $2, 32, '2026-03-02', '2026-03-08', '{}', false)`,
      [companyC, c1],
    );
    await finance(env.ctx.database, companyC, c1, '2026-02-25', null, '400');
    await finance(env.ctx.database, companyC, c1, '2026-03-03', null, '55');
    const d = await env.read(companyC, null, MORNING);
    expect(d.money!.reportsUntil).toBe('2026-03-08');
    const week = d.money!.periods.last7Days.payout!;
    expect(week.current).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(week.value).toEqual({
      value: null,
      missing: [{ kind: 'reportNotLoaded', from: '2026-03-02', to: '2026-03-08' }],
    });
    expect(week.previousValue).toEqual({ value: '400.00' });
    // The last 30 days overlap the week not loaded too: missing, not a partial 455.
    expect(d.money!.periods.last30Days.payout!.value.value).toBeNull();
  });
});

describe('today against yesterday until the same time', () => {
  it('counts yesterday’s orders and sales only until the Moscow time it is now', async () => {
    const { companyC, c1, companyB, b1 } = env;
    const q = (sql: string, params: unknown[]) => env.ctx.database.pool.query(sql, params);
    const order = (
      company: string,
      account: string,
      srid: string,
      at: string,
      price: string,
      cancel = false,
    ) =>
      q(
        `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
           price_with_disc, finished_price, is_cancel, raw)
         VALUES ($1, $2, $3, $4, $4, 501, $5, $5::numeric * 0.8, $6, '{}')`,
        [company, account, srid, at, price, cancel],
      );
    // Yesterday (10.03) 08:00, 09:59 (cancelled) — before 10:00; 10:01 and 18:00 — after.
    await order(companyC, c1, 'y1', '2026-03-10T05:00:00Z', '1000');
    await order(companyC, c1, 'y2', '2026-03-10T06:59:00Z', '500', true);
    await order(companyC, c1, 'y3', '2026-03-10T07:01:00Z', '700');
    await order(companyC, c1, 'y4', '2026-03-10T15:00:00Z', '900');
    await order(companyC, c1, 't1', '2026-03-11T06:00:00Z', '300');
    await order(companyB, b1, 'other', '2026-03-10T05:00:00Z', '99999');
    const sale = (srid: string, saleId: string, at: string, price: string) =>
      q(
        `INSERT INTO wb_sales (company_id, account_id, srid, date, last_change_date, nm_id,
           sale_id, for_pay, price_with_disc, raw)
         VALUES ($1, $2, $3, $4, $4, 501, $5, $6, $6, '{}')`,
        [companyC, c1, srid, at, saleId, price],
      );
    await sale('y0', 'S1', '2026-03-10T04:00:00Z', '800');
    await sale('y9', 'R1', '2026-03-10T06:30:00Z', '-200');
    await sale('y8', 'S2', '2026-03-10T12:00:00Z', '600');
    const d = await env.read(companyC, null, MORNING);
    expect(d.sameTime).toEqual({
      day: '2026-03-10',
      until: '10:00',
      totals: {
        orders: '2',
        ordersSum: '1500.00',
        cancelled: '1',
        buyouts: '1',
        buyoutsSum: '800.00',
        returns: '1',
        returnsSum: '200.00',
        revenue: '600.00',
      },
    });
  });
});
