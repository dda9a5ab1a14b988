/**
 * One WB weekly report's page and the reports of a period: WB's totals against our sums of the
 * rows to the kopeck, sums by operation and by product (shop-level rows apart), the
 * reconciliation status, the payout transaction (linked, or missing with its reason), and another
 * company's report answering 404.
 */
import type { WeeklyReport, WeeklyReportBrief } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { product } from '../../../test/fixtures/dashboard-rows';
import { writeReport } from '../../../test/fixtures/income';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { bookWbPayouts } from '../finances/wb-payouts.service';

let ctx: TestContext;
let t: { companyId: string; accountId: string };
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database;
  const a = await createCompany(db, ctx.config, 'Недельные отчёты');
  t = {
    companyId: a.company.id,
    accountId: (await insertAccount(db, a.company.id, { name: 'Кабинет' })).id,
  };
  await product(db, t.companyId, t.accountId, 501, 'Куртка');
  await writeReport(
    db,
    t,
    {
      id: '123456789012345678',
      from: '2026-03-02',
      to: '2026-03-08',
      bank: '1410.50',
      totals: { forPay: '1600.50', delivery: '150', storage: '30', penalty: '10', retail: '1900' },
    },
    [
      {
        day: '2026-03-03',
        nm: 501,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 2,
        retail: '2400',
        forPay: '2000.50',
        delivery: '100',
      },
      {
        day: '2026-03-04',
        nm: 501,
        doc: 'Возврат',
        oper: 'Возврат',
        qty: 1,
        retail: '500',
        forPay: '400',
        delivery: '50',
      },
      { day: '2026-03-05', nm: null, oper: 'Хранение', storage: '30' },
      { day: '2026-03-05', nm: null, oper: 'Штраф', penalty: '10' },
    ],
  );
  await writeReport(db, t, { id: '555', from: '2026-03-09', to: '2026-03-15', bank: '100' }, [
    {
      day: '2026-03-10',
      nm: 501,
      doc: 'Продажа',
      oper: 'Продажа',
      qty: 1,
      retail: '120',
      forPay: '99.99',
    },
  ]);
  owner = await signIn(ctx.app, a.owner);
  const b = await createCompany(db, ctx.config, 'Другая');
  stranger = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/income/weekly-reports/:reportId', () => {
  it('totals: WB against the rows, to the kopeck', async () => {
    const res = await owner.get('/api/income/weekly-reports/123456789012345678');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<WeeklyReport>();
    expect(r.report).toMatchObject({
      reportId: '123456789012345678',
      reconciliation: 'ok',
      bankPaymentSum: '1410.50',
      computedPayout: '1410.50',
      difference: '0.00',
    });
    const totals = Object.fromEntries(r.totals.map((x) => [x.key, [x.wb, x.ours, x.difference]]));
    expect(totals).toMatchObject({
      retailAmount: ['1900.00', '1900.00', '0.00'],
      forPay: ['1600.50', '1600.50', '0.00'],
      deliveryService: ['150.00', '150.00', '0.00'],
      paidStorage: ['30.00', '30.00', '0.00'],
      penalty: ['10.00', '10.00', '0.00'],
      payout: ['1410.50', '1410.50', '0.00'],
      // WB sent no acceptance total: nothing to compare.
      paidAcceptance: [null, '0.00', null],
    });
    expect(r.byOperation.map((o) => [o.operation, o.documentType, o.rows, o.payout])).toEqual([
      ['Возврат', 'Возврат', 1, '-450.00'],
      ['Продажа', 'Продажа', 1, '1900.50'],
      ['Хранение', '', 1, '-30.00'],
      ['Штраф', '', 1, '-10.00'],
    ]);
    expect(r.byProduct.map((p) => [p.nmId, p.title, p.quantity, p.payout])).toEqual([
      [null, null, 0, '-40.00'],
      [501, 'Куртка', 3, '1450.50'],
    ]);
    expect(r.payoutTransaction).toEqual({
      id: null,
      missing: 'выплата по отчёту ещё не проведена в учёте движения денег',
    });
  });

  it('links the payout the report booked in the journal', async () => {
    await writeReport(
      ctx.database,
      t,
      { id: '777', from: '2025-06-02', to: '2025-06-08', bank: '500.00' },
      [
        {
          day: '2025-06-03',
          nm: 501,
          doc: 'Продажа',
          oper: 'Продажа',
          qty: 1,
          retail: '600',
          forPay: '500',
        },
      ],
    );
    const client = await ctx.database.pool.connect();
    try {
      await bookWbPayouts(client, t, ['777']);
    } finally {
      client.release();
    }
    const { rows } = await ctx.database.pool.query<{ id: string; amount: string }>(
      `SELECT id, amount::text FROM finance_transactions
        WHERE company_id = $1 AND source = 'wb_payout' AND external_id = '777'`,
      [t.companyId],
    );
    expect(rows).toEqual([{ id: expect.any(String), amount: '500.00' }]);
    const r = (await owner.get('/api/income/weekly-reports/777')).json<WeeklyReport>();
    expect(r.payoutTransaction).toEqual({ id: rows[0]!.id, missing: null });
  });

  it('a report whose rows differ from WB shows the difference', async () => {
    const r = (await owner.get('/api/income/weekly-reports/555')).json<WeeklyReport>();
    expect(r.report).toMatchObject({ reconciliation: 'mismatch', difference: '-0.01' });
  });

  it("another company's report and a malformed id are refused", async () => {
    expect((await stranger.get('/api/income/weekly-reports/555')).statusCode).toBe(404);
    const bad = await owner.get('/api/income/weekly-reports/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[а-я]/);
  });
});

describe('GET /api/income/weekly-reports', () => {
  it('lists the reports meeting the period with their status', async () => {
    const res = await owner.get('/api/income/weekly-reports?from=2026-03-08&to=2026-03-20');
    expect(res.statusCode, res.body).toBe(200);
    const { reports } = res.json<{ reports: WeeklyReportBrief[] }>();
    expect(reports.map((r) => [r.reportId, r.reconciliation])).toEqual([
      ['555', 'mismatch'],
      ['123456789012345678', 'ok'],
    ]);
    const none = await stranger.get('/api/income/weekly-reports?from=2026-03-01&to=2026-03-20');
    expect(none.json<{ reports: unknown[] }>().reports).toEqual([]);
  });
});
