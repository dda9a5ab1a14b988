/**
 * The P&L rollup (docs/decisions/0007-pnl.md) gives exactly the figures its sources give at
 * query time, after a change of every kind of source made the way production makes it:
 * realization and ad spend pages synced from the WB sandbox over HTTP, cost versions, finance
 * transactions, a category and organizations' tax settings through the API, a currency rate
 * written directly (no writer in the application), and synced rows changed by SQL. After each
 * step every figure of summaries (periods of whole and partial months, each series, each
 * cabinet) and of grids (every grouping) from the rollup equals the same from the sources.
 */
import {
  incomeReport,
  parseListRequest,
  type ListDeclaration,
  type ReportSummary,
  type TimeGrouping,
} from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { UNLIMITED } from '../../../test/sync';
import { clearListCaches, listResourceOf, runList } from '../../lib/list-query';
import { reportRowsSource } from '../../lib/report/rows';
import type { ReportSource } from '../../lib/report/source';
import { reportSummary, reportSummaryCache } from '../../lib/report/summary';
import { runDataset } from '../sync/sync.service';
import { incomeReportOnTheFly, incomeReportSource } from './income.report';

type Source = ReportSource<typeof incomeReport>;

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let companyId: string;
const accounts: string[] = [];
const NOW = '2026-11-20T12:00:00+03:00';

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  ctx.database.pool.query(text, params).then((r) => r.rows as T[]);

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  const a = await createCompany(ctx.database, ctx.config, 'Свёртка ОПиУ');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  for (const seed of [17, 29]) {
    const account = await connectSandboxSeller(ctx, sandbox, companyId, {
      seller: { seed, scale: { products: 4, days: 75, ordersPerDay: 6 } },
      categories: ['content', 'finance', 'promotion'],
      historyMonths: 4,
    });
    accounts.push(account.id);
  }
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

/** Summaries asked: whole months, months cut at both ends, and each series. */
const SUMMARIES: { from: string; to: string; series?: TimeGrouping }[] = [
  { from: '2025-11-21', to: '2026-11-20', series: 'month' },
  { from: '2025-11-21', to: '2026-11-20' },
  { from: '2026-08-01', to: '2026-10-31', series: 'month' },
  { from: '2026-09-01', to: '2026-11-20', series: 'week' },
  { from: '2026-09-14', to: '2026-11-03', series: 'month' },
  { from: '2026-10-05', to: '2026-10-18' },
];
const GRIDS = [
  { from: '2026-08-17', to: '2026-11-20' },
  { from: '2026-10-01', to: '2026-10-31' },
];
const GROUPINGS = incomeReport.groupings;

async function summaryOf(source: Source, request: (typeof SUMMARIES)[number], account?: string) {
  reportSummaryCache.clear();
  const { computedAt: _, ...figures } = await reportSummary(
    ctx.database.db,
    incomeReport,
    source,
    companyId,
    { ...request, account },
  );
  return figures as Omit<ReportSummary, 'computedAt' | 'accounts'>;
}

async function gridOf(source: Source, query: Record<string, string>) {
  clearListCaches();
  const resource = listResourceOf(
    incomeReport.rows as ListDeclaration,
    reportRowsSource(incomeReport, source),
    companyId,
    undefined,
    query as never,
  );
  const request = parseListRequest(incomeReport.rows.columns, JSON.stringify({ pageSize: 500 }));
  const page = await runList(ctx.database.db, resource, companyId, request);
  return { items: page.items, totals: page.totals, total: page.total };
}

/** Every figure from the rollup against the same from the sources; returns how many compared. */
async function expectSameFigures(step: string) {
  let compared = 0;
  for (const request of SUMMARIES) {
    for (const account of [undefined, ...accounts]) {
      const rollup = await summaryOf(incomeReportSource, request, account);
      const live = await summaryOf(incomeReportOnTheFly, request, account);
      expect(rollup, `${step}: summary ${JSON.stringify({ ...request, account })}`).toEqual(live);
      compared++;
    }
  }
  for (const period of GRIDS) {
    for (const groupBy of GROUPINGS) {
      const query = { ...period, groupBy };
      const rollup = await gridOf(incomeReportSource, query);
      const live = await gridOf(incomeReportOnTheFly, query);
      expect(rollup, `${step}: grid ${JSON.stringify(query)}`).toEqual(live);
      compared++;
    }
  }
  // Nothing left to refresh, and the rollup holds months (the comparisons read them).
  expect(await marks()).toBe(0);
  return compared;
}

const marks = async () =>
  Number(
    (
      await q<{ n: number }>(`SELECT count(*)::int AS n FROM pnl_dirty WHERE company_id = $1`, [
        companyId,
      ])
    )[0]!.n,
  );

async function productOf(account: string) {
  const [row] = await q<{ nm: string }>(
    `SELECT nm_id::text AS nm FROM finance_daily
      WHERE account_id = $1 AND nm_id IS NOT NULL AND document_type = 'Продажа'
      GROUP BY nm_id ORDER BY sum(quantity) DESC LIMIT 1`,
    [account],
  );
  return row!.nm;
}

async function ok<T>(res: { statusCode: number; body: string; json: <U>() => U }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

describe('the P&L rollup', () => {
  it('is refreshed by the sync pages that write its sources', async () => {
    const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
    for (const account of accounts) {
      for (const dataset of ['cards', 'realization', 'adSpend'] as const) {
        const outcome = await runDataset(deps, account, dataset, { now: new Date(NOW) });
        expect(outcome.status, dataset).toBe('succeeded');
      }
    }
    // Each page refreshed the rollup in its own transaction: nothing is left for the reader.
    expect(await marks()).toBe(0);
    const [levels] = await q<{ months: number; invoiced: number }>(
      `SELECT count(*) FILTER (WHERE level = 'product_month')::int AS months,
              (SELECT count(*)::int FROM ad_spend WHERE company_id = $1 AND payment_type = 'Счёт') AS invoiced
         FROM pnl_rollup WHERE company_id = $1`,
      [companyId],
    );
    expect(levels!.months).toBeGreaterThan(0);
    expect(levels!.invoiced).toBeGreaterThan(0);
    expect(await expectSameFigures('synced')).toBe(
      SUMMARIES.length * 3 + GRIDS.length * GROUPINGS.length,
    );
  }, 120_000);

  it('differs from the sources when a row of it is wrong (the comparison can fail)', async () => {
    await q(
      `UPDATE pnl_rollup SET revenue = revenue + 1
        WHERE ctid = (SELECT ctid FROM pnl_rollup WHERE company_id = $1 AND level = 'account_month'
                        AND day = '2026-10-01' LIMIT 1)`,
      [companyId],
    );
    await expect(expectSameFigures('broken')).rejects.toThrow(/summary/);
    // Marking the company whole rebuilds it (what migration 0025 does for every company).
    await q(
      `INSERT INTO pnl_dirty (company_id, kind, since, until)
             VALUES ($1, 'all', '-infinity', 'infinity')`,
      [companyId],
    );
    await expectSameFigures('rebuilt');
  }, 120_000);

  it('follows cost versions edited through the API, in their transaction', async () => {
    const [a1, a2] = accounts as [string, string];
    const nm1 = await productOf(a1);
    const nm2 = await productOf(a2);
    await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-08-01', 91.5)
             ON CONFLICT DO NOTHING`);
    const first = await ok<{ id: string }>(
      await owner.post(`/api/products/${nm1}/costs?account=${a1}`, {
        unitCost: '310.40',
        validFrom: '2026-08-01',
      }),
      201,
    );
    const later = await ok<{ id: string }>(
      await owner.post(`/api/products/${nm1}/costs?account=${a1}`, {
        unitCost: '355',
        validFrom: '2026-10-12',
      }),
      201,
    );
    await ok(
      await owner.post(`/api/products/${nm2}/costs?account=${a2}`, {
        unitCost: '4.25',
        currency: 'USD',
        validFrom: '2026-09-03',
      }),
      201,
    );
    expect(await marks()).toBe(0);
    await expectSameFigures('costs added');
    await ok(
      await owner.put(`/api/products/${nm1}/costs/${later.id}`, {
        unitCost: '362.10',
        validFrom: '2026-10-20',
      }),
    );
    expect((await owner.delete(`/api/products/${nm1}/costs/${first.id}`)).statusCode).toBe(204);
    expect(await marks()).toBe(0);
    await expectSameFigures('costs edited and deleted');
  }, 120_000);

  it('follows a currency rate written directly, at the next read', async () => {
    await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-10-07', 97.3)`);
    expect(await marks()).toBeGreaterThan(0);
    await expectSameFigures('rate added');
    await q(`UPDATE currency_rates SET rate = 88.8 WHERE currency = 'USD' AND date = '2026-10-07'`);
    await expectSameFigures('rate changed');
  }, 120_000);

  it('follows organizations’ tax settings edited through the API', async () => {
    const orgs = await q<{ id: string }>(
      `SELECT organization_id AS id FROM wb_accounts WHERE company_id = $1 ORDER BY id`,
      [companyId],
    );
    const settings = [
      { taxSystem: 'osn', taxRate: '25', vatRate: '20' },
      { taxSystem: 'usnIncomeExpense', taxRate: '15', vatRate: null },
    ];
    for (const [i, org] of orgs.entries()) {
      const [input] = await q(
        `SELECT form, name, inn, kpp, ogrn, address FROM organizations WHERE id = $1`,
        [org.id],
      );
      await ok(await owner.put(`/api/organizations/${org.id}`, { ...input, ...settings[i] }));
    }
    await expectSameFigures('tax settings');
  }, 120_000);

  it('follows finance transactions and a category edited through the API', async () => {
    const [bank] = await q<{ id: string }>(
      `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
       VALUES ($1, 'Расчётный счёт', 'bank', 'RUB', '2026-01-01') RETURNING id`,
      [companyId],
    );
    const category = async (name: string, kind: string, pnlLine: string) =>
      (
        await ok<{ id: string }>(
          await owner.post('/api/finances/categories', { name, kind, pnlLine }),
          201,
        )
      ).id;
    const rent = await category('Аренда', 'expense', 'rent');
    const wholesale = await category('Опт', 'income', 'revenueOther');
    const [org] = await q<{ id: string }>(
      `SELECT organization_id AS id FROM wb_accounts WHERE id = $1`,
      [accounts[1]],
    );
    const post = (body: Record<string, unknown>) =>
      owner.post('/api/finances/transactions', { accountId: bank!.id, ...body });
    const paid = await ok<{ id: string }>(
      await post({ date: '2026-10-03', kind: 'expense', amount: '12000', categoryId: rent }),
      201,
    );
    await ok(
      await post({
        date: '2026-09-15',
        kind: 'income',
        amount: '700.55',
        currency: 'USD',
        categoryId: wholesale,
        organizationId: org!.id,
      }),
      201,
    );
    const gone = await ok<{ id: string }>(
      await post({ date: '2026-11-02', kind: 'expense', amount: '999', categoryId: rent }),
      201,
    );
    expect(await marks()).toBe(0);
    await expectSameFigures('transactions added');
    await ok(
      await owner.put(`/api/finances/transactions/${paid.id}`, {
        accountId: bank!.id,
        date: '2026-10-29',
        kind: 'expense',
        amount: '13500',
        categoryId: rent,
        organizationId: org!.id,
      }),
    );
    expect((await owner.delete(`/api/finances/transactions/${gone.id}`)).statusCode).toBe(204);
    await ok(
      await owner.put(`/api/finances/categories/${rent}`, {
        name: 'Аренда',
        kind: 'expense',
        pnlLine: 'services',
      }),
    );
    expect(await marks()).toBe(0);
    await expectSameFigures('transactions and category edited');
  }, 120_000);

  it('follows synced rows changed outside the sync', async () => {
    const [a1, a2] = accounts as [string, string];
    await q(
      `UPDATE finance_daily SET retail_amount = retail_amount + 1.37, quantity = quantity + 1
        WHERE account_id = $1 AND document_type = 'Продажа' AND day BETWEEN '2026-10-10' AND '2026-10-20'`,
      [a1],
    );
    await q(
      `DELETE FROM finance_daily WHERE account_id = $1 AND day = (
         SELECT max(day) FROM finance_daily WHERE account_id = $1 AND day < '2026-10-01')`,
      [a2],
    );
    await q(
      `DELETE FROM ad_spend WHERE account_id = $1 AND payment_type = 'Счёт'
          AND date = (SELECT min(date) FROM ad_spend WHERE account_id = $1 AND payment_type = 'Счёт')`,
      [a2],
    );
    await q(
      `UPDATE ad_spend SET amount = amount + 10 WHERE account_id = $1 AND payment_type = 'Счёт'`,
      [a1],
    );
    expect(await marks()).toBeGreaterThan(0);
    await expectSameFigures('synced rows changed');
  }, 120_000);

  it('loses an account’s and a company’s rows with them', async () => {
    await q(`DELETE FROM wb_accounts WHERE id = $1`, [accounts[1]]);
    expect(await q(`SELECT 1 FROM pnl_rollup WHERE account_id = $1`, [accounts[1]])).toHaveLength(
      0,
    );
    accounts.pop();
    await expectSameFigures('account deleted');
    await q(`DELETE FROM companies WHERE id = $1`, [companyId]);
    expect(await q(`SELECT 1 FROM pnl_rollup WHERE company_id = $1`, [companyId])).toHaveLength(0);
    expect(await marks()).toBe(0);
  }, 120_000);
});
