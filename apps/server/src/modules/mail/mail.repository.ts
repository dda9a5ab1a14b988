/** The outbox's SQL: queued e-mails, claimed by a worker and marked sent or failed. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './mail.table';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: DbOrTx,
  mail: { to: string; kind: string; subject: string; text: string },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/**
 * Up to `limit` pending e-mails, oldest first, locked until the transaction ends; rows another
 * worker holds are skipped.
 */
export async function claimPending(tx: DbOrTx, limit: number): Promise<MailRow[]> {
  return tx
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: DbOrTx, id: string, attempts: number): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt; `status` stays pending while attempts remain. */
export async function markFailed(
  tx: DbOrTx,
  id: string,
  failure: { attempts: number; lastError: string; status: 'pending' | 'failed' },
): Promise<void> {
  await tx.update(mailOutbox).set(failure).where(eq(mailOutbox.id, id));
}
