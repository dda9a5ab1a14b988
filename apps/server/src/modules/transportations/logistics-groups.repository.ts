/** SQL of logistics groups and their transportations (logistics-groups.service.ts owns the transactions). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logisticsGroups } from './transportations.table';

export type GroupRecord = typeof logisticsGroups.$inferSelect;
export type GroupValues = Pick<
  GroupRecord,
  'name' | 'date' | 'carrier' | 'vehicle' | 'cost' | 'comment'
>;

export async function groupRow(db: DbOrTx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(logisticsGroups)
    .where(and(eq(logisticsGroups.companyId, companyId), eq(logisticsGroups.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertGroup(
  db: DbOrTx,
  companyId: string,
  values: GroupValues & Pick<GroupRecord, 'authorId'>,
) {
  const [row] = await db
    .insert(logisticsGroups)
    .values({ companyId, ...values })
    .returning({ id: logisticsGroups.id });
  return row!.id;
}

export async function updateGroup(db: DbOrTx, companyId: string, id: string, values: GroupValues) {
  await db
    .update(logisticsGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(logisticsGroups.companyId, companyId), eq(logisticsGroups.id, id)));
}

export async function deleteGroup(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(logisticsGroups)
    .where(and(eq(logisticsGroups.companyId, companyId), eq(logisticsGroups.id, id)));
}

/** The given transportations of the company, locked, with their status (missing ones are absent). */
export async function lockTransportations(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{
    id: string;
    number: number;
    year: number;
    status: string;
  }>(sql`
    SELECT id, number, year, status FROM transportations
     WHERE company_id = ${companyId} AND id = ANY (${`{${ids.join(',')}}`}::uuid[])
     ORDER BY id FOR UPDATE`);
  return rows;
}

/** Makes the group carry exactly `ids`: others leave it, these join it. */
export async function setMembers(db: DbOrTx, companyId: string, groupId: string, ids: string[]) {
  const list = `{${ids.join(',')}}`;
  await db.execute(sql`
    UPDATE transportations SET logistics_group_id = NULL, updated_at = now()
     WHERE company_id = ${companyId} AND logistics_group_id = ${groupId}
       AND NOT (id = ANY (${list}::uuid[]))`);
  await db.execute(sql`
    UPDATE transportations SET logistics_group_id = ${groupId}, updated_at = now()
     WHERE company_id = ${companyId} AND id = ANY (${list}::uuid[])
       AND logistics_group_id IS DISTINCT FROM ${groupId}`);
}

/** The group's transportations, in number order. */
export async function members(db: DbOrTx, companyId: string, groupId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT id, number, year, status, wb_warehouse, volume::text AS volume, weight::text AS weight
      FROM transportations
     WHERE company_id = ${companyId} AND logistics_group_id = ${groupId}
     ORDER BY year, number`);
  return rows;
}

export async function authorName(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const { rows } = await db.execute<{ full_name: string }>(
    sql`SELECT full_name FROM users WHERE id = ${userId}`,
  );
  return rows[0]?.full_name ?? null;
}
