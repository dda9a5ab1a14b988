import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbAccounts } from './wb-accounts.table';

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
