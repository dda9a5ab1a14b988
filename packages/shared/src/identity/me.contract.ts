import * as z from 'zod/mini';
import { tokenSchema } from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
import { userSettingsSchema } from '../settings/user-settings';
import { idParams, instantSchema, sessionSchema, userTypeSchema } from './identity.schemas';

export const companyRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  isOwner: z.boolean(),
  blocked: z.boolean(),
});

export const meSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    phone: z.nullable(z.string()),
    type: userTypeSchema,
    locale: z.string(),
    emailVerified: z.boolean(),
    totpEnabled: z.boolean(),
    createdAt: instantSchema,
  }),
  /**
   * Administrator powers are effective only with a second factor (admins must use it,
   * docs/budgets.md#mfa).
   */
  isAdmin: z.boolean(),
  adminNeedsTotp: z.boolean(),
  companies: z.array(companyRefSchema),
  currentCompany: z.nullable(companyRefSchema),
  /** Permission keys of the role in the current company. */
  permissions: z.array(z.string()),
  settings: userSettingsSchema,
  session: z.object({ id: z.uuid(), expiresAt: instantSchema }),
  maintenanceBanner: z.nullable(z.string()),
});
export type Me = z.infer<typeof meSchema>;

/** Who am I: user, companies, current company, effective permissions and personal settings. */
export const meContract = defineContract({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in user, companies and permissions',
  tag: 'me',
  signedIn: true,
  response: meSchema,
});

/** Switches the current company of this session (header company switcher). */
export const switchCompanyContract = defineContract({
  method: 'PUT',
  path: '/api/me/company',
  summary: 'Switch the current company',
  tag: 'me',
  signedIn: true,
  body: z.object({ companyId: z.uuid() }),
  response: meSchema,
});

export const acceptInvitationContract = defineContract({
  method: 'POST',
  path: '/api/me/invitations/accept',
  summary: 'Join a company with an invitation link',
  tag: 'me',
  signedIn: true,
  body: z.object({ token: tokenSchema }),
  response: meSchema,
});

export const listSessionsContract = defineContract({
  method: 'GET',
  path: '/api/me/sessions',
  summary: 'My active sessions',
  tag: 'me',
  signedIn: true,
  response: z.array(sessionSchema),
});

export const revokeSessionContract = defineContract({
  method: 'DELETE',
  path: '/api/me/sessions/:id',
  summary: 'Revoke one of my sessions',
  tag: 'me',
  signedIn: true,
  params: idParams,
  response: null,
});

export const revokeOtherSessionsContract = defineContract({
  method: 'POST',
  path: '/api/me/sessions/revoke-others',
  summary: 'Sign out everywhere else',
  tag: 'me',
  signedIn: true,
  response: z.object({ revoked: z.int() }),
});
