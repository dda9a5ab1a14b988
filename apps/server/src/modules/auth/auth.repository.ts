import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from './auth.table';

// Read by companies.

/** The session's current company becomes this one. */
export async function setSessionCompany(
  db: DbOrTx,
  sessionId: string,
  companyId: string,
): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}
