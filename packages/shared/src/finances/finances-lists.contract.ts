/**
 * The management accounts' grids (list framework): the journal, the accounts with balances, one
 * account's statement with its running balance, and the settings' categories, counterparties and
 * rules.
 */
import * as z from 'zod/mini';
import { idParams } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { viewFinance } from './finances.contract';
import {
  CATEGORY_KINDS,
  counterpartySchema,
  FINANCE_ACCOUNT_TYPES,
  financeAccountSchema,
  financeCategorySchema,
  financeRuleSchema,
  RULE_MATCHES,
  TRANSACTION_KINDS,
  TRANSACTION_SOURCES,
  transactionSchema,
} from './finances.schemas';
import { PNL_LINES } from './pnl-lines';

const tag = 'finances';
const col = (key: string, header: string, width: number) =>
  ({ key, type: 'text', sortable: true, filterable: true, header, width }) as const;
const enumCol = <O extends readonly string[]>(
  key: string,
  options: O,
  optionLabels: string,
  header: string,
  width: number,
) =>
  ({
    key,
    type: 'enum',
    options,
    optionLabels,
    sortable: true,
    filterable: true,
    header,
    width,
  }) as const;

export const TRANSACTION_COLUMNS = [
  { key: 'date', type: 'date', sortable: true, filterable: true, header: 'Дата', width: 120 },
  enumCol('kind', TRANSACTION_KINDS, 'finances:kinds', 'Тип', 120),
  {
    key: 'amount',
    type: 'money',
    sortable: true,
    filterable: true,
    header: 'Сумма',
    width: 140,
  },
  col('currency', 'Валюта', 90),
  {
    key: 'amountRub',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Сумма, ₽',
    width: 150,
    visible: false,
  },
  {
    key: 'incomeRub',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Приход, ₽',
    width: 150,
  },
  {
    key: 'expenseRub',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Расход, ₽',
    width: 150,
  },
  col('account', 'Счёт', 180),
  col('targetAccount', 'Счёт зачисления', 180),
  col('category', 'Статья', 180),
  // Hidden: the P&L's drill-down filters the transactions behind a line by it.
  { ...enumCol('pnlLine', PNL_LINES, 'finances:pnlLines', 'Строка ОПиУ', 170), visible: false },
  col('counterparty', 'Контрагент', 200),
  col('organization', 'Организация', 180),
  col('purpose', 'Назначение платежа', 260),
  col('comment', 'Комментарий', 220),
  enumCol('source', TRANSACTION_SOURCES, 'finances:sources', 'Источник', 140),
] as const satisfies readonly ColumnDef[];

/** The journal: income, expense and transfers of every account. */
export const transactionsList = defineList({
  key: 'financeTransactions',
  path: '/api/finances/transactions',
  tag,
  summary: 'Income, expense and transfers of the company',
  access: viewFinance,
  tenant: 'company',
  row: transactionSchema,
  columns: TRANSACTION_COLUMNS,
  export: {
    action: 'finances.transactions_export',
    entity: 'finance_transaction',
    file: 'transactions',
    sheet: 'Операции',
  },
});

export const ACCOUNT_COLUMNS = [
  col('name', 'Счёт', 220),
  enumCol('type', FINANCE_ACCOUNT_TYPES, 'finances:accountTypes', 'Тип', 140),
  col('currency', 'Валюта', 90),
  {
    key: 'balance',
    type: 'money',
    sortable: true,
    filterable: true,
    header: 'Остаток',
    width: 150,
  },
  {
    key: 'balanceRub',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Остаток, ₽',
    width: 150,
  },
  {
    key: 'wbBalance',
    type: 'money',
    currency: 'RUB',
    sortable: true,
    filterable: true,
    header: 'Баланс WB',
    width: 150,
  },
  col('organization', 'Организация', 180),
  {
    key: 'openingBalance',
    type: 'money',
    sortable: true,
    filterable: true,
    header: 'Начальный остаток',
    width: 160,
    visible: false,
  },
  {
    key: 'openingDate',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Дата начального остатка',
    width: 160,
    visible: false,
  },
  enumCol('archived', ['true', 'false'], 'finances:archivedOptions', 'В архиве', 120),
] as const satisfies readonly ColumnDef[];

/** All accounts with their balances to date. */
export const financeAccountsList = defineList({
  key: 'financeAccounts',
  path: '/api/finances/accounts',
  tag,
  summary: 'Money accounts of the company with balances',
  access: viewFinance,
  tenant: 'company',
  row: financeAccountSchema,
  columns: ACCOUNT_COLUMNS,
  export: {
    action: 'finances.accounts_export',
    entity: 'finance_account',
    file: 'accounts',
    sheet: 'Счета',
  },
});

export const statementRowSchema = z.object({
  id: z.string(),
  transactionId: z.nullable(z.uuid()),
  date: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed, in the account's currency (null: no rate for the transaction's currency). */
  amount: z.nullable(z.string()),
  /** The transaction's own amount and currency. */
  original: z.string(),
  currency: z.string(),
  /** The account's balance after this row, in order (date, then entry). */
  balance: z.nullable(z.string()),
  category: z.nullable(z.string()),
  counterparty: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const STATEMENT_COLUMNS = [
  { key: 'date', type: 'date', sortable: true, filterable: true, header: 'Дата', width: 120 },
  enumCol('kind', TRANSACTION_KINDS, 'finances:kinds', 'Тип', 120),
  {
    key: 'amount',
    type: 'money',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Приход / расход',
    width: 160,
  },
  {
    key: 'balance',
    type: 'money',
    sortable: true,
    filterable: true,
    header: 'Остаток',
    width: 160,
  },
  col('category', 'Статья', 180),
  col('counterparty', 'Контрагент', 200),
  col('comment', 'Комментарий', 220),
] as const satisfies readonly ColumnDef[];

/** One account's statement: each movement with the balance after it (running, in SQL). */
export const accountStatementList = defineList({
  key: 'financeStatement',
  path: '/api/finances/accounts/:id/statement',
  tag,
  summary: "One account's movements with the running balance",
  access: viewFinance,
  tenant: 'company',
  params: idParams,
  row: statementRowSchema,
  columns: STATEMENT_COLUMNS,
  export: {
    action: 'finances.statement_export',
    entity: 'finance_account',
    file: 'statement',
    sheet: 'Выписка',
  },
});

export const CATEGORY_COLUMNS = [
  col('name', 'Статья', 240),
  enumCol('kind', CATEGORY_KINDS, 'finances:categoryKinds', 'Вид', 120),
  col('parent', 'Родитель', 200),
  enumCol('pnlLine', PNL_LINES, 'finances:pnlLines', 'Строка P&L', 220),
  {
    key: 'transactionsCount',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Операций',
    width: 120,
  },
] as const satisfies readonly ColumnDef[];

export const financeCategoriesList = defineList({
  key: 'financeCategories',
  path: '/api/finances/categories',
  tag,
  summary: 'Income and expense categories (a tree) with their P&L lines',
  access: viewFinance,
  tenant: 'company',
  row: financeCategorySchema,
  columns: CATEGORY_COLUMNS,
  export: {
    action: 'finances.categories_export',
    entity: 'finance_category',
    file: 'categories',
    sheet: 'Статьи',
  },
});

export const COUNTERPARTY_COLUMNS = [
  col('name', 'Контрагент', 260),
  { ...col('inn', 'ИНН', 140), display: 'id' },
  col('comment', 'Комментарий', 240),
  {
    key: 'transactionsCount',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Операций',
    width: 120,
  },
] as const satisfies readonly ColumnDef[];

export const counterpartiesList = defineList({
  key: 'counterparties',
  path: '/api/finances/counterparties',
  tag,
  summary: 'Counterparties of the company',
  access: viewFinance,
  tenant: 'company',
  row: counterpartySchema,
  columns: COUNTERPARTY_COLUMNS,
  export: {
    action: 'finances.counterparties_export',
    entity: 'counterparty',
    file: 'counterparties',
    sheet: 'Контрагенты',
  },
});

export const RULE_COLUMNS = [
  col('name', 'Правило', 220),
  enumCol('match', RULE_MATCHES, 'finances:ruleMatches', 'Условие', 160),
  { ...col('inn', 'ИНН', 140), display: 'id' },
  col('pattern', 'Назначение содержит', 220),
  enumCol('kind', CATEGORY_KINDS, 'finances:categoryKinds', 'Вид', 120),
  col('category', 'Статья', 200),
  {
    key: 'priority',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Приоритет',
    width: 120,
  },
] as const satisfies readonly ColumnDef[];

export const financeRulesList = defineList({
  key: 'financeRules',
  path: '/api/finances/rules',
  tag,
  summary: 'Rules that choose a category of an imported transaction',
  access: viewFinance,
  tenant: 'company',
  row: financeRuleSchema,
  columns: RULE_COLUMNS,
  export: {
    action: 'finances.rules_export',
    entity: 'finance_rule',
    file: 'rules',
    sheet: 'Правила',
  },
});
