/**
 * The P&L's other income and expenses from the finance journal (docs/domain.md#pl-report), by
 * hand-computed cases: a rent expense in its line and out of net profit; `notInPnl` and transfers
 * left out; a USD expense at the day's rate, a EUR one without a rate counted as unrated; purchases
 * a memo only; УСН «доходы − расходы» deducting them while УСН «доходы» does not; company-level
 * rows out of a cabinet's figures, their own group by product and cabinet, in their
 * transaction's organization; the cache following the journal; the drill to the transactions.
 */
import { drillTarget, type ReportSummary } from '@wb/shared';
import { INCOME_REPORT_DRILLS } from '@wb/shared/income/income-report.drills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertOrganization } from '../../../test/connections';
import { cost, product } from '../../../test/fixtures/dashboard-rows';
import { writeReport, type RowInput } from '../../../test/fixtures/income';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { qs } from '../../../test/query-string';

let ctx: TestContext;
let owner: TestClient;
let companyId: string;
let a1: string;
let a2: string;
let orgIe: string;
let orgFlat: string;
let bank: string;
const category: Record<string, string> = {};
const PERIOD = { from: '2026-03-02', to: '2026-03-15' };

async function transaction(
  kind: 'income' | 'expense' | 'transfer',
  amount: string,
  options: { currency?: string; category?: string; org?: string | null; date?: string } = {},
) {
  const target =
    kind === 'transfer'
      ? (
          await ctx.database.pool.query<{ id: string }>(
            `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
             VALUES ($1, 'Касса', 'cash', 'RUB', '2026-01-01') RETURNING id`,
            [companyId],
          )
        ).rows[0]!.id
      : null;
  await ctx.database.pool.query(
    `INSERT INTO finance_transactions (company_id, date, kind, amount, currency, account_id,
       target_account_id, category_id, organization_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      companyId,
      options.date ?? '2026-03-05',
      kind,
      amount,
      options.currency ?? 'RUB',
      bank,
      target,
      options.category ? category[options.category]! : null,
      options.org === undefined ? orgIe : options.org,
    ],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Прочие расходы');
  companyId = a.company.id;
  const db = ctx.database;
  orgFlat = (await insertOrganization(db, companyId, 'ООО Доходы')).id;
  orgIe = (await insertOrganization(db, companyId, 'ООО Доходы минус расходы')).id;
  await db.pool.query(
    `UPDATE organizations SET tax_system = 'usnIncomeExpense', tax_rate = 15 WHERE id = $1`,
    [orgIe],
  );
  a1 = (await insertAccount(db, companyId, { name: 'Д−Р', organizationId: orgIe })).id;
  a2 = (await insertAccount(db, companyId, { name: 'Доходы', organizationId: orgFlat })).id;
  await product(db, companyId, a1, 201, 'Товар 201');
  await product(db, companyId, a2, 202, 'Товар 202');
  await cost(db, companyId, a1, 201, '2026-01-01', '2000');
  const sale = (nm: number, retail: string, forPay: string): RowInput => ({
    day: '2026-03-03',
    nm,
    doc: 'Продажа',
    oper: 'Продажа',
    qty: 1,
    retail,
    forPay,
  });
  await writeReport(
    db,
    { companyId, accountId: a1 },
    { id: '3001', from: '2026-03-02', to: '2026-03-08', bank: '9000' },
    [sale(201, '10000', '9000')],
  );
  await writeReport(
    db,
    { companyId, accountId: a2 },
    { id: '3002', from: '2026-03-02', to: '2026-03-08', bank: '900' },
    [sale(202, '1000', '900')],
  );
  await db.pool.query(
    `INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-03-01', 90),
       ('USD', '2026-03-04', 95) ON CONFLICT DO NOTHING`,
  );
  bank = (
    await db.pool.query<{ id: string }>(
      `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
       VALUES ($1, 'Расчётный счёт', 'bank', 'RUB', '2026-01-01') RETURNING id`,
      [companyId],
    )
  ).rows[0]!.id;
  for (const [name, kind, line] of [
    ['Аренда склада', 'expense', 'rent'],
    ['Вывод собственнику', 'expense', 'notInPnl'],
    ['Фулфилмент', 'expense', 'services'],
    ['Банковские комиссии', 'expense', 'bankFees'],
    ['Закупка товара', 'expense', 'purchases'],
    ['Прочее', 'expense', 'otherExpenses'],
    ['Оптовые продажи', 'income', 'revenueOther'],
  ]) {
    category[name!] = (
      await db.pool.query<{ id: string }>(
        `INSERT INTO finance_categories (company_id, name, kind, pnl_line)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [companyId, name, kind, line],
      )
    ).rows[0]!.id;
  }
  await transaction('expense', '3000', { category: 'Аренда склада' });
  await transaction('expense', '1000', { category: 'Аренда склада', org: orgFlat });
  await transaction('expense', '5000', { category: 'Вывод собственнику' });
  await transaction('transfer', '1000');
  // 10 USD on 05.03 at the rate of 04.03: 950 ₽.
  await transaction('expense', '10', { category: 'Фулфилмент', currency: 'USD' });
  await transaction('expense', '100', { category: 'Банковские комиссии', org: null });
  await transaction('expense', '4000', { category: 'Закупка товара' });
  // No EUR rate: counted as unrated, never as zero or a guess.
  await transaction('expense', '7', { category: 'Прочее', currency: 'EUR' });
  await transaction('income', '500', { category: 'Оптовые продажи' });
  // Outside the period.
  await transaction('expense', '99999', { category: 'Аренда склада', date: '2026-02-27' });
  // Another company's journal never reaches this one.
  const other = await createCompany(db, ctx.config, 'Чужая');
  const otherBank = await db.pool.query<{ id: string }>(
    `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
     VALUES ($1, 'Чужой счёт', 'bank', 'RUB', '2026-01-01') RETURNING id`,
    [other.company.id],
  );
  const otherRent = await db.pool.query<{ id: string }>(
    `INSERT INTO finance_categories (company_id, name, kind, pnl_line)
     VALUES ($1, 'Аренда', 'expense', 'rent') RETURNING id`,
    [other.company.id],
  );
  await db.pool.query(
    `INSERT INTO finance_transactions (company_id, date, kind, amount, currency, account_id,
       category_id) VALUES ($1, '2026-03-05', 'expense', 777, 'RUB', $2, $3)`,
    [other.company.id, otherBank.rows[0]!.id, otherRent.rows[0]!.id],
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

describe('other income and expenses of the company', () => {
  it('each in its line, out of net profit, and the tax of УСН Д−Р deducts them', async () => {
    const s = await summary();
    expect(s.totals).toMatchObject({
      revenue: '11000.00',
      payout: '9900.00',
      cogs: '2000.00',
      costlessUnits: '1',
      otherIncome: '500.00',
      // Rent 3,000 + 1,000; services 10 USD × 95; bank fees 100; not the withdrawal, the
      // transfer, the purchases (a memo), the EUR expense without a rate.
      rent: '4000.00',
      services: '950.00',
      bankFees: '100.00',
      miscExpenses: '0.00',
      salaries: '0.00',
      otherExpenses: '5050.00',
      purchases: '4000.00',
      unratedTransactions: '1',
      // УСН Д−Р: 15 % × (9,000 − 2,000 + 500 − 3,000 − 950) = 532.50 > 1 % × 10,500;
      // УСН доходы: 6 % × 1,000, its 1,000 of rent changes nothing.
      tax: '592.50',
      // 9,900 + 500 − 2,000 − 5,050 − 592.50.
      netProfit: '2757.50',
    });
  });

  it('a cabinet filter leaves the company-level rows out', async () => {
    const s = await summary({ account: a1 });
    expect(s.totals).toMatchObject({
      otherIncome: '0.00',
      otherExpenses: '0.00',
      rent: '0.00',
      purchases: '0.00',
      unratedTransactions: '0',
      // 15 % × (9,000 − 2,000) without the company's expenses.
      tax: '1050.00',
      netProfit: '5950.00',
    });
  });

  it('by product and by cabinet: a group of their own, never spread', async () => {
    for (const by of ['product', 'account']) {
      const rows = await grid(by);
      const company = rows.filter((r) => r.group === 'Уровень компании');
      expect(company, by).toHaveLength(1);
      expect(company[0]).toMatchObject({ otherExpenses: '5050.00', revenue: '0.00' });
      for (const r of rows.filter((x) => x.group !== 'Уровень компании')) {
        expect(r).toMatchObject({ otherExpenses: '0.00', otherIncome: '0.00' });
      }
    }
  });

  it("by organization: in the transaction's organization", async () => {
    const rows = await grid('organization');
    const of = (name: string | null) => rows.find((r) => r.group === name)!;
    expect(of('ООО Доходы минус расходы')).toMatchObject({
      otherExpenses: '3950.00',
      otherIncome: '500.00',
      tax: '532.50',
    });
    expect(of('ООО Доходы')).toMatchObject({ rent: '1000.00', tax: '60.00', netProfit: '-160.00' });
    expect(of(null)).toMatchObject({ bankFees: '100.00', tax: '0.00' });
  });

  it('a new transaction changes the figures served from the cache', async () => {
    const before = await summary();
    await transaction('expense', '250', { category: 'Прочее', date: '2026-03-10' });
    const after = await summary();
    expect(Number(after.totals.otherExpenses) - Number(before.totals.otherExpenses)).toBe(250);
    expect(after.totals.miscExpenses).toBe('250.00');
    await ctx.database.pool.query(
      `DELETE FROM finance_transactions WHERE company_id = $1 AND amount = 250`,
      [companyId],
    );
    expect((await summary()).totals.otherExpenses).toBe(before.totals.otherExpenses);
  });
});

describe('drill-down', () => {
  it("a week's rent opens the journal's rent transactions", async () => {
    const target = drillTarget(INCOME_REPORT_DRILLS, {
      measure: 'rent',
      period: PERIOD,
      group: { by: 'week', key: '2026-03-02', label: null, nmId: null },
    })!;
    const list = { sort: [{ field: 'amount', dir: 'asc' }], pageSize: 50, filter: target.filter };
    const res = await owner.get(`/api/finances/transactions?${qs({ list })}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ items: Row[] }>().items;
    expect(rows.map((r) => [r.date, r.category, r.expenseRub])).toEqual([
      ['2026-03-05', 'Аренда склада', '1000.00'],
      ['2026-03-05', 'Аренда склада', '3000.00'],
    ]);
  });

  it('a cabinet has no company-level rows to open', () => {
    const cell = { measure: 'otherExpenses', period: PERIOD, accountName: 'Д−Р' };
    expect(drillTarget(INCOME_REPORT_DRILLS, cell)).toBeNull();
  });
});
