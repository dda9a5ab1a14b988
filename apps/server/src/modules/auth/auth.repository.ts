import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, totpRecoveryCodes } from './auth.table';

// Read by companies.

/** The session's current company becomes this one. */
export async function setSessionCompany(
  db: DbOrTx,
  sessionId: string,
  companyId: string,
): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}

// Read by demo.

/** The user's recovery codes become exactly these (their hashes). */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await db.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}
