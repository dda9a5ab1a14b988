import * as z from 'zod/mini';
import { emailSchema } from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from './identity.schemas';

export const memberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  isOwner: z.boolean(),
  status: z.enum(['active', 'disabled']),
  joinedAt: instantSchema,
  lastActiveAt: z.nullable(instantSchema),
  isMe: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  invitedBy: z.nullable(z.string()),
  createdAt: instantSchema,
  expiresAt: instantSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Members of the current company, open invitations, and the roles to pick from. */
export const listMembersContract = defineContract({
  method: 'GET',
  path: '/api/users',
  summary: 'Company members and invitations',
  tag: 'users',
  permission: { subject: 'user', action: 'view' },
  response: z.object({
    members: z.array(memberSchema),
    invitations: z.array(invitationSchema),
    roles: z.array(z.object({ id: z.uuid(), name: z.string(), isOwner: z.boolean() })),
  }),
});

export const inviteMemberContract = defineContract({
  method: 'POST',
  path: '/api/users/invitations',
  summary: 'Invite someone by e-mail',
  tag: 'users',
  permission: { subject: 'user', action: 'create' },
  body: z.object({ email: emailSchema, roleId: z.uuid() }),
  response: invitationSchema,
  status: 201,
});

export const revokeInvitationContract = defineContract({
  method: 'DELETE',
  path: '/api/users/invitations/:id',
  summary: 'Revoke an invitation',
  tag: 'users',
  permission: { subject: 'user', action: 'delete' },
  params: idParams,
  response: null,
});

/** Role or status of a member; the last active Владелец cannot lose the role or be disabled. */
export const updateMemberContract = defineContract({
  method: 'PATCH',
  path: '/api/users/:id',
  summary: 'Change a member’s role or status',
  tag: 'users',
  permission: { subject: 'user', action: 'edit' },
  params: idParams,
  body: z
    .partial(z.strictObject({ roleId: z.uuid(), status: z.enum(['active', 'disabled']) }))
    .check(z.refine((b) => b.roleId !== undefined || b.status !== undefined, 'Нечего менять')),
  response: memberSchema,
});

export const removeMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/users/:id',
  summary: 'Remove a member from the company',
  tag: 'users',
  permission: { subject: 'user', action: 'delete' },
  params: idParams,
  response: null,
});
