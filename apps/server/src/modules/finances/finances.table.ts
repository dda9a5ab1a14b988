import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  CategoryKind,
  FinanceAccountType,
  PnlLine,
  RuleMatch,
  TransactionKind,
  TransactionSource,
} from '@wb/shared';
import { money, sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { currencies } from '../currencies/currencies.table';
import { organizations } from '../organizations/organizations.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money accounts of the management accounts (docs/domain.md#management-accounts): a bank account,
 * cash, a card, or a WB cabinet's balance (`marketplace`, one per cabinet, made on demand).
 */
export const financeAccounts = pgTable(
  'finance_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type').$type<FinanceAccountType>().notNull(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    openingBalance: money('opening_balance').notNull().default('0'),
    openingDate: date('opening_date').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    wbAccountId: uuid('wb_account_id').references(() => wbAccounts.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    /** WB's balance as last read (GET /api/v1/account/balance), marketplace accounts only. */
    wbBalance: money('wb_balance'),
    wbForWithdraw: money('wb_for_withdraw'),
    wbBalanceAt: timestamp('wb_balance_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    sameCompany('finance_accounts', t.companyId, t.organizationId, organizations),
    sameCompany('finance_accounts', t.companyId, t.wbAccountId, wbAccounts),
    unique('finance_accounts_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('finance_accounts_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('finance_accounts_wb_account_idx')
      .on(t.companyId, t.wbAccountId)
      .where(sql`${t.wbAccountId} is not null`),
    check('finance_accounts_type_check', sql`${t.type} IN ('bank', 'cash', 'card', 'marketplace')`),
  ],
);

/** Income and expense categories: a tree, each mapped to a P&L line. */
export const financeCategories = pgTable(
  'finance_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => financeCategories.id),
    name: text('name').notNull(),
    kind: text('kind').$type<CategoryKind>().notNull(),
    pnlLine: text('pnl_line').$type<PnlLine>().notNull(),
    /** A category the product books into itself: `wb_payout`. */
    systemKey: text('system_key'),
    ...stamps(),
  },
  (t) => [
    sameCompany('finance_categories', t.companyId, t.parentId, {
      companyId: t.companyId,
      id: t.id,
    }),
    unique('finance_categories_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('finance_categories_company_name_idx').on(
      t.companyId,
      t.kind,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('finance_categories_system_idx')
      .on(t.companyId, t.systemKey)
      .where(sql`${t.systemKey} is not null`),
    check('finance_categories_kind_check', sql`${t.kind} IN ('income', 'expense')`),
  ],
);

/** Who money is paid to or received from; the ИНН (checksum-checked) is unique in a company. */
export const counterparties = pgTable(
  'counterparties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    inn: text('inn'),
    comment: text('comment'),
    ...stamps(),
  },
  (t) => [
    unique('counterparties_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('counterparties_company_inn_idx')
      .on(t.companyId, t.inn)
      .where(sql`${t.inn} is not null`),
  ],
);

/** Rules that pick the category of an imported transaction: by ИНН or by payment purpose. */
export const financeRules = pgTable(
  'finance_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    match: text('match').$type<RuleMatch>().notNull(),
    inn: text('inn'),
    pattern: text('pattern'),
    isRegex: boolean('is_regex').notNull().default(false),
    kind: text('kind').$type<CategoryKind>(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => financeCategories.id),
    priority: integer('priority').notNull().default(100),
    ...stamps(),
  },
  (t) => [
    sameCompany('finance_rules', t.companyId, t.categoryId, financeCategories),
    index('finance_rules_company_idx').on(t.companyId, t.priority),
    check('finance_rules_match_check', sql`${t.match} IN ('counterparty', 'purpose')`),
  ],
);

/** The journal: income, expense and transfers between accounts. */
export const financeTransactions = pgTable(
  'finance_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    date: date('date').notNull(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    accountId: uuid('account_id')
      .notNull()
      .references(() => financeAccounts.id),
    targetAccountId: uuid('target_account_id').references(() => financeAccounts.id),
    categoryId: uuid('category_id').references(() => financeCategories.id),
    counterpartyId: uuid('counterparty_id').references(() => counterparties.id),
    organizationId: uuid('organization_id').references(() => organizations.id),
    purpose: text('purpose'),
    comment: text('comment'),
    source: text('source').$type<TransactionSource>().notNull().default('manual'),
    /** The WB report id of a payout, a bank statement's document id: re-reading adds nothing. */
    externalId: text('external_id'),
    ...stamps(),
  },
  (t) => [
    sameCompany('finance_transactions', t.companyId, t.accountId, financeAccounts),
    sameCompany('finance_transactions', t.companyId, t.targetAccountId, financeAccounts),
    sameCompany('finance_transactions', t.companyId, t.categoryId, financeCategories),
    sameCompany('finance_transactions', t.companyId, t.counterpartyId, counterparties),
    sameCompany('finance_transactions', t.companyId, t.organizationId, organizations),
    unique('finance_transactions_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('finance_transactions_external_idx')
      .on(t.companyId, t.accountId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('finance_transactions_company_date_idx').on(t.companyId, t.date),
    index('finance_transactions_account_idx').on(t.accountId, t.date),
    index('finance_transactions_target_idx')
      .on(t.targetAccountId, t.date)
      .where(sql`${t.targetAccountId} is not null`),
    check('finance_transactions_amount_check', sql`${t.amount} > 0`),
    check('finance_transactions_kind_check', sql`${t.kind} IN ('income', 'expense', 'transfer')`),
    check(
      'finance_transactions_source_check',
      sql`${t.source} IN ('manual', 'wb_payout', 'import')`,
    ),
    check(
      'finance_transactions_transfer_check',
      sql`(${t.kind} = 'transfer') = (${t.targetAccountId} IS NOT NULL) AND ${t.targetAccountId} IS DISTINCT FROM ${t.accountId}`,
    ),
  ],
);
