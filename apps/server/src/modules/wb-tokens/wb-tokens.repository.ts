/**
 * The WB tokens' SQL: the company's tokens (the ciphertext only for the calls to WB), their
 * writes, the expiry warnings' bookkeeping, and what other modules read through (the accounts
 * show their tokens).
 */
import type { WbTokenStatus } from '@wb/shared';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbTokens } from './wb-tokens.table';

export type TokenRow = typeof wbTokens.$inferSelect;
export type NewToken = Omit<typeof wbTokens.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The company's tokens (of one account, if given), oldest first. */
export async function tokenRows(
  db: DbOrTx,
  companyId: string,
  accountId?: string,
): Promise<TokenRow[]> {
  return db
    .select()
    .from(wbTokens)
    .where(
      and(
        eq(wbTokens.companyId, companyId),
        accountId ? eq(wbTokens.accountId, accountId) : undefined,
      ),
    )
    .orderBy(wbTokens.createdAt);
}

export async function findToken(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(wbTokens)
    .where(and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id)));
  return row;
}

/** Stores the derived status, for queries and jobs. */
export async function setStatus(tx: DbOrTx, id: string, status: WbTokenStatus): Promise<void> {
  await tx.update(wbTokens).set({ status }).where(eq(wbTokens.id, id));
}

/** Stores a token (a unique violation: the same token is already on the account). */
export async function insertToken(tx: DbOrTx, values: NewToken): Promise<string> {
  const [row] = await tx.insert(wbTokens).values(values).returning({ id: wbTokens.id });
  return row!.id;
}

/**
 * Records a check with WB: its error (null when WB accepted the token) and, when WB gave a
 * verdict on the token itself, whether it refused it.
 */
export async function recordCheck(
  tx: DbOrTx,
  id: string,
  error: string | null,
  rejected: boolean | undefined,
): Promise<void> {
  await tx
    .update(wbTokens)
    .set({
      lastCheckedAt: sql`now()`,
      lastError: error,
      ...(rejected === undefined ? {} : { rejected }),
      updatedAt: sql`now()`,
    })
    .where(eq(wbTokens.id, id));
}

/** Renames the company's token: its previous name, or null when there is no such token. */
export async function renameToken(
  tx: DbOrTx,
  companyId: string,
  id: string,
  name: string,
): Promise<string | null> {
  const where = and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id));
  const [row] = await tx.select({ name: wbTokens.name }).from(wbTokens).where(where).for('update');
  if (!row) return null;
  await tx
    .update(wbTokens)
    .set({ name, updatedAt: sql`now()` })
    .where(where);
  return row.name;
}

/** Deletes the company's token; the deleted row, if there was one. */
export async function deleteToken(
  tx: DbOrTx,
  companyId: string,
  id: string,
): Promise<TokenRow | undefined> {
  const [row] = await tx
    .delete(wbTokens)
    .where(and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id)))
    .returning();
  return row;
}

/** Tokens not refused by WB that expire by `horizon`: those an expiry warning may be due for. */
export async function expiringTokens(db: DbOrTx, horizon: Date) {
  return db
    .select({ id: wbTokens.id, companyId: wbTokens.companyId, accountId: wbTokens.accountId })
    .from(wbTokens)
    .where(and(lte(wbTokens.expiresAt, horizon), eq(wbTokens.rejected, false)));
}

/** The token with its row locked, or nothing when another worker holds it. */
export async function lockTokenIfFree(tx: DbOrTx, id: string): Promise<TokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(wbTokens)
    .where(eq(wbTokens.id, id))
    .for('update', { skipLocked: true });
  return row;
}

/** Marks the expiry warning `days` ahead as sent. */
export async function markWarned(tx: DbOrTx, id: string, days: number): Promise<void> {
  await tx
    .update(wbTokens)
    .set({ warnedDays: sql`array_append(${wbTokens.warnedDays}, ${String(days)})` })
    .where(eq(wbTokens.id, id));
}

/** Every token not refused by WB and not expired at `now`, of every company. */
export async function liveTokens(db: DbOrTx, now: Date) {
  return db
    .select({ id: wbTokens.id, companyId: wbTokens.companyId })
    .from(wbTokens)
    .where(and(eq(wbTokens.rejected, false), gt(wbTokens.expiresAt, now)));
}

// Read by wb-accounts.

/** The tokens of the company's accounts, oldest first (no ciphertext). */
export async function tokensOfAccounts(db: DbOrTx, companyId: string, accountIds: string[]) {
  return db
    .select({
      id: wbTokens.id,
      accountId: wbTokens.accountId,
      name: wbTokens.name,
      last4: wbTokens.last4,
      categories: wbTokens.categories,
      readOnly: wbTokens.readOnly,
      expiresAt: wbTokens.expiresAt,
      rejected: wbTokens.rejected,
    })
    .from(wbTokens)
    .where(and(eq(wbTokens.companyId, companyId), inArray(wbTokens.accountId, accountIds)))
    .orderBy(wbTokens.createdAt);
}

// Read by sync.

/** The account's tokens WB has not rejected and that are valid at `now`, latest expiry first. */
export async function usableTokens(db: DbOrTx, accountId: string, now: Date) {
  return db
    .select({
      ciphertext: wbTokens.ciphertext,
      sellerId: wbTokens.sellerId,
      categories: wbTokens.categories,
    })
    .from(wbTokens)
    .where(
      and(
        eq(wbTokens.accountId, accountId),
        eq(wbTokens.rejected, false),
        gt(wbTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(wbTokens.expiresAt));
}
