/**
 * The management accounts' grids (docs/domain.md#management-accounts): the journal, the accounts
 * with balances, an account's statement (running balance by a window function), categories,
 * counterparties and rules.
 */
import type {
  accountStatementList,
  CategoryKind,
  counterpartiesList,
  financeAccountsList,
  financeCategoriesList,
  financeRulesList,
  PnlLine,
  RuleMatch,
  Transaction,
  transactionsList,
} from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isoOrNull, textOrNull, type ColumnSql, type ListSource } from '../../lib/list-query';
import type { DbOrTx } from '../../db/client';
import { convertAtSql } from '../currencies/convert';
import { amountRubSql, balanceSql, movementSql } from './finances.sql';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const text = (expr: SQL, notNull = false): ColumnSql => ({ expr, sqlType: 'text', notNull });
const num = (expr: SQL): ColumnSql => ({ expr, sqlType: 'numeric' });
/** A calendar date column as the Moscow day's first instant (date filters and sort). */
const day = (column: string): ColumnSql => ({
  expr: sql.raw(`(${column}::timestamp AT TIME ZONE 'Europe/Moscow')`),
  sqlType: 'timestamptz',
  notNull: true,
});
const count = (table: string, column: string, of: string): ColumnSql => ({
  expr: sql.raw(`(SELECT count(*) FROM ${table} x WHERE x.${column} = ${of})`),
  sqlType: 'bigint',
  notNull: true,
});

/** The journal's columns over `t` (finance_transactions) and its joins. */
export const TRANSACTION_FROM = sql`finance_transactions t
  JOIN finance_accounts a ON a.id = t.account_id
  LEFT JOIN finance_accounts ta ON ta.id = t.target_account_id
  LEFT JOIN finance_categories c ON c.id = t.category_id
  LEFT JOIN counterparties cp ON cp.id = t.counterparty_id
  LEFT JOIN organizations o ON o.id = t.organization_id`;

export const transactionColumns = {
  date: day('t.date'),
  kind: text(sql`t.kind`, true),
  amount: { expr: sql`t.amount`, sqlType: 'numeric', notNull: true },
  currency: text(sql`trim(t.currency)`, true),
  amountRub: num(amountRubSql('t')),
  incomeRub: num(sql`CASE WHEN t.kind = 'income' THEN ${amountRubSql('t')} END`),
  expenseRub: num(sql`CASE WHEN t.kind = 'expense' THEN ${amountRubSql('t')} END`),
  account: text(sql`a.name`, true),
  targetAccount: text(sql`ta.name`),
  category: text(sql`c.name`),
  pnlLine: text(sql`c.pnl_line`),
  counterparty: text(sql`cp.name`),
  organization: text(sql`o.name`),
  purpose: text(sql`t.purpose`),
  comment: text(sql`t.comment`),
  source: text(sql`t.source`, true),
} satisfies Record<string, ColumnSql>;

export const transactionExtra = {
  id: { expr: sql`t.id` },
  day: { expr: sql`to_char(t.date, 'YYYY-MM-DD')` },
  accountId: { expr: sql`t.account_id` },
  targetAccountId: { expr: sql`t.target_account_id` },
  categoryId: { expr: sql`t.category_id` },
  counterpartyId: { expr: sql`t.counterparty_id` },
  organizationId: { expr: sql`t.organization_id` },
  externalId: { expr: sql`t.external_id` },
  createdAt: { expr: sql`t.created_at` },
  updatedAt: { expr: sql`t.updated_at` },
};

/** A journal row as the API returns it (the list's and the detail page's). */
export function toTransaction(r: Record<string, unknown>): Transaction {
  return {
    id: String(r.id),
    date: String(r.day),
    kind: r.kind as Transaction['kind'],
    amount: String(r.amount),
    currency: String(r.currency),
    amountRub: textOrNull(r.amountRub),
    incomeRub: textOrNull(r.incomeRub),
    expenseRub: textOrNull(r.expenseRub),
    accountId: String(r.accountId),
    account: String(r.account),
    targetAccountId: textOrNull(r.targetAccountId),
    targetAccount: textOrNull(r.targetAccount),
    categoryId: textOrNull(r.categoryId),
    category: textOrNull(r.category),
    pnlLine: textOrNull(r.pnlLine) as Transaction['pnlLine'],
    counterpartyId: textOrNull(r.counterpartyId),
    counterparty: textOrNull(r.counterparty),
    organizationId: textOrNull(r.organizationId),
    organization: textOrNull(r.organization),
    purpose: textOrNull(r.purpose),
    comment: textOrNull(r.comment),
    source: r.source as Transaction['source'],
    externalId: textOrNull(r.externalId),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export const transactionsSource: ListSource<typeof transactionsList> = {
  columns: transactionColumns,
  from: TRANSACTION_FROM,
  tenant: sql`t.company_id`,
  tiebreak: [{ expr: sql`t.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: transactionExtra,
  mapRow: toTransaction,
};

export const accountsSource: ListSource<typeof financeAccountsList> = {
  columns: {
    name: text(sql`a.name`, true),
    type: text(sql`a.type`, true),
    currency: text(sql`trim(a.currency)`, true),
    balance: num(sql`b.balance`),
    balanceRub: num(convertAtSql(sql`b.balance`, sql`a.currency`, sql`'RUB'`, sql`current_date`)),
    wbBalance: num(sql`a.wb_balance`),
    organization: text(sql`o.name`),
    openingBalance: { expr: sql`a.opening_balance`, sqlType: 'numeric', notNull: true },
    openingDate: day('a.opening_date'),
    archived: text(sql`a.archived::text`, true),
  },
  from: sql`finance_accounts a LEFT JOIN LATERAL ${balanceSql('a')} b ON true
    LEFT JOIN organizations o ON o.id = a.organization_id`,
  tenant: sql`a.company_id`,
  tiebreak: [{ expr: sql`a.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  extra: {
    id: { expr: sql`a.id` },
    day: { expr: sql`to_char(a.opening_date, 'YYYY-MM-DD')` },
    organizationId: { expr: sql`a.organization_id` },
    wbAccountId: { expr: sql`a.wb_account_id` },
    wbForWithdraw: { expr: sql`a.wb_for_withdraw` },
    wbBalanceAt: { expr: sql`a.wb_balance_at` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    type: r.type as 'bank',
    currency: String(r.currency),
    openingBalance: String(r.openingBalance),
    openingDate: String(r.day),
    organizationId: textOrNull(r.organizationId),
    organization: textOrNull(r.organization),
    wbAccountId: textOrNull(r.wbAccountId),
    archived: r.archived === 'true',
    balance: textOrNull(r.balance),
    balanceRub: textOrNull(r.balanceRub),
    wbBalance: textOrNull(r.wbBalance),
    wbForWithdraw: textOrNull(r.wbForWithdraw),
    wbBalanceAt: isoOrNull(r.wbBalanceAt),
  }),
};

/**
 * One account's movements in order (date, then entry), each with the balance after it: the
 * opening balance plus a running sum over a window. A movement without a rate makes it and every
 * later balance missing (a sum that skipped it would be wrong).
 */
export const statementSource: ListSource<typeof accountStatementList> = {
  columns: {
    date: day('st.date'),
    kind: text(sql`st.kind`, true),
    amount: num(sql`st.v`),
    balance: num(sql`st.running`),
    category: text(sql`c.name`),
    counterparty: text(sql`cp.name`),
    comment: text(sql`st.comment`),
  },
  from: ({ params, tenant }) => sql`(
    SELECT s.*, CASE WHEN count(*) OVER w = count(s.v) OVER w
                     THEN s.opening + sum(s.v) OVER w END AS running
      FROM (SELECT t.id, t.company_id, t.date, t.kind, t.amount, t.currency, t.category_id,
                   t.counterparty_id, t.comment, t.created_at, a.opening_balance AS opening,
                   ${movementSql('t', 'a')} AS v
              FROM finance_transactions t
              JOIN finance_accounts a ON a.id = ${params.id}::uuid AND a.company_id = ${tenant}
               AND (t.account_id = a.id OR t.target_account_id = a.id)
             WHERE t.company_id = ${tenant}) s
    WINDOW w AS (ORDER BY s.date, s.created_at, s.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  ) st
  LEFT JOIN finance_categories c ON c.id = st.category_id
  LEFT JOIN counterparties cp ON cp.id = st.counterparty_id`,
  tenant: sql`st.company_id`,
  tiebreak: [
    { expr: sql`st.created_at`, sqlType: 'timestamptz' },
    { expr: sql`st.id`, sqlType: 'uuid' },
  ],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: {
    id: { expr: sql`st.id` },
    day: { expr: sql`to_char(st.date, 'YYYY-MM-DD')` },
    original: { expr: sql`st.amount` },
    currencyCode: { expr: sql`trim(st.currency)` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    transactionId: String(r.id),
    date: String(r.day),
    kind: r.kind as 'income',
    amount: textOrNull(r.amount),
    original: String(r.original),
    currency: String(r.currencyCode),
    balance: textOrNull(r.balance),
    category: textOrNull(r.category),
    counterparty: textOrNull(r.counterparty),
    comment: textOrNull(r.comment),
  }),
};

export const categoriesSource: ListSource<typeof financeCategoriesList> = {
  columns: {
    name: text(sql`c.name`, true),
    kind: text(sql`c.kind`, true),
    parent: text(sql`p.name`),
    pnlLine: text(sql`c.pnl_line`, true),
    transactionsCount: count('finance_transactions', 'category_id', 'c.id'),
  },
  from: sql`finance_categories c LEFT JOIN finance_categories p ON p.id = c.parent_id`,
  tenant: sql`c.company_id`,
  tiebreak: [{ expr: sql`c.id`, sqlType: 'uuid' }],
  defaultSort: [
    { field: 'kind', dir: 'asc' },
    { field: 'name', dir: 'asc' },
  ],
  extra: {
    id: { expr: sql`c.id` },
    parentId: { expr: sql`c.parent_id` },
    systemKey: { expr: sql`c.system_key` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    kind: r.kind as CategoryKind,
    parentId: textOrNull(r.parentId),
    parent: textOrNull(r.parent),
    pnlLine: r.pnlLine as PnlLine,
    system: r.systemKey !== null,
    transactionsCount: Number(r.transactionsCount),
  }),
};

export const counterpartiesSource: ListSource<typeof counterpartiesList> = {
  columns: {
    name: text(sql`cp.name`, true),
    inn: text(sql`cp.inn`),
    comment: text(sql`cp.comment`),
    transactionsCount: count('finance_transactions', 'counterparty_id', 'cp.id'),
  },
  from: sql`counterparties cp`,
  tenant: sql`cp.company_id`,
  tiebreak: [{ expr: sql`cp.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  extra: { id: { expr: sql`cp.id` } },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    inn: textOrNull(r.inn),
    comment: textOrNull(r.comment),
    transactionsCount: Number(r.transactionsCount),
  }),
};

export const rulesSource: ListSource<typeof financeRulesList> = {
  columns: {
    name: text(sql`r.name`, true),
    match: text(sql`r.match`, true),
    inn: text(sql`r.inn`),
    pattern: text(sql`r.pattern`),
    kind: text(sql`r.kind`),
    category: text(sql`c.name`, true),
    priority: { expr: sql`r.priority`, sqlType: 'bigint', notNull: true },
  },
  from: sql`finance_rules r JOIN finance_categories c ON c.id = r.category_id`,
  tenant: sql`r.company_id`,
  tiebreak: [{ expr: sql`r.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'priority', dir: 'asc' }],
  extra: {
    id: { expr: sql`r.id` },
    isRegex: { expr: sql`r.is_regex` },
    categoryId: { expr: sql`r.category_id` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    match: r.match as RuleMatch,
    inn: textOrNull(r.inn),
    pattern: textOrNull(r.pattern),
    isRegex: r.isRegex === true,
    kind: textOrNull(r.kind) as CategoryKind | null,
    categoryId: String(r.categoryId),
    category: String(r.category),
    priority: Number(r.priority),
  }),
};

/** One transaction of the company as the journal shows it, or undefined. */
export async function transactionView(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Transaction | undefined> {
  const items = Object.entries({ ...transactionColumns, ...transactionExtra }).map(
    ([key, c]) => sql`${c.expr} AS ${sql.identifier(key)}`,
  );
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${sql.join(items, sql`, `)} FROM ${TRANSACTION_FROM}
     WHERE t.company_id = ${companyId}::uuid AND t.id = ${id}::uuid`);
  return rows[0] ? toTransaction(rows[0]) : undefined;
}
