import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A summed amount of the P&L rollup (roubles, or units for the counts): unbounded decimal. */
const amount = (name: string) => numeric(name).notNull().default('0');

/**
 * The P&L rollup (docs/decisions/0007-pnl.md): every line's amount per company × cabinet ×
 * product × day, and the same summed per month and over products, so a 12-month P&L reads a few
 * hundred rows. `level`:
 * - `product_day`: the amounts computed from their sources — realization lines from
 *   finance_daily, COGS at the day's cost version and rate, ad spend by invoice (shop level, no
 *   product), finance transactions (company level: no cabinet, their organization);
 * - `product_month`: product_day summed per calendar month (`day` is its first day);
 * - `account_day`, `account_month`: the same summed over products (`nm_id` null).
 * Kept by `pnl-rollup.ts` from the marks the sources' triggers leave in pnl_dirty. No per-row
 * foreign keys (the synced tables' rule, sync/tenant-columns.table.ts): the deletion triggers of
 * wb_accounts and companies delete the rows (migration 0025).
 */
export const pnlRollup = pgTable(
  'pnl_rollup',
  {
    companyId: uuid('company_id').notNull(),
    level: text('level').notNull(),
    // Key columns are never null, so the key is a plain one: «none» is the nil uuid or 0.
    /** Nil: company level (finance transactions). */
    accountId: uuid('account_id').notNull(),
    /** 0: shop level, or a level summed over products. */
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** A finance transaction's organization (nil for a cabinet's rows: its own is read live). */
    organizationId: uuid('organization_id').notNull(),
    day: date('day').notNull(),
    revenue: amount('revenue'),
    forPay: amount('for_pay'),
    commission: amount('commission'),
    acquiring: amount('acquiring'),
    pvzReward: amount('pvz_reward'),
    logistics: amount('logistics'),
    storage: amount('storage'),
    acceptance: amount('acceptance'),
    penalties: amount('penalties'),
    deductions: amount('deductions'),
    corrections: amount('corrections'),
    payout: amount('payout'),
    soldUnits: amount('sold_units'),
    returnedUnits: amount('returned_units'),
    cogs: amount('cogs'),
    costlessUnits: amount('costless_units'),
    advertising: amount('advertising'),
    otherIncome: amount('other_income'),
    fxAdvertising: amount('fx_advertising'),
    fxSalaries: amount('fx_salaries'),
    fxRent: amount('fx_rent'),
    fxServices: amount('fx_services'),
    fxTaxesPaid: amount('fx_taxes_paid'),
    fxLogisticsOutsideWb: amount('fx_logistics_outside_wb'),
    fxBankFees: amount('fx_bank_fees'),
    fxOther: amount('fx_other'),
    fxPurchases: amount('fx_purchases'),
    unratedTransactions: amount('unrated_transactions'),
  },
  (t) => [
    // The refresh finds a product's (or cabinet's) days by this key.
    unique('pnl_rollup_key').on(t.companyId, t.level, t.accountId, t.nmId, t.organizationId, t.day),
    // Reports read a level's days of a period.
    index('pnl_rollup_read_idx').on(t.companyId, t.level, t.day),
    check(
      'pnl_rollup_level_check',
      sql`${t.level} IN ('product_day', 'product_month', 'account_day', 'account_month')`,
    ),
  ],
);

/**
 * What changed since the rollup was last refreshed, written by statement triggers on the
 * sources in the same transaction as the change (migration 0025), removed by the refresh:
 * - `row`: the product_day row of (account, product or null, day = since) from its sources;
 * - `cost`: COGS of a product's days from `since` on (a cost version or a currency rate);
 * - `journal`: the company-level rows of the days since…until (finance transactions);
 * - `all`: the whole company (a new installation's first fill).
 */
export const pnlDirty = pgTable(
  'pnl_dirty',
  {
    companyId: uuid('company_id').notNull(),
    kind: text('kind').notNull(),
    accountId: uuid('account_id'),
    nmId: bigint('nm_id', { mode: 'number' }),
    since: date('since').notNull(),
    until: date('until').notNull(),
  },
  (t) => [
    index('pnl_dirty_company_idx').on(t.companyId),
    check('pnl_dirty_kind_check', sql`${t.kind} IN ('row', 'cost', 'journal', 'all')`),
  ],
);
