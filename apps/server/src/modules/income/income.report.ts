import { addDays, bucketEnd, bucketOf } from '@wb/shared';
import type { FinanceExpenseMeasure } from '@wb/shared/income/income-lines';
import type { incomeReport } from '@wb/shared/income/income-report.contract';
import { sql, type SQL } from 'drizzle-orm';
import { dateLiteral } from '../../lib/report/period';
import type { ReportSource, RowsRequest } from '../../lib/report/source';
import { pnlTransactionsVersion } from '../finances/pnl-transactions';
import { costsDataVersion } from '../product-costs/cost-at';
import { syncedDataVersion } from '../sync/data-version';
import { FX_COLUMNS, PNL_AMOUNTS, otherExpenses, pnlOnTheFlySql } from './pnl-amounts';
import { NO_ID, refreshPnlPending } from './pnl-rollup';

/** The tax bases each row adds to its organization's system (computed per row, summed). */
const TAX_PARTS = ['tax_flat', 'tax_ie', 'tax_ie_min', 'tax_vat', 'tax_profit', 'untaxed_revenue'];

/**
 * The P&L's rows `u` (company_id, account_id, nm_id, organization_id — a finance transaction's —,
 * day, the amounts) as the report's relation `d`: each row's organization (the cabinet's, or the
 * transaction's) and the tax bases of its system (docs/domain.md#pl-report). VAT is divided at
 * 40 decimals, so the bases summed over any split of the same days agree far below the 24th
 * decimal, where the tax is rounded first (`taxRounded`): the figures do not depend on whether
 * days or months were read.
 */
function withTax(rows: SQL): SQL {
  // Other income is taxable revenue and other expenses deduct from the profit bases
  // (docs/domain.md#pl-report); purchases do not (COGS deducts the goods sold).
  const taxable = `(u.revenue + u.other_income)`;
  const profitBase = `(u.payout + u.other_income - u.advertising - u.cogs - ${otherExpenses('u')})`;
  const vat = `coalesce(org.vat_rate, 0)`;
  const vatOf = `((u.revenue * ${vat})::numeric(80, 40) / (100 + ${vat}))`;
  const system = (s: string) => `org.tax_system = '${s}'`;
  const when = (cond: string, value: string) => `CASE WHEN ${cond} THEN ${value} ELSE 0 END`;
  return sql`(SELECT u.company_id, u.account_id, u.nm_id, u.day,
      ${sql.raw(PNL_AMOUNTS.map((a) => `u.${a}`).join(', '))}, org.id AS organization_id,
      ${sql.raw(`${when(`org.tax_system IN ('usnIncome', 'ausn', 'npd')`, `org.tax_rate / 100 * ${taxable}`)} AS tax_flat,
      ${when(system('usnIncomeExpense'), `org.tax_rate / 100 * ${profitBase}`)} AS tax_ie,
      ${when(system('usnIncomeExpense'), `0.01 * ${taxable}`)} AS tax_ie_min,
      ${when(system('osn'), vatOf)} AS tax_vat,
      ${when(system('osn'), `org.tax_rate / 100 * (${profitBase} - ${vatOf})`)} AS tax_profit,
      ${when('org.id IS NULL', taxable)} AS untaxed_revenue`)}
     FROM (${rows}) u
     LEFT JOIN wb_accounts ta ON ta.id = u.account_id
     LEFT JOIN organizations org ON org.id = coalesce(u.organization_id, ta.organization_id)) d`;
}

/** The calendar months wholly inside from…to, each as its first and last day. */
function monthsWithin(from: string, to: string): [string, string][] {
  const out: [string, string][] = [];
  let month = bucketOf(from, 'month');
  if (month < from) month = addDays(bucketEnd(month, 'month'), 1);
  for (; bucketEnd(month, 'month') <= to; month = addDays(bucketEnd(month, 'month'), 1)) {
    out.push([month, bucketEnd(month, 'month')]);
  }
  return out;
}

/**
 * The rollup's rows a computation needs (pnl_rollup, income.table.ts): each calendar month
 * inside the days read that the computation takes as one (same period, same bucket) as one
 * month row, every other day as a day row; per product, or summed over products when no
 * grouping reads the product. Keys stored as «none» are null again here.
 */
function rollupRows(request: RowsRequest): SQL {
  const level = request.products ? 'product' : 'account';
  const months = monthsWithin(request.from, request.to).filter(([first, last]) =>
    request.together(first, last),
  );
  const days: [string, string][] = [];
  let next = request.from;
  for (const [first, last] of months) {
    if (next < first) days.push([next, addDays(first, -1)]);
    next = addDays(last, 1);
  }
  if (next <= request.to) days.push([next, request.to]);
  const rows = (suffix: string, where: SQL) => sql`
    SELECT r.company_id, NULLIF(r.account_id, ${sql.raw(NO_ID)}) AS account_id,
           NULLIF(r.nm_id, 0) AS nm_id, NULLIF(r.organization_id, ${sql.raw(NO_ID)}) AS organization_id,
           r.day, ${sql.raw(PNL_AMOUNTS.map((a) => `r.${a}`).join(', '))}
      FROM pnl_rollup r WHERE r.level = ${sql.raw(`'${level}_${suffix}'`)} AND (${where})`;
  const parts = [
    ...(months.length
      ? [
          rows(
            'month',
            sql`r.day IN (${sql.join(
              months.map(([m]) => dateLiteral(m)),
              sql`, `,
            )})`,
          ),
        ]
      : []),
    ...(days.length
      ? [
          rows(
            'day',
            sql.join(
              days.map(([a, b]) => sql`r.day BETWEEN ${dateLiteral(a)} AND ${dateLiteral(b)}`),
              sql` OR `,
            ),
          ),
        ]
      : []),
  ];
  return sql.join(parts, sql` UNION ALL `);
}

type Window = SQL;
const sum = (expr: string) => (w: Window) => sql`sum(${sql.raw(expr)}) FILTER (WHERE ${w})`;
const total = (expr: string, w: Window) =>
  sql`coalesce(sum(${sql.raw(expr)}) FILTER (WHERE ${w}), 0)`;

/**
 * Tax of the rows in `w`, after aggregation (docs/domain.md#pl-report): the flat systems' rate ×
 * revenue, ОСН's VAT inside the revenue plus profit tax on a positive base, УСН «доходы −
 * расходы» as the larger of rate × base and 1 % of revenue over the group's period.
 */
const tax = (w: Window) => sql`(${total('d.tax_flat', w)} + ${total('d.tax_vat', w)}
  + greatest(${total('d.tax_profit', w)}, 0)
  + greatest(${total('d.tax_ie', w)}, ${total('d.tax_ie_min', w)}))`;
/** The tax to the kopeck: first to 24 decimals (see `withTax`), then to 2. */
const taxRounded = (w: Window) => sql`round(round(${tax(w)}, 24), 2)`;

const PRODUCTS = ['products'];

/** The label of the rows without a product: a cabinet's shop level, or the company's. */
const NO_PRODUCT = `CASE WHEN d.account_id IS NULL THEN 'Уровень компании' ELSE 'Уровень магазина' END`;

/**
 * The P&L report (ОПиУ) over the rows above: each grouping reads the product card (p), the
 * seller's category (c) and tags (t), the cabinet (a) and the row's organization. Shop-level
 * amounts (no product: storage WB books per shop, penalties, deductions, ad spend) stay a group
 * of their own in product views — never spread over products; company-level amounts (finance
 * transactions: no cabinet) are another such group («Уровень компании» by product or cabinet,
 * the group without a brand, subject, category or tag otherwise), are in their transaction's
 * organization, and are not in a single cabinet's figures (docs/domain.md#pl-report).
 */
const income: Omit<ReportSource<typeof incomeReport>, 'from'> = {
  tenant: sql`d.company_id`,
  day: sql`d.day`,
  account: sql`d.account_id`,
  measures: {
    revenue: sum('d.revenue'),
    wbServices: sum('d.revenue - d.for_pay'),
    commission: sum('d.commission'),
    acquiring: sum('d.acquiring'),
    pvzReward: sum('d.pvz_reward'),
    logistics: sum('d.logistics'),
    storage: sum('d.storage'),
    acceptance: sum('d.acceptance'),
    penalties: sum('d.penalties'),
    deductions: sum('d.deductions'),
    corrections: sum('d.corrections'),
    payout: sum('d.payout'),
    advertising: sum('d.advertising'),
    cogs: sum('d.cogs'),
    tax: taxRounded,
    otherIncome: sum('d.other_income'),
    otherExpenses: sum(otherExpenses('d')),
    ...(Object.fromEntries(
      Object.entries(FX_COLUMNS).map(([m, c]) => [m, sum(`d.${c}`)]),
    ) as Record<FinanceExpenseMeasure, (w: Window) => SQL>),
    netProfit: (w) =>
      sql`(${total(`d.payout + d.other_income - d.advertising - d.cogs - ${otherExpenses('d')}`, w)}
        - ${taxRounded(w)})`,
    purchases: sum('d.fx_purchases'),
    soldUnits: sum('d.sold_units'),
    returnedUnits: sum('d.returned_units'),
    costlessUnits: sum('d.costless_units'),
    unratedTransactions: sum('d.unrated_transactions'),
    untaxedRevenue: sum('d.untaxed_revenue'),
  },
  groupings: {
    product: {
      key: sql`coalesce(d.account_id::text, '') || ':' || coalesce(d.nm_id::text, '')`,
      label: sql`coalesce(p.title, CASE WHEN d.nm_id IS NULL THEN ${sql.raw(NO_PRODUCT)} END)`,
      joins: PRODUCTS,
      product: {
        nmId: sql`d.nm_id`,
        vendorCode: sql`p.vendor_code`,
        photo: sql`(p.photos -> 0 ->> 'c246x328')`,
      },
    },
    brand: { key: sql`coalesce(p.brand, '')`, label: sql`p.brand`, joins: PRODUCTS },
    subject: {
      key: sql`coalesce(p.subject_id::text, '')`,
      label: sql`p.subject_name`,
      joins: PRODUCTS,
    },
    category: {
      key: sql`coalesce(c.id::text, '')`,
      label: sql`c.name`,
      joins: ['products', 'categories'],
    },
    tag: { key: sql`coalesce(t.id::text, '')`, label: sql`t.name`, joins: ['tags'] },
    organization: {
      key: sql`coalesce(d.organization_id::text, '')`,
      label: sql`org.name`,
      joins: ['organizations'],
    },
    account: {
      key: sql`coalesce(d.account_id::text, '')`,
      label: sql`coalesce(a.name, CASE WHEN d.account_id IS NULL THEN 'Уровень компании' END)`,
      joins: ['accounts'],
    },
  },
  joins: {
    products: sql`LEFT JOIN products p ON p.account_id = d.account_id AND p.nm_id = d.nm_id`,
    categories: sql`LEFT JOIN categories c ON c.id = p.category_id`,
    tags: sql`LEFT JOIN product_tags pt ON pt.account_id = d.account_id AND pt.nm_id = d.nm_id
      LEFT JOIN tags t ON t.id = pt.tag_id`,
    accounts: sql`LEFT JOIN wb_accounts a ON a.id = d.account_id`,
    organizations: sql`LEFT JOIN organizations org ON org.id = d.organization_id`,
  },
  // Cost versions, organizations' tax settings, currency rates and the finance journal change
  // the figures too.
  dataVersion: (tenant) => sql`concat_ws('|', ${syncedDataVersion(tenant)},
    ${costsDataVersion(tenant)},
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM organizations
      WHERE company_id = ${tenant}),
    ${pnlTransactionsVersion(tenant)})`,
  editedGroupings: ['category', 'tag', 'organization'],
  grain: {
    alias: 'd',
    keys: ['company_id', 'account_id', 'nm_id', 'organization_id'],
    sums: [...PNL_AMOUNTS, ...TAX_PARTS],
  },
};

/** The P&L from its rollup, after the rollup's pending marks are refreshed. */
export const incomeReportSource: ReportSource<typeof incomeReport> = {
  ...income,
  from: (rows) => withTax(rollupRows(rows)),
  prepare: refreshPnlPending,
};

/**
 * The same report computed from the sources at query time (the rollup's reference: tests prove
 * both give the same figures, bench:api measures both).
 */
export const incomeReportOnTheFly: ReportSource<typeof incomeReport> = {
  ...income,
  from: withTax(pnlOnTheFlySql()),
};
