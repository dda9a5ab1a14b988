import type { DbOrTx } from '../../db/client';
import { auditLog } from './audit.table';

export type AuditRowValues = typeof auditLog.$inferInsert;

/** Appends one row to the audit log. */
export async function insertAuditRow(db: DbOrTx, values: AuditRowValues): Promise<void> {
  await db.insert(auditLog).values(values);
}
