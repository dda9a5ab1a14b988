/**
 * The organizations' SQL: the company's legal entities, their writes, and what other modules
 * read through (the WB accounts check and show the organization they are linked to).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from './organizations.table';

export type OrganizationRow = typeof organizations.$inferSelect;
/** The columns an organization is written with (everything but its keys and stamps). */
export type OrganizationValues = Omit<
  typeof organizations.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** The company's organizations by name, or the one with `id`; `lock` holds its row. */
export async function organizationRows(
  db: DbOrTx,
  companyId: string,
  id?: string,
  lock = false,
): Promise<OrganizationRow[]> {
  const query = db
    .select()
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), id ? eq(organizations.id, id) : undefined))
    .orderBy(sql`lower(${organizations.name})`);
  return lock ? query.for('update') : query;
}

export async function insertOrganization(
  tx: DbOrTx,
  companyId: string,
  values: OrganizationValues,
): Promise<string> {
  const [row] = await tx
    .insert(organizations)
    .values({ companyId, ...values })
    .returning({ id: organizations.id });
  return row!.id;
}

export async function updateOrganization(
  tx: DbOrTx,
  companyId: string,
  id: string,
  values: OrganizationValues,
): Promise<void> {
  await tx
    .update(organizations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(organizations.companyId, companyId), eq(organizations.id, id)));
}

export async function deleteOrganization(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(organizations).where(eq(organizations.id, id));
}

// Read by wb-accounts.

/** Whether the organization exists in the company. */
export async function organizationExists(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.id, id)));
  return row !== undefined;
}

/** The name and INN of each of the organizations, by id. */
export async function organizationNames(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { name: string; inn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, inn: organizations.inn })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, inn: r.inn }]));
}
