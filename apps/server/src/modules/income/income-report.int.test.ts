/**
 * The P&L report against hand-computed cases (docs/domain.md#pl-report): the payout identity,
 * COGS at the day's cost version and currency rate, tax per organization's system (УСН доходы,
 * УСН доходы − расходы with its 1 % minimum, ОСН with VAT), shop-level amounts kept apart from
 * products, drill-down to the rows a cell summed, and another company's data never counted.
 */
import { drillTarget, type ReportSummary } from '@wb/shared';
import { INCOME_REPORT_DRILLS } from '@wb/shared/income/income-report.drills';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertOrganization } from '../../../test/connections';
import { cost, product } from '../../../test/fixtures/dashboard-rows';
import { writeReport } from '../../../test/fixtures/income';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { qs } from '../../../test/query-string';

let ctx: TestContext;
let owner: TestClient;
let companyId: string;
let a1: string;
let a2: string;
let org1: string;
const PERIOD = { from: '2026-03-02', to: '2026-03-15' };

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'ОПиУ');
  companyId = a.company.id;
  const db = ctx.database;
  org1 = (await insertOrganization(db, companyId, 'ООО Доходы')).id;
  const org2 = await insertOrganization(db, companyId, 'ООО Доходы минус расходы');
  await db.pool.query(
    `UPDATE organizations SET tax_system = 'usnIncomeExpense', tax_rate = 15 WHERE id = $1`,
    [org2.id],
  );
  a1 = (await insertAccount(db, companyId, { name: 'Первый', organizationId: org1 })).id;
  a2 = (await insertAccount(db, companyId, { name: 'Второй', organizationId: org2.id })).id;
  for (const [acc, nm] of [
    [a1, 101],
    [a1, 102],
    [a2, 103],
    [a2, 104],
  ] as const) {
    await product(db, companyId, acc, nm, `Товар ${nm}`);
  }
  // 101: 100 ₽ until 04.03, 120 ₽ from 05.03; 102: 10 USD (95 ₽ from 04.03); 103: no cost.
  await cost(db, companyId, a1, 101, '2026-01-01', '100');
  await cost(db, companyId, a1, 101, '2026-03-05', '120');
  await cost(db, companyId, a1, 102, '2026-01-01', '10', 'USD');
  await cost(db, companyId, a2, 104, '2026-01-01', '5000');
  await db.pool.query(
    `INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-03-01', 90),
       ('USD', '2026-03-04', 95) ON CONFLICT DO NOTHING`,
  );
  const t1 = { companyId, accountId: a1 };
  await writeReport(
    db,
    t1,
    {
      id: '1001',
      from: '2026-03-02',
      to: '2026-03-08',
      bank: '2915',
      totals: { forPay: '3350', delivery: '300', penalty: '40', storage: '70', deduction: '25' },
    },
    [
      {
        day: '2026-03-03',
        nm: 101,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 2,
        retail: '2000',
        forPay: '1700',
        vw: '200',
        vwNds: '40',
        acquiring: '30',
        pvz: '30',
        delivery: '100',
      },
      {
        day: '2026-03-04',
        nm: 101,
        doc: 'Возврат',
        oper: 'Возврат',
        qty: 1,
        retail: '1000',
        forPay: '850',
        delivery: '50',
      },
      {
        day: '2026-03-06',
        nm: 102,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 3,
        retail: '3000',
        forPay: '2500',
        delivery: '150',
      },
      { day: '2026-03-07', nm: null, oper: 'Хранение', storage: '70' },
      { day: '2026-03-07', nm: null, oper: 'Штраф', penalty: '40' },
      { day: '2026-03-08', nm: null, oper: 'Удержание', deduction: '25' },
    ],
  );
  // WB's total is a rouble more than its rows: the report differs by −1.00.
  await writeReport(db, t1, { id: '1002', from: '2026-03-09', to: '2026-03-15', bank: '741' }, [
    {
      day: '2026-03-10',
      nm: 101,
      doc: 'Продажа',
      oper: 'Продажа',
      qty: 1,
      retail: '1000',
      forPay: '800',
      delivery: '60',
    },
  ]);
  await writeReport(
    db,
    { companyId, accountId: a2 },
    { id: '2001', from: '2026-03-02', to: '2026-03-08', bank: '10500' },
    [
      {
        day: '2026-03-03',
        nm: 103,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 1,
        retail: '10000',
        forPay: '9000',
      },
      {
        day: '2026-03-03',
        nm: 104,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 2,
        retail: '2000',
        forPay: '1500',
      },
    ],
  );
  await db.pool.query(
    `INSERT INTO ad_spend (company_id, account_id, date, upd_time, upd_num, campaign_id, amount,
       payment_type, raw)
     VALUES ($1, $2, '2026-03-05', '2026-03-05T10:00:00Z', 1, 77, 300, 'Счёт', '{}'),
       -- From the WB balance: WB deducts it in the report already; bonuses: not money spent.
       ($1, $2, '2026-03-05', '2026-03-05T09:00:00Z', 0, 77, 500, 'Баланс', '{}'),
       ($1, $2, '2026-03-06', '2026-03-06T10:00:00Z', 0, 77, 200, 'Бонусы', '{}')`,
    [companyId, a1],
  );
  // Another company's rows on the same days never reach this one's figures.
  const other = await createCompany(db, ctx.config, 'Чужая');
  const b1 = (await insertAccount(db, other.company.id, { name: 'Чужой' })).id;
  await writeReport(
    db,
    { companyId: other.company.id, accountId: b1 },
    { id: '9001', from: '2026-03-02', to: '2026-03-08', bank: '99' },
    [
      {
        day: '2026-03-03',
        nm: 101,
        doc: 'Продажа',
        oper: 'Продажа',
        qty: 1,
        retail: '100',
        forPay: '99',
      },
    ],
  );
  owner = await signIn(ctx.app, a.owner);
});

afterAll(async () => {
  await ctx.close();
});

async function summary(query: Record<string, string> = {}) {
  const res = await owner.get(`/api/income/report?${qs({ ...PERIOD, ...query })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportSummary>();
}

type Row = Record<string, string | number | null>;
async function grid(groupBy: string, query: Record<string, string> = {}) {
  const list = { sort: [], pageSize: 100 };
  const res = await owner.get(
    `/api/income/report/rows?${qs({ ...PERIOD, groupBy, list, ...query })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[] }>().items;
}

describe('P&L of the first cabinet (УСН доходы 6 %)', () => {
  it('sums every line, and the payout identity holds', async () => {
    const s = await summary({ account: a1 });
    expect(s.totals).toMatchObject({
      revenue: '5000.00',
      wbServices: '850.00',
      commission: '240.00',
      acquiring: '30.00',
      pvzReward: '30.00',
      logistics: '360.00',
      storage: '70.00',
      penalties: '40.00',
      deductions: '25.00',
      corrections: '0.00',
      payout: '3655.00',
      advertising: '300.00',
      // 101: 2 × 100 − 1 × 100 (04.03) + 1 × 120 (10.03); 102: 3 × 10 USD × 95 (06.03).
      cogs: '3070.00',
      tax: '300.00',
      netProfit: '-15.00',
      soldUnits: '6',
      returnedUnits: '1',
      costlessUnits: '0',
      untaxedRevenue: '0.00',
    });
    // The payout is WB's bankPaymentSum of the reports it covers, less the mismatching rouble.
    expect(Number(s.totals.payout)).toBe(2915 + 741 - 1);
  });

  it('keeps shop-level amounts in a group of their own by product', async () => {
    const rows = await grid('product', { account: a1 });
    const shop = rows.find((r) => r.nmId === null)!;
    expect(shop).toMatchObject({
      group: 'Уровень магазина',
      storage: '70.00',
      penalties: '40.00',
      deductions: '25.00',
      advertising: '300.00',
      revenue: '0.00',
    });
    for (const r of rows.filter((x) => x.nmId !== null)) {
      expect(r).toMatchObject({ storage: '0.00', penalties: '0.00', advertising: '0.00' });
    }
    expect(rows.find((r) => r.nmId === 102)).toMatchObject({ revenue: '3000.00', cogs: '2850.00' });
  });

  it('by week: each week its own figures', async () => {
    const rows = await grid('week', { account: a1 });
    expect(rows.map((r) => [r.key, r.payout])).toEqual([
      ['2026-03-02', '2915.00'],
      ['2026-03-09', '740.00'],
    ]);
  });
});

describe('tax', () => {
  it('УСН доходы − расходы pays the 1 % minimum when it is larger', async () => {
    const s = await summary({ account: a2 });
    // Base 10,500 − 10,000 COGS = 500 × 15 % = 75 < 1 % of 12,000 = 120.
    expect(s.totals).toMatchObject({
      revenue: '12000.00',
      payout: '10500.00',
      cogs: '10000.00',
      tax: '120.00',
      netProfit: '380.00',
      costlessUnits: '1',
    });
  });

  it('the company: each system over its own base', async () => {
    const s = await summary();
    expect(s.totals.tax).toBe('420.00');
    expect(s.totals.revenue).toBe('17000.00');
  });

  it('ОСН: VAT inside the revenue, no profit tax on a loss', async () => {
    await ctx.database.pool.query(
      `UPDATE organizations SET tax_system = 'osn', tax_rate = 25, vat_rate = 22, updated_at = now()
        WHERE id = $1`,
      [org1],
    );
    try {
      const s = await summary({ account: a1 });
      // 5,000 × 22 / 122 = 901.64; 3,655 − 300 − 3,070 − 901.64 < 0: no profit tax.
      expect(s.totals.tax).toBe('901.64');
    } finally {
      await ctx.database.pool.query(
        `UPDATE organizations SET tax_system = 'usnIncome', tax_rate = 6, vat_rate = NULL,
           updated_at = now() WHERE id = $1`,
        [org1],
      );
    }
  });
});

describe('drill-down', () => {
  it("a week's penalties open exactly the row behind them", async () => {
    const target = drillTarget(INCOME_REPORT_DRILLS, {
      measure: 'penalties',
      period: PERIOD,
      group: { by: 'week', key: '2026-03-02', label: null, nmId: null },
    })!;
    const list = { sort: [], pageSize: 50, filter: target.filter };
    const res = await owner.get(`/api/income/rows?${qs({ list })}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ items: Row[] }>().items;
    expect(rows.map((r) => [r.operation, r.penalty, r.payout])).toEqual([['Штраф', '40', '-40']]);
  });

  it("a product's revenue opens its sales and returns", async () => {
    const target = drillTarget(INCOME_REPORT_DRILLS, {
      measure: 'revenue',
      period: PERIOD,
      group: { by: 'product', key: `${a1}:101`, label: 'Товар 101', nmId: 101 },
    })!;
    const list = { sort: [{ field: 'date', dir: 'asc' }], pageSize: 50, filter: target.filter };
    const res = await owner.get(`/api/income/rows?${qs({ list })}`);
    const rows = res.json<{ items: Row[] }>().items;
    expect(rows.map((r) => [r.date, r.documentType, r.retailAmount])).toEqual([
      ['2026-03-03', 'Продажа', '2000'],
      ['2026-03-04', 'Возврат', '1000'],
      ['2026-03-10', 'Продажа', '1000'],
    ]);
  });
});

describe('the statement as XLSX', () => {
  it('has its header, the lines by week and the total, and leaves an audit row', async () => {
    const res = await owner.get(
      `/api/income/report/statement/export?${qs({ ...PERIOD, account: a1, series: 'week' })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().map((r) =>
      (r as unknown[] | undefined)?.slice(1),
    );
    const row = (first: string) => rows.find((r) => r?.[0] === first);
    expect(row('Компания')).toEqual(['Компания', 'ОПиУ']);
    expect(row('Период')).toEqual(['Период', '02.03.2026 – 15.03.2026']);
    expect(row('Кабинет WB')).toEqual(['Кабинет WB', 'Первый']);
    expect(String(row('Сформирован')?.[1])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(МСК\)$/);
    expect(row('Статья')).toEqual([
      'Статья',
      '02.03.2026 – 08.03.2026',
      '09.03.2026 – 15.03.2026',
      'Итого',
    ]);
    expect(row('К перечислению')).toEqual(['К перечислению', 2915, 740, 3655]);
    // A cabinet's statement: the company-level other expenses are not in it.
    expect(row('Прочие расходы')).toEqual(['Прочие расходы', 0, 0, 0]);
    const { rows: audits } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE company_id = $1 AND action = 'income.statement_export'`,
      [companyId],
    );
    expect(audits[0].n).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses a reversed period with a Russian message', async () => {
    const res = await owner.get(`/api/income/report?from=2026-03-15&to=2026-03-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Начало периода позже его конца');
  });
});
