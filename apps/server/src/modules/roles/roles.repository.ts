import { SYSTEM_ROLE_KEYS, SYSTEM_ROLES, type SystemRoleKey } from '@wb/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberCountsByRole } from '../users/users.repository';
import { roles } from './roles.table';

export type RoleRow = typeof roles.$inferSelect;

/** Creates the five system roles of a new company; returns them by key. */
export async function createSystemRoles(db: DbOrTx, companyId: string) {
  const rows = await db
    .insert(roles)
    .values(
      SYSTEM_ROLE_KEYS.map((key) => ({
        companyId,
        name: SYSTEM_ROLES[key].name,
        systemKey: key,
        isSystem: true,
        permissions: SYSTEM_ROLES[key].permissions,
      })),
    )
    .returning();
  return Object.fromEntries(rows.map((r) => [r.systemKey!, r])) as Record<
    (typeof SYSTEM_ROLE_KEYS)[number],
    RoleRow
  >;
}

/** A role of the company, or undefined (a foreign id looks exactly like a missing one). */
export async function findRole(db: DbOrTx, companyId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

/** The company's system role of this key (every company has all five). */
export async function findSystemRole(db: DbOrTx, companyId: string, key: SystemRoleKey) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.systemKey, key)));
  return row;
}

/** The roles of these ids, whichever company they are of. */
export async function rolesByIds(db: DbOrTx, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

/** The company's roles, system ones first, each with how many members have it. */
export async function listRolesWithCounts(db: DbOrTx, companyId: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(sql`${roles.isSystem} desc`, roles.createdAt, roles.name);
  const counts = await memberCountsByRole(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((role) => ({ role, membersCount: counts.get(role.id) ?? 0 }));
}

export async function insertRole(
  db: DbOrTx,
  values: { companyId: string; name: string; permissions: string[] },
): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function updateRole(
  db: DbOrTx,
  id: string,
  patch: { name?: string; permissions?: string[] },
): Promise<void> {
  await db
    .update(roles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(roles.id, id));
}

export async function deleteRole(db: DbOrTx, id: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

export function roleDto(row: RoleRow, membersCount: number) {
  return {
    id: row.id,
    name: row.name,
    systemKey: row.systemKey,
    isSystem: row.isSystem,
    permissions: [...row.permissions].sort(),
    membersCount,
  };
}

// Read by users.
/** The company's roles to give someone: system roles first, then by name. */
export async function listRolesByName(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(sql`${roles.isSystem} desc`, roles.name);
}
