/**
 * The WB accounts' SQL: the company's accounts, their writes, and what other modules read or
 * write through (organizations count their accounts; tokens, cookies and proxies check the
 * account they belong to; a verified token writes the seller onto its account).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbAccounts } from './wb-accounts.table';

export type AccountRow = typeof wbAccounts.$inferSelect;

/** What an account is created or changed with. */
export interface AccountValues {
  name: string;
  organizationId: string;
  syncEnabled: boolean;
  historyDepthMonths: number;
}

/** The company's accounts by name, or the one with `id`. */
export async function accountRows(
  db: DbOrTx,
  companyId: string,
  id?: string,
): Promise<AccountRow[]> {
  return db
    .select()
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), id ? eq(wbAccounts.id, id) : undefined))
    .orderBy(sql`lower(${wbAccounts.name})`);
}

export async function insertAccount(
  tx: DbOrTx,
  companyId: string,
  values: AccountValues,
): Promise<string> {
  const [row] = await tx
    .insert(wbAccounts)
    .values({ companyId, ...values })
    .returning({ id: wbAccounts.id });
  return row!.id;
}

export async function updateAccount(
  tx: DbOrTx,
  companyId: string,
  id: string,
  patch: Partial<AccountValues>,
): Promise<void> {
  await tx
    .update(wbAccounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, id)));
}

/** Deletes the account; its tokens, cookies and synced data go with it (foreign keys). */
export async function deleteAccount(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(wbAccounts).where(eq(wbAccounts.id, id));
}

/** The company's cabinets by name: the choices of a report's or a page's cabinet filter. */
export async function accountChoices(
  db: DbOrTx,
  companyId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: wbAccounts.id, name: wbAccounts.name })
    .from(wbAccounts)
    .where(eq(wbAccounts.companyId, companyId))
    .orderBy(sql`lower(${wbAccounts.name})`, wbAccounts.id);
}

/** One account of the company; `lock` holds its row until the transaction ends. */
export async function findAccount(
  db: DbOrTx,
  companyId: string,
  id: string,
  lock = false,
): Promise<AccountRow | undefined> {
  const query = db
    .select()
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

// Read by organizations.

/** How many of the company's accounts each of the organizations has (absent: none). */
export async function accountsPerOrganization(
  db: DbOrTx,
  companyId: string,
  organizationIds: string[],
): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select({ organizationId: wbAccounts.organizationId, count: sql<number>`count(*)::int` })
    .from(wbAccounts)
    .where(
      and(eq(wbAccounts.companyId, companyId), inArray(wbAccounts.organizationId, organizationIds)),
    )
    .groupBy(wbAccounts.organizationId);
  return new Map(rows.map((r) => [r.organizationId!, r.count]));
}

// Read by api-proxies.

/** How many of `ids` are accounts of the company. */
export async function countAccounts(db: DbOrTx, companyId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), inArray(wbAccounts.id, ids)));
  return row?.count ?? 0;
}

// Written by wb-tokens.

/** What WB says about the seller of a verified token. */
export interface SellerInfo {
  sellerId: string;
  sellerName: string | null;
  tradeMark: string | null;
  sellerInn: string | null;
}

/** Writes the seller onto the account (a unique violation: the seller has another account). */
export async function setSellerInfo(tx: DbOrTx, id: string, seller: SellerInfo): Promise<void> {
  await tx
    .update(wbAccounts)
    .set({ ...seller, updatedAt: sql`now()` })
    .where(eq(wbAccounts.id, id));
}

/** The name of the company's account connected to the seller, if any. */
export async function accountNameOfSeller(
  db: DbOrTx,
  companyId: string,
  sellerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: wbAccounts.name })
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.sellerId, sellerId)));
  return row?.name;
}

// Read by demo.

/** Some WB account of the company (its name and seller), or undefined when it has none. */
export async function anyAccountOf(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ name: wbAccounts.name, sellerId: wbAccounts.sellerId })
    .from(wbAccounts)
    .where(eq(wbAccounts.companyId, companyId));
  return row;
}

// Read by sync.

/** What a sync run needs of its account (its company, how far back to read); none when gone. */
export async function accountForSync(db: DbOrTx, accountId: string) {
  const [account] = await db
    .select({ companyId: wbAccounts.companyId, historyDepthMonths: wbAccounts.historyDepthMonths })
    .from(wbAccounts)
    .where(eq(wbAccounts.id, accountId));
  return account;
}

/** The accounts with a known seller (every one, or only `accountId`): the ones that sync. */
export async function accountsWithSeller(
  db: DbOrTx,
  accountId?: string,
): Promise<{ id: string; companyId: string }[]> {
  return db
    .select({ id: wbAccounts.id, companyId: wbAccounts.companyId })
    .from(wbAccounts)
    .where(
      and(isNotNull(wbAccounts.sellerId), accountId ? eq(wbAccounts.id, accountId) : undefined),
    );
}

/** Whether the account is one of the company's. */
export async function isCompanyAccount(
  db: DbOrTx,
  companyId: string,
  accountId: string,
): Promise<boolean> {
  const [account] = await db
    .select({ id: wbAccounts.id })
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, accountId)));
  return account !== undefined;
}
