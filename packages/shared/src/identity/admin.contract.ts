import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import {
  idParams,
  instantSchema,
  pageOf,
  pageQuerySchema,
  sessionSchema,
  userTypeSchema,
} from './identity.schemas';

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
const flag = z.optional(z.enum(['true', 'false']));

export const adminListUsersContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/users',
  summary: 'All users (search by e-mail or name)',
  query: z.extend(pageQuerySchema, { type: z.optional(userTypeSchema), blocked: flag }),
  response: pageOf(adminUserRowSchema),
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

export const adminListCompaniesContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/companies',
  summary: 'All companies',
  query: z.extend(pageQuerySchema, { blocked: flag }),
  response: pageOf(adminCompanyRowSchema),
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
