/**
 * The P&L's amounts per company × cabinet × product × day and where each comes from
 * (docs/domain.md#pl-report): the SQL the rollup is refreshed with (`pnl-rollup.ts`), and the
 * same rows computed at query time (`pnlOnTheFlySql`, the reference the rollup is tested and
 * measured against).
 */
import type { PnlLine } from '@wb/shared/finances/pnl-lines';
import {
  FINANCE_EXPENSE_MEASURES,
  type FinanceExpenseMeasure,
} from '@wb/shared/income/income-lines';
import { sql, type SQL } from 'drizzle-orm';
import { pnlTransactionsSql } from '../finances/pnl-transactions';
import { costAtSql } from '../product-costs/cost-at';

/**
 * The additive columns of the P&L's rows (product null: shop level; cabinet null: company
 * level, from finance transactions), each the amount of one line. Expenses are positive.
 */
export const PNL_AMOUNTS = [
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
export type PnlAmount = (typeof PNL_AMOUNTS)[number];

/** The key columns of a P&L row besides its company. */
export const PNL_KEYS = ['account_id', 'nm_id', 'organization_id', 'day'] as const;

/** Each finance expense line's column, by the measure that shows it. */
export const FX_COLUMNS: Record<FinanceExpenseMeasure, PnlAmount> = {
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
export const otherExpenses = (x: string) =>
  `(${Object.values(FX_COLUMNS)
    .map((c) => `${x}.${c}`)
    .join(' + ')})`;

const SIGN = `CASE WHEN f.document_type = 'Возврат' THEN -1 ELSE 1 END`;

/** finance_daily per account × day × product: the lines drawn from realization rows. */
const REALIZATION: Partial<Record<PnlAmount, string>> = {
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
const FINANCE: Partial<Record<PnlAmount, string>> = {
  other_income: line('revenueOther', ''),
  ...Object.fromEntries(
    Object.entries(FX_COLUMNS).map(([m, c]) => [c, line(lineOf(m as FinanceExpenseMeasure), '-')]),
  ),
  fx_purchases: line('purchases', '-'),
  unrated_transactions: 'count(*) FILTER (WHERE x.profit_rub IS NULL)',
};

const columnsOf = (values: Partial<Record<PnlAmount, string>>) =>
  PNL_AMOUNTS.map((a) => `${values[a] ?? '0'} AS ${a}`).join(', ');

/**
 * COGS of a row `g` with net units: net units × the product's unit cost at the day
 * (docs/domain.md#cost-at-a-date), the cost looked up as `c` by `COGS_LOOKUP`; units without a
 * cost are counted as costless, never priced at zero.
 */
export const cogsOf = (g: string) => ({
  cogs: `coalesce((${g}.sold_units - ${g}.returned_units) * c.unit_cost_rub, 0)`,
  costless_units: `CASE WHEN ${g}.nm_id IS NOT NULL AND c.unit_cost_rub IS NULL
    THEN abs(${g}.sold_units - ${g}.returned_units) ELSE 0 END`,
});
/** The LATERAL join of the unit cost `c` of a row `g` at its day (only where units net out ≠ 0). */
export const costLookup = (g: string) =>
  `LEFT JOIN LATERAL (${costAtSql(`${g}.account_id`, `${g}.nm_id`, 'NULL', `${g}.day`)}) c
     ON ${g}.nm_id IS NOT NULL AND ${g}.sold_units <> ${g}.returned_units`;

/**
 * Realization lines and COGS per account × product × day of the finance_daily rows `f` where
 * `filter` holds.
 */
export function realizationRows(filter: SQL): SQL {
  return sql`
    SELECT g.company_id, g.account_id, g.nm_id, NULL::uuid AS organization_id, g.day,
           ${sql.raw(
             columnsOf({
               ...Object.fromEntries(Object.keys(REALIZATION).map((a) => [a, `g.${a}`])),
               ...cogsOf('g'),
             }),
           )}
      FROM (SELECT f.company_id, f.account_id, f.nm_id, f.day, ${sql.raw(columnsOf(REALIZATION))}
              FROM finance_daily f
             WHERE ${filter}
             GROUP BY f.company_id, f.account_id, f.nm_id, f.day) g
      ${sql.raw(costLookup('g'))}`;
}

/**
 * Ad spend paid by invoice («Счёт») per cabinet and day of the ad_spend rows `s` where `filter`
 * holds: shop level (spend from the WB balance is already among the reports' deductions, bonuses
 * and cashback are not money spent — docs/domain.md#pl-report).
 */
export function adRows(filter: SQL): SQL {
  return sql`
    SELECT s.company_id, s.account_id, NULL::bigint AS nm_id, NULL::uuid AS organization_id,
           s.date AS day, ${sql.raw(columnsOf({ advertising: 'coalesce(sum(s.amount), 0)' }))}
      FROM ad_spend s
     WHERE s.payment_type = 'Счёт' AND ${filter}
     GROUP BY s.company_id, s.account_id, s.date`;
}

/**
 * Finance transactions mapped to P&L lines per organization and day (company level: no cabinet,
 * no product) of the rows `x` of pnlTransactionsSql where `filter` holds.
 */
export function journalRows(filter: SQL): SQL {
  return sql`
    SELECT x.company_id, NULL::uuid AS account_id, NULL::bigint AS nm_id, x.organization_id,
           x.day, ${sql.raw(columnsOf(FINANCE))}
      FROM ${pnlTransactionsSql()} x
     WHERE ${filter}
     GROUP BY x.company_id, x.organization_id, x.day`;
}

/**
 * The P&L's daily rows computed from their sources at query time, one relation with the
 * rollup's columns (company_id, account_id, nm_id, organization_id, day, the amounts): what
 * `product_day` holds, without the rollup. Conditions on company_id and day reach every branch.
 */
export function pnlOnTheFlySql(): SQL {
  return sql`${realizationRows(sql`TRUE`)} UNION ALL ${adRows(sql`TRUE`)}
    UNION ALL ${journalRows(sql`TRUE`)}`;
}
