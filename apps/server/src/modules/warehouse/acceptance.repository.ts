/** SQL of acceptances and their lines (acceptance.service.ts owns the transactions). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nextDocumentNumber } from '../../db/document-numbers';
import { acceptanceLines, acceptanceNumbers, acceptances } from './acceptance.table';

export type AcceptanceRecord = typeof acceptances.$inferSelect;
export type AcceptanceLineRecord = typeof acceptanceLines.$inferSelect;

export const nextNumber = (db: DbOrTx, companyId: string, year: number) =>
  nextDocumentNumber(db, acceptanceNumbers, companyId, year);

export type HeaderValues = Pick<
  AcceptanceRecord,
  'warehouseId' | 'source' | 'expectedDate' | 'comment'
>;

export async function insertAcceptance(
  db: DbOrTx,
  companyId: string,
  values: HeaderValues & Pick<AcceptanceRecord, 'year' | 'number' | 'authorId'>,
) {
  const [row] = await db
    .insert(acceptances)
    .values({ companyId, ...values })
    .returning({ id: acceptances.id });
  return row!.id;
}

export async function updateAcceptance(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<Omit<AcceptanceRecord, 'id' | 'companyId' | 'createdAt'>>,
) {
  await db
    .update(acceptances)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(acceptances.companyId, companyId), eq(acceptances.id, id)));
}

export async function acceptanceRow(db: DbOrTx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(acceptances)
    .where(and(eq(acceptances.companyId, companyId), eq(acceptances.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function lineRecords(db: DbOrTx, companyId: string, acceptanceId: string) {
  return db
    .select()
    .from(acceptanceLines)
    .where(
      and(eq(acceptanceLines.companyId, companyId), eq(acceptanceLines.acceptanceId, acceptanceId)),
    )
    .orderBy(asc(acceptanceLines.lineNo));
}

export type ExpectedValues = Pick<
  AcceptanceLineRecord,
  'accountId' | 'nmId' | 'chrtId' | 'expected' | 'unitCost'
>;

/** A draft's expected lines, replaced whole (a draft has counted nothing yet). */
export async function replaceLines(
  db: DbOrTx,
  companyId: string,
  acceptanceId: string,
  lines: ExpectedValues[],
) {
  await db
    .delete(acceptanceLines)
    .where(
      and(eq(acceptanceLines.companyId, companyId), eq(acceptanceLines.acceptanceId, acceptanceId)),
    );
  if (lines.length === 0) return;
  await db
    .insert(acceptanceLines)
    .values(lines.map((l, i) => ({ ...l, companyId, acceptanceId, lineNo: i + 1 })));
}

/**
 * Counts a size: adds `add` (a scan) to, or sets `set` (a correction) on, its counted and
 * defective units; a size without a line gets one (expected 0: a surplus). The caller holds the
 * acceptance's row lock, so line numbers do not collide.
 */
export async function countSize(
  db: DbOrTx,
  companyId: string,
  acceptanceId: string,
  key: { accountId: string; nmId: number; chrtId: string },
  change: { mode: 'add' | 'set'; counted: number; defect: number },
) {
  const add = change.mode === 'add';
  await db.execute(sql`
    INSERT INTO acceptance_lines (company_id, acceptance_id, line_no, account_id, nm_id, chrt_id, counted, defect)
    VALUES (${companyId}, ${acceptanceId},
            (SELECT coalesce(max(line_no), 0) + 1 FROM acceptance_lines WHERE acceptance_id = ${acceptanceId}),
            ${key.accountId}, ${key.nmId}, ${key.chrtId}, ${change.counted}, ${change.defect})
    ON CONFLICT (acceptance_id, account_id, chrt_id) DO UPDATE
       SET counted = CASE WHEN ${add}::boolean THEN acceptance_lines.counted + excluded.counted ELSE excluded.counted END,
           defect = CASE WHEN ${add}::boolean THEN acceptance_lines.defect + excluded.defect ELSE excluded.defect END`);
}

/** Names for an acceptance's answer: the warehouse, the author, the receipt's number. */
export async function acceptanceNames(db: DbOrTx, companyId: string, a: AcceptanceRecord) {
  const { rows } = await db.execute<{
    warehouse: string;
    author: string | null;
    operation_number: number | null;
  }>(sql`
    SELECT w.name AS warehouse, u.full_name AS author, o.number AS operation_number
      FROM warehouses w
      LEFT JOIN users u ON u.id = ${a.authorId}
      LEFT JOIN warehouse_operations o ON o.company_id = ${companyId} AND o.id = ${a.operationId}
     WHERE w.company_id = ${companyId} AND w.id = ${a.warehouseId}`);
  return rows[0] ?? { warehouse: '', author: null, operation_number: null };
}

/** The lines with what people read about their sizes. */
export async function lineView(db: DbOrTx, companyId: string, acceptanceId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT l.id, l.line_no, l.account_id, l.nm_id, l.chrt_id::text AS chrt_id, p.title,
           p.vendor_code, ps.tech_size, ps.barcodes[1] AS barcode, l.expected, l.counted, l.defect,
           l.unit_cost
      FROM acceptance_lines l
      LEFT JOIN products p ON p.account_id = l.account_id AND p.nm_id = l.nm_id
      LEFT JOIN product_sizes ps ON ps.account_id = l.account_id AND ps.chrt_id = l.chrt_id
     WHERE l.company_id = ${companyId} AND l.acceptance_id = ${acceptanceId}
     ORDER BY l.line_no`);
  return rows;
}
