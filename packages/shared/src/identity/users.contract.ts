import * as z from 'zod/mini';
import { emailSchema } from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { idParams, instantSchema } from './identity.schemas';

export const MEMBER_STATUSES = ['active', 'disabled'] as const;

/** /users, the company's members (role, status, last activity, docs/product.md#screens). */
export const MEMBER_COLUMNS = [
  { key: 'fullName', type: 'text', sortable: true, filterable: true, header: 'Имя', width: 220 },
  { key: 'email', type: 'text', sortable: true, filterable: true, header: 'E-mail', width: 240 },
  { key: 'roleName', type: 'text', sortable: true, filterable: true, header: 'Роль', width: 200 },
  {
    key: 'status',
    type: 'enum',
    options: MEMBER_STATUSES,
    optionLabels: 'users:members.status',
    sortable: true,
    filterable: true,
    header: 'Статус',
    width: 130,
  },
  {
    key: 'joinedAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'В компании с',
    width: 150,
  },
  {
    key: 'lastActiveAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Последняя активность',
    width: 190,
  },
] as const satisfies readonly ColumnDef[];
export type MemberColumnKey = (typeof MEMBER_COLUMNS)[number]['key'];

/** /users, open invitations (not accepted, revoked or expired); the link's token never leaves. */
export const INVITATION_COLUMNS = [
  { key: 'email', type: 'text', sortable: true, filterable: true, header: 'E-mail', width: 240 },
  { key: 'roleName', type: 'text', sortable: true, filterable: true, header: 'Роль', width: 200 },
  {
    key: 'invitedBy',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Пригласил',
    width: 200,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Отправлено',
    width: 170,
    visible: false,
  },
  {
    key: 'expiresAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Действует до',
    width: 170,
  },
] as const satisfies readonly ColumnDef[];
export type InvitationColumnKey = (typeof INVITATION_COLUMNS)[number]['key'];

export const memberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  isOwner: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
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

const viewUsers = { permission: { subject: 'user', action: 'view' } } as const;
const users = { ...viewUsers, tag: 'users' } as const;

/** The /users grid: the current company's members. */
export const membersList = defineList({
  key: 'members',
  path: '/api/users',
  tag: 'users',
  summary: 'Company members',
  access: viewUsers,
  tenant: 'company',
  row: memberSchema,
  columns: MEMBER_COLUMNS,
  export: { action: 'members.export', entity: 'members', file: 'members', sheet: 'Сотрудники' },
});

export const memberRoleSchema = z.object({ id: z.uuid(), name: z.string(), isOwner: z.boolean() });
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** The company's roles to give a member or an invitation (no role:view needed to pick one). */
export const listMemberRolesContract = defineContract({
  ...users,
  method: 'GET',
  path: '/api/users/roles',
  summary: 'Roles to pick for members and invitations',
  response: z.array(memberRoleSchema),
});

/** The invitations grid of /users: the current company's open invitations. */
export const invitationsList = defineList({
  key: 'invitations',
  path: '/api/users/invitations',
  tag: 'users',
  summary: 'Open invitations',
  access: viewUsers,
  tenant: 'company',
  row: invitationSchema,
  columns: INVITATION_COLUMNS,
  export: {
    action: 'invitations.export',
    entity: 'invitations',
    file: 'invitations',
    sheet: 'Приглашения',
  },
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
