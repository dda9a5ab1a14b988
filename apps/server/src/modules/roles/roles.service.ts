import type { Role } from '@wb/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { memberCountsByRole, reassignMembersRole } from '../users/users.repository';
import {
  roleInUse,
  roleNameMismatch,
  roleNameTaken,
  roleNotFound,
  systemRoleReadOnly,
} from './roles.errors';
import * as repo from './roles.repository';

export async function listRoles(database: Database, companyId: string): Promise<Role[]> {
  return (await repo.listRolesWithCounts(database.db, companyId)).map((r) =>
    repo.roleDto(r.role, r.membersCount),
  );
}

async function getRole(database: Database, companyId: string, id: string): Promise<Role> {
  const found = (await listRoles(database, companyId)).find((r) => r.id === id);
  if (!found) throw roleNotFound();
  return found;
}

export async function createRole(
  database: Database,
  companyId: string,
  input: { name: string; permissions: string[] },
  ctx: AuditContext,
): Promise<Role> {
  try {
    const id = await database.db.transaction(async (tx) => {
      const row = await repo.insertRole(tx, {
        companyId,
        name: input.name,
        permissions: [...new Set(input.permissions)].sort(),
      });
      await audit(tx, ctx, {
        action: 'role.created',
        entity: 'role',
        entityId: row.id,
        after: input,
      });
      return row.id;
    });
    return getRole(database, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw roleNameTaken();
    throw error;
  }
}

export async function updateRole(
  database: Database,
  companyId: string,
  id: string,
  patch: { name?: string; permissions?: string[] },
  ctx: AuditContext,
): Promise<Role> {
  try {
    await database.db.transaction(async (tx) => {
      const role = await repo.findRole(tx, companyId, id);
      if (!role) throw roleNotFound();
      if (role.isSystem) throw systemRoleReadOnly();
      const next = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.permissions !== undefined
          ? { permissions: [...new Set(patch.permissions)].sort() }
          : {}),
      };
      await repo.updateRole(tx, id, next);
      await audit(tx, ctx, {
        action: 'role.updated',
        entity: 'role',
        entityId: id,
        before: { name: role.name, permissions: role.permissions },
        after: next,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw roleNameTaken();
    throw error;
  }
  return getRole(database, companyId, id);
}

/**
 * Deletes a custom role. If people have it, they move to `reassignToRoleId` and the role's name
 * must be typed as confirmation (deleting a role in use needs the keyword,
 * docs/product.md#confirmations).
 */
export async function deleteRole(
  database: Database,
  companyId: string,
  id: string,
  input: { reassignToRoleId?: string; confirmName?: string } | undefined,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const role = await repo.findRole(tx, companyId, id);
    if (!role) throw roleNotFound();
    if (role.isSystem) throw systemRoleReadOnly();
    const n = (await memberCountsByRole(tx, [id])).get(id) ?? 0;
    if (n > 0) {
      const target = input?.reassignToRoleId
        ? await repo.findRole(tx, companyId, input.reassignToRoleId)
        : undefined;
      if (!target || target.id === id) throw roleInUse(n);
      if (input?.confirmName !== role.name) throw roleNameMismatch();
      await reassignMembersRole(tx, companyId, id, target.id);
    }
    await repo.deleteRole(tx, id);
    await audit(tx, ctx, {
      action: 'role.deleted',
      entity: 'role',
      entityId: id,
      before: { name: role.name, members: n },
    });
  });
}
