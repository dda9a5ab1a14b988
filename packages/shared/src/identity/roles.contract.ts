import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, permissionKeySchema } from './identity.schemas';
import { SYSTEM_ROLE_KEYS } from './system-roles';

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  systemKey: z.nullable(z.enum(SYSTEM_ROLE_KEYS)),
  isSystem: z.boolean(),
  permissions: z.array(z.string()),
  membersCount: z.int(),
});
export type Role = z.infer<typeof roleSchema>;

const roleBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  permissions: z.array(permissionKeySchema).check(z.maxLength(500)),
});

export const listRolesContract = defineContract({
  method: 'GET',
  path: '/api/roles',
  summary: 'Roles of the company with their permissions',
  tag: 'roles',
  permission: { subject: 'role', action: 'view' },
  response: z.array(roleSchema),
});

export const createRoleContract = defineContract({
  method: 'POST',
  path: '/api/roles',
  summary: 'Create a custom role',
  tag: 'roles',
  permission: { subject: 'role', action: 'create' },
  body: roleBody,
  response: roleSchema,
  status: 201,
});

/** Custom roles only: system roles are read-only. */
export const updateRoleContract = defineContract({
  method: 'PATCH',
  path: '/api/roles/:id',
  summary: 'Edit a custom role',
  tag: 'roles',
  permission: { subject: 'role', action: 'edit' },
  params: idParams,
  body: z.partial(z.strictObject(roleBody.shape)),
  response: roleSchema,
});

/**
 * Deletes a custom role. A role in use needs the members moved to another role and the role's
 * name typed as confirmation.
 */
export const deleteRoleContract = defineContract({
  method: 'DELETE',
  path: '/api/roles/:id',
  summary: 'Delete a custom role',
  tag: 'roles',
  permission: { subject: 'role', action: 'delete' },
  params: idParams,
  body: z.nullish(
    z.object({
      reassignToRoleId: z.optional(z.uuid()),
      // The name typed as confirmation: no longer than a name can be.
      confirmName: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
  response: null,
});
