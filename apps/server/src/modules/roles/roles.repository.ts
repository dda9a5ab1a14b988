import { SYSTEM_ROLE_KEYS, SYSTEM_ROLES } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMembers } from '../users/users.table';
import { roles } from './roles.table';

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
    typeof roles.$inferSelect
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

export async function listRolesWithCounts(db: DbOrTx, companyId: string) {
  return db
    .select({
      role: roles,
      membersCount: sql<number>`count(${companyMembers.userId})::int`,
    })
    .from(roles)
    .leftJoin(companyMembers, eq(companyMembers.roleId, roles.id))
    .where(eq(roles.companyId, companyId))
    .groupBy(roles.id)
    .orderBy(sql`${roles.isSystem} desc`, roles.createdAt, roles.name);
}

export function roleDto(row: typeof roles.$inferSelect, membersCount: number) {
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
