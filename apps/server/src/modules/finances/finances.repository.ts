/**
 * The management accounts' SQL (docs/domain.md#management-accounts): accounts, categories,
 * counterparties, rules and transactions of one company. The balance arithmetic the grids share
 * is in finances.sql.ts.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { convertAtSql } from '../currencies/convert';
import { balanceSql } from './finances.sql';
import {
  counterparties,
  financeAccounts,
  financeCategories,
  financeRules,
  financeTransactions,
} from './finances.table';

export type AccountRow = typeof financeAccounts.$inferSelect;
export type CategoryRow = typeof financeCategories.$inferSelect;
export type CounterpartyRow = typeof counterparties.$inferSelect;
export type RuleRow = typeof financeRules.$inferSelect;
export type TransactionRow = typeof financeTransactions.$inferSelect;
type Values<T extends { $inferInsert: unknown }> = Omit<
  T['$inferInsert'],
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type AccountValues = Values<typeof financeAccounts>;
export type CategoryValues = Values<typeof financeCategories>;
export type CounterpartyValues = Values<typeof counterparties>;
export type RuleValues = Values<typeof financeRules>;
export type TransactionValues = Values<typeof financeTransactions>;

const byCompany = (
  table: { companyId: AnyPgColumn; id: AnyPgColumn },
  companyId: string,
  id?: string,
) => and(eq(table.companyId, companyId), id ? eq(table.id, id) : undefined);

// Accounts

export async function accountRows(db: DbOrTx, companyId: string, id?: string, lock = false) {
  const q = db
    .select()
    .from(financeAccounts)
    .where(byCompany(financeAccounts, companyId, id))
    .orderBy(asc(financeAccounts.archived), sql`lower(${financeAccounts.name})`);
  return lock ? q.for('update') : q;
}

/** Each account's balance (and in RUB at today's rate), by id. */
export async function accountBalances(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute<{ id: string; balance: string | null; rub: string | null }>(sql`
    SELECT a.id, b.balance,
           ${convertAtSql(sql`b.balance`, sql`a.currency`, sql`'RUB'`, sql`current_date`)} AS rub
      FROM finance_accounts a, LATERAL ${balanceSql('a')} b
     WHERE a.company_id = ${companyId}::uuid`);
  return new Map(rows.map((r) => [r.id, { balance: r.balance, rub: r.rub }]));
}

export async function insertAccount(db: DbOrTx, companyId: string, values: AccountValues) {
  const [row] = await db
    .insert(financeAccounts)
    .values({ companyId, ...values })
    .returning({ id: financeAccounts.id });
  return row!.id;
}

export async function updateAccount(db: DbOrTx, companyId: string, id: string, v: AccountValues) {
  await db
    .update(financeAccounts)
    .set({ ...v, updatedAt: sql`now()` })
    .where(byCompany(financeAccounts, companyId, id));
}

export async function setWbBalance(
  db: DbOrTx,
  id: string,
  balance: { current: string; forWithdraw: string },
) {
  await db
    .update(financeAccounts)
    .set({
      wbBalance: balance.current,
      wbForWithdraw: balance.forWithdraw,
      wbBalanceAt: sql`now()`,
    })
    .where(eq(financeAccounts.id, id));
}

/** The marketplace account of a WB cabinet, made on its first payout (one per cabinet). */
export async function marketplaceAccountOf(
  db: DbOrTx,
  companyId: string,
  wbAccountId: string,
  name: string,
  openingDate: string,
): Promise<string> {
  await db
    .insert(financeAccounts)
    .values({
      companyId,
      wbAccountId,
      name,
      type: 'marketplace',
      currency: 'RUB',
      openingDate,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: financeAccounts.id })
    .from(financeAccounts)
    .where(
      and(eq(financeAccounts.companyId, companyId), eq(financeAccounts.wbAccountId, wbAccountId)),
    );
  if (!row) throw new Error(`No marketplace account of cabinet ${wbAccountId} (name taken?)`);
  return row.id;
}

// Categories

export async function categoryRows(db: DbOrTx, companyId: string, id?: string) {
  return db
    .select()
    .from(financeCategories)
    .where(byCompany(financeCategories, companyId, id))
    .orderBy(asc(financeCategories.kind), sql`lower(${financeCategories.name})`);
}

export async function insertCategory(db: DbOrTx, companyId: string, v: CategoryValues) {
  const [row] = await db
    .insert(financeCategories)
    .values({ companyId, ...v })
    .returning({ id: financeCategories.id });
  return row!.id;
}

export async function updateCategory(db: DbOrTx, companyId: string, id: string, v: CategoryValues) {
  await db
    .update(financeCategories)
    .set({ ...v, updatedAt: sql`now()` })
    .where(byCompany(financeCategories, companyId, id));
}

/** The system category (e.g. `wb_payout`), made on first use. */
export async function systemCategory(
  db: DbOrTx,
  companyId: string,
  key: string,
  values: Omit<CategoryValues, 'systemKey'>,
): Promise<string> {
  await db
    .insert(financeCategories)
    .values({ companyId, ...values, systemKey: key })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: financeCategories.id })
    .from(financeCategories)
    .where(and(eq(financeCategories.companyId, companyId), eq(financeCategories.systemKey, key)));
  if (!row) throw new Error(`No system category ${key} (a category of that name exists?)`);
  return row.id;
}

// Counterparties

export async function counterpartyRows(db: DbOrTx, companyId: string, id?: string) {
  return db
    .select()
    .from(counterparties)
    .where(byCompany(counterparties, companyId, id))
    .orderBy(sql`lower(${counterparties.name})`);
}

export async function counterpartyByInn(db: DbOrTx, companyId: string, inn: string) {
  const [row] = await db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.companyId, companyId), eq(counterparties.inn, inn)));
  return row;
}

export async function insertCounterparty(db: DbOrTx, companyId: string, v: CounterpartyValues) {
  const [row] = await db
    .insert(counterparties)
    .values({ companyId, ...v })
    .returning({ id: counterparties.id });
  return row!.id;
}

export async function updateCounterparty(
  db: DbOrTx,
  companyId: string,
  id: string,
  v: CounterpartyValues,
) {
  await db
    .update(counterparties)
    .set({ ...v, updatedAt: sql`now()` })
    .where(byCompany(counterparties, companyId, id));
}

// Rules

/** The company's rules in the order they are tried: priority, ИНН rules first, oldest first. */
export async function ruleRows(db: DbOrTx, companyId: string, id?: string) {
  return db
    .select()
    .from(financeRules)
    .where(byCompany(financeRules, companyId, id))
    .orderBy(
      asc(financeRules.priority),
      desc(sql`${financeRules.match} = 'counterparty'`),
      asc(financeRules.createdAt),
    );
}

export async function insertRule(db: DbOrTx, companyId: string, v: RuleValues) {
  const [row] = await db
    .insert(financeRules)
    .values({ companyId, ...v })
    .returning({ id: financeRules.id });
  return row!.id;
}

export async function updateRule(db: DbOrTx, companyId: string, id: string, v: RuleValues) {
  await db
    .update(financeRules)
    .set({ ...v, updatedAt: sql`now()` })
    .where(byCompany(financeRules, companyId, id));
}

// Transactions

export async function transactionRows(db: DbOrTx, companyId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(financeTransactions)
    .where(byCompany(financeTransactions, companyId, id));
  return lock ? q.for('update') : q;
}

/**
 * Inserts transactions; a row whose (company, account, external id) is stored already is
 * skipped. Returns the ids of the rows inserted.
 */
export async function insertTransactions(
  db: DbOrTx,
  companyId: string,
  rows: TransactionValues[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(financeTransactions)
    .values(rows.map((r) => ({ companyId, ...r })))
    .onConflictDoNothing({
      target: [
        financeTransactions.companyId,
        financeTransactions.accountId,
        financeTransactions.externalId,
      ],
      where: isNotNull(financeTransactions.externalId),
    })
    .returning({ id: financeTransactions.id });
  return inserted.map((r) => r.id);
}

export async function updateTransaction(
  db: DbOrTx,
  companyId: string,
  id: string,
  v: Partial<TransactionValues>,
) {
  await db
    .update(financeTransactions)
    .set({ ...v, updatedAt: sql`now()` })
    .where(byCompany(financeTransactions, companyId, id));
}

/** A WB payout (source wb_payout, external id = report id) of a marketplace account, if booked. */
export async function payoutRow(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  reportId: string,
) {
  const [row] = await db
    .select()
    .from(financeTransactions)
    .where(
      and(
        eq(financeTransactions.companyId, companyId),
        eq(financeTransactions.accountId, accountId),
        eq(financeTransactions.externalId, reportId),
      ),
    );
  return row;
}

// Read by income (the weekly report's page).

/** The id of the transaction a WB cabinet's weekly report booked as its payout, if any. */
export async function wbPayoutTransactionId(
  db: DbOrTx,
  companyId: string,
  wbAccountId: string,
  reportId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: financeTransactions.id })
    .from(financeTransactions)
    .innerJoin(financeAccounts, eq(financeAccounts.id, financeTransactions.accountId))
    .where(
      and(
        eq(financeTransactions.companyId, companyId),
        eq(financeAccounts.wbAccountId, wbAccountId),
        eq(financeTransactions.source, 'wb_payout'),
        eq(financeTransactions.externalId, reportId),
      ),
    );
  return row?.id ?? null;
}

/** How many transactions use each of the ids as account, category or counterparty. */
export async function usage(
  db: DbOrTx,
  companyId: string,
  what: 'account' | 'category' | 'counterparty',
  id: string,
): Promise<number> {
  const t = financeTransactions;
  const cond =
    what === 'account'
      ? or(eq(t.accountId, id), eq(t.targetAccountId, id))
      : what === 'category'
        ? eq(t.categoryId, id)
        : eq(t.counterpartyId, id);
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(t)
    .where(and(eq(t.companyId, companyId), cond));
  return Number(row?.n ?? 0);
}

/** Rules and child categories pointing at a category. */
export async function categoryDependants(db: DbOrTx, companyId: string, id: string) {
  const [rules] = await db
    .select({ n: sql<string>`count(*)` })
    .from(financeRules)
    .where(and(eq(financeRules.companyId, companyId), eq(financeRules.categoryId, id)));
  const [children] = await db
    .select({ n: sql<string>`count(*)` })
    .from(financeCategories)
    .where(and(eq(financeCategories.companyId, companyId), eq(financeCategories.parentId, id)));
  return { rules: Number(rules?.n ?? 0), children: Number(children?.n ?? 0) };
}

/** Deletes one row of a finance table of the company. */
export async function deleteRow(
  db: DbOrTx,
  table: 'account' | 'category' | 'counterparty' | 'rule' | 'transaction',
  companyId: string,
  id: string,
) {
  const t = {
    account: financeAccounts,
    category: financeCategories,
    counterparty: counterparties,
    rule: financeRules,
    transaction: financeTransactions,
  }[table];
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

/** Whether every id names a row of the company's table (ids of another company do not). */
export async function allExist(
  db: DbOrTx,
  table: 'account' | 'category' | 'counterparty',
  companyId: string,
  ids: string[],
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const t = { account: financeAccounts, category: financeCategories, counterparty: counterparties }[
    table
  ];
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, unique)));
  return Number(row?.n ?? 0) === unique.length;
}
