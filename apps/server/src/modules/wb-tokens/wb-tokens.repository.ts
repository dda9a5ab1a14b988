import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbTokens } from './wb-tokens.table';

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
