import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { financeTransactions } from '../finances.table';

/** Of the given external ids, those the account's journal holds already. */
export async function storedExternalIds(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  externalIds: string[],
): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .select({ externalId: financeTransactions.externalId })
    .from(financeTransactions)
    .where(
      and(
        eq(financeTransactions.companyId, companyId),
        eq(financeTransactions.accountId, accountId),
        inArray(financeTransactions.externalId, externalIds),
      ),
    );
  return new Set(rows.map((r) => r.externalId!));
}
