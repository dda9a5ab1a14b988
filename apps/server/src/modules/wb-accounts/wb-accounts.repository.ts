import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wbAccounts } from './wb-accounts.table';

// Read by demo.

/** Some WB account of the company (its name and seller), or undefined when it has none. */
export async function anyAccountOf(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ name: wbAccounts.name, sellerId: wbAccounts.sellerId })
    .from(wbAccounts)
    .where(eq(wbAccounts.companyId, companyId));
  return row;
}
