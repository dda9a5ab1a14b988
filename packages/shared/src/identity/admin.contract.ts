import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { USER_TYPES } from '../access/access';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { idParams, instantSchema, sessionSchema, userTypeSchema } from './identity.schemas';

/**
 * Yes/no columns of the admin grids: an enum (the grid has no boolean type) whose values are
 * the row's booleans as text, so filters and exports say the same.
 */
export const ADMIN_FLAGS = ['true', 'false'] as const;

const flagColumn = <K extends string>(key: K, header: string) =>
  ({
    key,
    type: 'enum',
    options: ADMIN_FLAGS,
    optionLabels: { true: 'admin:yes', false: 'admin:no' },
    sortable: true,
    filterable: true,
    header,
    width: 150,
  }) as const;

/**
 * /admin/users: every user of the platform. Only these fields are columns (and so can be
 * filtered or exported): never a password hash, a TOTP secret or a token.
 */
export const ADMIN_USER_COLUMNS = [
  { key: 'email', type: 'text', sortable: true, filterable: true, header: 'E-mail', width: 260 },
  { key: 'fullName', type: 'text', sortable: true, filterable: true, header: 'Имя', width: 220 },
  {
    key: 'type',
    type: 'enum',
    options: USER_TYPES,
    optionLabels: 'admin:types',
    sortable: true,
    filterable: true,
    header: 'Тип',
    width: 150,
  },
  flagColumn('isBlocked', 'Заблокирован'),
  flagColumn('emailVerified', 'E-mail подтверждён'),
  flagColumn('totpEnabled', '2FA'),
  {
    key: 'companiesCount',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Компаний',
    width: 120,
  },
  {
    key: 'lastLoginAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Последний вход',
    width: 180,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Зарегистрирован',
    width: 180,
  },
] as const satisfies readonly ColumnDef[];
export type AdminUserColumnKey = (typeof ADMIN_USER_COLUMNS)[number]['key'];

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  type: userTypeSchema,
  isBlocked: z.boolean(),
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
  companiesCount: z.int(),
  lastLoginAt: z.nullable(instantSchema),
  createdAt: instantSchema,
});

export const adminUserSchema = z.extend(adminUserRowSchema, {
  phone: z.nullable(z.string()),
  sessions: z.array(z.omit(sessionSchema, { current: true })),
  companies: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      roleName: z.string(),
      status: z.enum(['active', 'disabled']),
    }),
  ),
});

export const adminCompanyRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  inn: z.nullable(z.string()),
  owners: z.array(z.string()),
  membersCount: z.int(),
  createdAt: instantSchema,
  blocked: z.boolean(),
});

const admin = { adminOnly: true, tag: 'admin' } as const;

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** The /admin/users grid: every user of the platform. */
export const adminUsersList = defineList({
  key: 'adminUsers',
  path: '/api/admin/users',
  tag: 'admin',
  summary: 'All users of the platform',
  access: { adminOnly: true },
  tenant: 'platform',
  row: adminUserRowSchema,
  columns: ADMIN_USER_COLUMNS,
  export: { action: 'admin.users_export', entity: 'user', file: 'users', sheet: 'Пользователи' },
});

export const adminGetUserContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/users/:id',
  summary: 'One user with sessions and companies',
  params: idParams,
  response: adminUserSchema,
});

/** Blocking signs the user out everywhere. */
export const adminBlockUserContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/block',
  summary: 'Block or unblock a user',
  params: idParams,
  body: z.object({ blocked: z.boolean() }),
  response: adminUserSchema,
});

/** Signs the user out everywhere and e-mails a password reset link. */
export const adminForcePasswordResetContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/force-password-reset',
  summary: 'Force a password reset',
  params: idParams,
  response: adminUserSchema,
});

export const adminSetAdminContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/admin',
  summary: 'Make or unmake a platform administrator',
  params: idParams,
  body: z.object({ admin: z.boolean() }),
  response: adminUserSchema,
});

export const adminRevokeSessionContract = defineContract({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/users/:id/sessions/:sessionId',
  summary: 'Revoke a session of a user',
  params: z.object({ id: z.uuid(), sessionId: z.uuid() }),
  response: null,
});

export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

/** /admin/companies: every company of the platform. */
export const ADMIN_COMPANY_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Название', width: 260 },
  { key: 'inn', type: 'text', sortable: true, filterable: true, header: 'ИНН', width: 140 },
  /** The owners' e-mails, comma-separated (searchable as text). */
  {
    key: 'owners',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Владельцы',
    width: 280,
  },
  {
    key: 'membersCount',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Сотрудников',
    width: 140,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Создана',
    width: 160,
  },
  { ...flagColumn('blocked', 'Заблокирована'), width: 170 },
] as const satisfies readonly ColumnDef[];
export type AdminCompanyColumnKey = (typeof ADMIN_COMPANY_COLUMNS)[number]['key'];

/** The /admin/companies grid: every company of the platform. */
export const adminCompaniesList = defineList({
  key: 'adminCompanies',
  path: '/api/admin/companies',
  tag: 'admin',
  summary: 'All companies of the platform',
  access: { adminOnly: true },
  tenant: 'platform',
  row: adminCompanyRowSchema,
  columns: ADMIN_COMPANY_COLUMNS,
  export: {
    action: 'admin.companies_export',
    entity: 'company',
    file: 'companies',
    sheet: 'Компании',
  },
});

export const adminBlockCompanyContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/companies/:id/block',
  summary: 'Block or unblock a company',
  params: idParams,
  body: z.object({ blocked: z.boolean() }),
  response: adminCompanyRowSchema,
});
