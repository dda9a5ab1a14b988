import type { PnlLine } from '@wb/shared/finances/pnl-lines';
import {
  FINANCE_EXPENSE_MEASURES,
  type FinanceExpenseMeasure,
} from '@wb/shared/income/income-lines';
import type { incomeReport } from '@wb/shared/income/income-report.contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ReportSource } from '../../lib/report/source';
import { pnlTransactionsSql, pnlTransactionsVersion } from '../finances/pnl-transactions';
import { costAtSql } from '../product-costs/cost-at';
import { syncedDataVersion } from '../sync/data-version';

/**
 * The additive columns of the P&L's daily rows (cabinet × product × Moscow day; product null:
 * shop level; cabinet null: company level, from finance transactions), each the amount of one
 * line (docs/domain.md#pl-report). Expenses are positive.
 */
const AMOUNTS = [
  'revenue',
  'for_pay',
  'commission',
  'acquiring',
  'pvz_reward',
  'logistics',
  'storage',
  'acceptance',
  'penalties',
  'deductions',
  'corrections',
  'payout',
  'sold_units',
  'returned_units',
  'cogs',
  'costless_units',
  'advertising',
  'other_income',
  'fx_advertising',
  'fx_salaries',
  'fx_rent',
  'fx_services',
  'fx_taxes_paid',
  'fx_logistics_outside_wb',
  'fx_bank_fees',
  'fx_other',
  'fx_purchases',
  'unrated_transactions',
] as const;
type Amount = (typeof AMOUNTS)[number];

/** Each finance expense line's column, by the measure that shows it. */
const FX_COLUMNS: Record<FinanceExpenseMeasure, Amount> = {
  advertisingOutsideWb: 'fx_advertising',
  salaries: 'fx_salaries',
  rent: 'fx_rent',
  services: 'fx_services',
  taxesPaid: 'fx_taxes_paid',
  logisticsOutsideWb: 'fx_logistics_outside_wb',
  bankFees: 'fx_bank_fees',
  miscExpenses: 'fx_other',
};
const lineOf = (measure: FinanceExpenseMeasure) =>
  (Object.keys(FINANCE_EXPENSE_MEASURES) as PnlLine[]).find(
    (l) => FINANCE_EXPENSE_MEASURES[l as keyof typeof FINANCE_EXPENSE_MEASURES] === measure,
  )!;

/** Other expenses of a row `x` (purchases are not among them: they reach profit as COGS). */
const otherExpenses = (x: string) =>
  `(${Object.values(FX_COLUMNS)
    .map((c) => `${x}.${c}`)
    .join(' + ')})`;

/** The tax bases each row adds to its organization's system (computed per row, summed). */
const TAX_PARTS = ['tax_flat', 'tax_ie', 'tax_ie_min', 'tax_vat', 'tax_profit', 'untaxed_revenue'];

const SIGN = `CASE WHEN f.document_type = 'Возврат' THEN -1 ELSE 1 END`;

/** finance_daily per account × day × product: the lines drawn from realization rows. */
const REALIZATION: Partial<Record<Amount, string>> = {
  revenue: `sum(${SIGN} * f.retail_amount)`,
  for_pay: `sum(${SIGN} * f.for_pay)`,
  commission: `sum(${SIGN} * (f.vw + f.vw_nds))`,
  acquiring: `sum(${SIGN} * f.acquiring_fee)`,
  pvz_reward: `sum(${SIGN} * f.ppvz_reward)`,
  logistics: 'sum(f.delivery_service)',
  storage: 'sum(f.paid_storage)',
  acceptance: 'sum(f.paid_acceptance)',
  penalties: 'sum(f.penalty)',
  deductions: 'sum(f.deduction)',
  corrections: 'sum(f.additional_payment)',
  payout: 'sum(f.payout)',
  sold_units: `coalesce(sum(f.quantity) FILTER (WHERE f.document_type = 'Продажа'), 0)`,
  returned_units: `coalesce(sum(f.quantity) FILTER (WHERE f.document_type = 'Возврат'), 0)`,
};

/** Finance transactions per company × organization × day (x: pnlTransactionsSql's rows). */
const line = (l: PnlLine, sign: '' | '-') =>
  `coalesce(${sign}sum(x.profit_rub) FILTER (WHERE x.pnl_line = '${l}'), 0)`;
const FINANCE: Partial<Record<Amount, string>> = {
  other_income: line('revenueOther', ''),
  ...Object.fromEntries(
    Object.entries(FX_COLUMNS).map(([m, c]) => [c, line(lineOf(m as FinanceExpenseMeasure), '-')]),
  ),
  fx_purchases: line('purchases', '-'),
  unrated_transactions: 'count(*) FILTER (WHERE x.profit_rub IS NULL)',
};

const columnsOf = (values: Partial<Record<Amount, string>>) =>
  AMOUNTS.map((a) => `${values[a] ?? '0'} AS ${a}`).join(', ');

/**
 * The P&L's daily rows as one relation `d`: realization lines from finance_daily, COGS as net
 * units × the unit cost at the day (docs/domain.md#cost-at-a-date; none: the units are counted
 * as costless, never priced at zero), ad spend paid by invoice («Счёт») per cabinet and day (shop
 * level; spend from the WB balance is already among the reports' deductions, bonuses and cashback
 * are not money spent — docs/domain.md#pl-report), finance transactions mapped to P&L lines per
 * organization and day (company level: no cabinet, no product), and each row's tax bases by its
 * organization — the cabinet's, or the transaction's (docs/domain.md#pl-report). The report
 * engine's tenant and period conditions on `d` reach every branch (the planner pushes them down).
 */
function pnlDaily(): SQL {
  const realization = `
    SELECT g.company_id, g.account_id, g.nm_id, g.day, NULL::uuid AS org_id,
           ${columnsOf({
             ...Object.fromEntries(Object.keys(REALIZATION).map((a) => [a, `g.${a}`])),
             cogs: 'coalesce((g.sold_units - g.returned_units) * c.unit_cost_rub, 0)',
             costless_units: `CASE WHEN g.nm_id IS NOT NULL AND c.unit_cost_rub IS NULL
                THEN abs(g.sold_units - g.returned_units) ELSE 0 END`,
           })}
      FROM (SELECT f.company_id, f.account_id, f.nm_id, f.day, ${columnsOf(REALIZATION)}
              FROM finance_daily f
             GROUP BY f.company_id, f.account_id, f.nm_id, f.day) g
      LEFT JOIN LATERAL (${costAtSql('g.account_id', 'g.nm_id', 'NULL', 'g.day')}) c
        ON g.nm_id IS NOT NULL AND g.sold_units <> g.returned_units`;
  const ads = `
    SELECT s.company_id, s.account_id, NULL::bigint AS nm_id, s.date AS day, NULL::uuid AS org_id,
           ${columnsOf({ advertising: 'coalesce(sum(s.amount), 0)' })}
      FROM ad_spend s
     WHERE s.payment_type = 'Счёт'
     GROUP BY s.company_id, s.account_id, s.date`;
  const finance = sql`
    SELECT x.company_id, NULL::uuid AS account_id, NULL::bigint AS nm_id, x.day,
           x.organization_id AS org_id, ${sql.raw(columnsOf(FINANCE))}
      FROM ${pnlTransactionsSql()} x
     GROUP BY x.company_id, x.organization_id, x.day`;
  // Other income is taxable revenue and other expenses deduct from the profit bases
  // (docs/domain.md#pl-report); purchases do not (COGS deducts the goods sold).
  const taxable = `(u.revenue + u.other_income)`;
  const profitBase = `(u.payout + u.other_income - u.advertising - u.cogs - ${otherExpenses('u')})`;
  const vat = `coalesce(org.vat_rate, 0)`;
  const vatOf = `(u.revenue * ${vat} / (100 + ${vat}))`;
  const system = (s: string) => `org.tax_system = '${s}'`;
  const when = (cond: string, value: string) => `CASE WHEN ${cond} THEN ${value} ELSE 0 END`;
  return sql`(SELECT u.*, org.id AS organization_id,
      ${sql.raw(`${when(`org.tax_system IN ('usnIncome', 'ausn', 'npd')`, `org.tax_rate / 100 * ${taxable}`)} AS tax_flat,
      ${when(system('usnIncomeExpense'), `org.tax_rate / 100 * ${profitBase}`)} AS tax_ie,
      ${when(system('usnIncomeExpense'), `0.01 * ${taxable}`)} AS tax_ie_min,
      ${when(system('osn'), vatOf)} AS tax_vat,
      ${when(system('osn'), `org.tax_rate / 100 * (${profitBase} - ${vatOf})`)} AS tax_profit,
      ${when('org.id IS NULL', taxable)} AS untaxed_revenue`)}
     FROM (${sql.raw(realization)} UNION ALL ${sql.raw(ads)} UNION ALL ${finance}) u
     LEFT JOIN wb_accounts ta ON ta.id = u.account_id
     LEFT JOIN organizations org ON org.id = coalesce(u.org_id, ta.organization_id)) d`;
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

const PRODUCTS = ['products'];

/** The label of the rows without a product: a cabinet's shop level, or the company's. */
const NO_PRODUCT = `CASE WHEN d.account_id IS NULL THEN 'Уровень компании' ELSE 'Уровень магазина' END`;

/**
 * The P&L report (ОПиУ) over the daily rows above: each grouping reads the product card (p), the
 * seller's category (c) and tags (t), the cabinet (a) and the row's organization. Shop-level
 * amounts (no product: storage WB books per shop, penalties, deductions, ad spend) stay a group
 * of their own in product views — never spread over products; company-level amounts (finance
 * transactions: no cabinet) are another such group («Уровень компании» by product or cabinet,
 * the group without a brand, subject, category or tag otherwise), are in their transaction's
 * organization, and are not in a single cabinet's figures (docs/domain.md#pl-report).
 */
export const incomeReportSource: ReportSource<typeof incomeReport> = {
  from: pnlDaily(),
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
    tax: (w) => sql`round(${tax(w)}, 2)`,
    otherIncome: sum('d.other_income'),
    otherExpenses: sum(otherExpenses('d')),
    ...(Object.fromEntries(
      Object.entries(FX_COLUMNS).map(([m, c]) => [m, sum(`d.${c}`)]),
    ) as Record<FinanceExpenseMeasure, (w: Window) => SQL>),
    netProfit: (w) =>
      sql`(${total(`d.payout + d.other_income - d.advertising - d.cogs - ${otherExpenses('d')}`, w)}
        - round(${tax(w)}, 2))`,
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
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM product_costs
      WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM organizations
      WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM currency_rates),
    ${pnlTransactionsVersion(tenant)})`,
  editedGroupings: ['category', 'tag', 'organization'],
  grain: {
    alias: 'd',
    keys: ['company_id', 'account_id', 'nm_id', 'organization_id'],
    sums: [...AMOUNTS, ...TAX_PARTS],
  },
};
