import type { Role } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { companyMembers } from '../users/users.table';
import { findRole, listRolesWithCounts, roleDto } from './roles.repository';
import { roles } from './roles.table';

export async function listRoles(database: Database, companyId: string): Promise<Role[]> {
  return (await listRolesWithCounts(database.db, companyId)).map((r) =>
    roleDto(r.role, r.membersCount),
  );
}

async function getRole(database: Database, companyId: string, id: string): Promise<Role> {
  const found = (await listRoles(database, companyId)).find((r) => r.id === id);
  if (!found) throw notFound('Роль не найдена');
  return found;
}

const nameTaken = () =>
  new AppError('ROLE_NAME_TAKEN', 'Роль с таким названием уже есть', 409, {
    name: ['Название занято'],
  });

export async function createRole(
  database: Database,
  companyId: string,
  input: { name: string; permissions: string[] },
  ctx: AuditContext,
): Promise<Role> {
  try {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({
          companyId,
          name: input.name,
          permissions: [...new Set(input.permissions)].sort(),
        })
        .returning();
      await audit(tx, ctx, {
        action: 'role.created',
        entity: 'role',
        entityId: row!.id,
        after: input,
      });
      return row!.id;
    });
    return getRole(database, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const systemReadOnly = () =>
  new AppError('SYSTEM_ROLE_READONLY', 'Системные роли нельзя изменить или удалить', 409);

export async function updateRole(
  database: Database,
  companyId: string,
  id: string,
  patch: { name?: string; permissions?: string[] },
  ctx: AuditContext,
): Promise<Role> {
  try {
    await database.db.transaction(async (tx) => {
      const role = await findRole(tx, companyId, id);
      if (!role) throw notFound('Роль не найдена');
      if (role.isSystem) throw systemReadOnly();
      const next = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.permissions !== undefined
          ? { permissions: [...new Set(patch.permissions)].sort() }
          : {}),
      };
      await tx
        .update(roles)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(roles.id, id));
      await audit(tx, ctx, {
        action: 'role.updated',
        entity: 'role',
        entityId: id,
        before: { name: role.name, permissions: role.permissions },
        after: next,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
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
    const role = await findRole(tx, companyId, id);
    if (!role) throw notFound('Роль не найдена');
    if (role.isSystem) throw systemReadOnly();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companyMembers)
      .where(eq(companyMembers.roleId, id));
    if (n > 0) {
      const target = input?.reassignToRoleId
        ? await findRole(tx, companyId, input.reassignToRoleId)
        : undefined;
      if (!target || target.id === id) {
        throw new AppError(
          'ROLE_IN_USE',
          `Роль назначена сотрудникам (${n}): выберите, какую роль им дать`,
          409,
          {
            reassignToRoleId: ['Выберите роль для сотрудников'],
          },
        );
      }
      if (input?.confirmName !== role.name) {
        throw new AppError('CONFIRMATION_MISMATCH', 'Название роли введено неверно', 400, {
          confirmName: ['Введите название роли точно'],
        });
      }
      await tx
        .update(companyMembers)
        .set({ roleId: target.id })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.roleId, id)));
    }
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, ctx, {
      action: 'role.deleted',
      entity: 'role',
      entityId: id,
      before: { name: role.name, members: n },
    });
  });
}
