import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './audit.table';

export type AuditRowValues = typeof auditLog.$inferInsert;

/** Appends one row to the audit log. */
export async function insertAuditRow(db: DbOrTx, values: AuditRowValues): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** The audit rows of one entity of a company, newest first, with the actor's name. */
export async function auditRowsOf(
  db: DbOrTx,
  companyId: string,
  entity: string,
  entityId: string,
  limit = 100,
): Promise<{ at: Date; action: string; actor: string | null; before: unknown; after: unknown }[]> {
  const { rows } = await db.execute<{
    at: string | Date;
    action: string;
    actor: string | null;
    before: unknown;
    after: unknown;
  }>(sql`
    SELECT l.at, l.action, u.full_name AS actor, l.before, l.after
      FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id
     WHERE l.company_id = ${companyId}::uuid AND l.entity = ${entity} AND l.entity_id = ${entityId}
     ORDER BY l.at DESC, l.id DESC LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}
