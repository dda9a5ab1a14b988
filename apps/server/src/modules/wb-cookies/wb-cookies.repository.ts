/** The portal cookies' SQL: one stored cookie per account, its writes and its use. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbCookies } from './wb-cookies.table';

export type CookieRow = typeof wbCookies.$inferSelect;

/** What a saved cookie is stored with (a new save replaces all of it). */
export type CookieValues = Pick<
  typeof wbCookies.$inferInsert,
  | 'ciphertext'
  | 'keyId'
  | 'cookieNames'
  | 'expiresAt'
  | 'rejectedAt'
  | 'lastError'
  | 'updatedBy'
  | 'updatedAt'
>;

/** The cookie stored for the company's account, if any. */
export async function cookieOf(
  db: DbOrTx,
  companyId: string,
  accountId: string,
): Promise<CookieRow | undefined> {
  const [row] = await db
    .select()
    .from(wbCookies)
    .where(and(eq(wbCookies.companyId, companyId), eq(wbCookies.accountId, accountId)));
  return row;
}

/** Stores the account's cookie, replacing the one it had. */
export async function upsertCookie(
  tx: DbOrTx,
  companyId: string,
  accountId: string,
  values: CookieValues,
): Promise<CookieRow> {
  const [row] = await tx
    .insert(wbCookies)
    .values({ companyId, accountId, ...values })
    .onConflictDoUpdate({ target: wbCookies.accountId, set: values })
    .returning();
  return row!;
}

/** Deletes the account's cookie; the deleted row, if there was one. */
export async function deleteCookie(
  tx: DbOrTx,
  companyId: string,
  accountId: string,
): Promise<CookieRow | undefined> {
  const [row] = await tx
    .delete(wbCookies)
    .where(and(eq(wbCookies.companyId, companyId), eq(wbCookies.accountId, accountId)))
    .returning();
  return row;
}

export async function markUsed(db: DbOrTx, id: string): Promise<void> {
  await db.update(wbCookies).set({ lastUsedAt: new Date() }).where(eq(wbCookies.id, id));
}

export async function markRejected(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  error: string,
): Promise<void> {
  await db
    .update(wbCookies)
    .set({ rejectedAt: sql`now()`, lastError: error })
    .where(and(eq(wbCookies.companyId, companyId), eq(wbCookies.accountId, accountId)));
}
