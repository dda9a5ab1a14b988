import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import {
  emailSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenSchema,
  totpLoginBodySchema,
} from './auth.schemas';

const accepted = z.object({ status: z.literal('accepted') });

/** What the public pages need to know before sign-in. */
export const authConfigContract = defineContract({
  method: 'GET',
  path: '/api/auth/config',
  summary: 'Public settings: registration open, maintenance banner',
  tag: 'auth',
  public: true,
  response: z.object({
    registrationOpen: z.boolean(),
    maintenanceBanner: z.nullable(z.string()),
  }),
});

/**
 * Registration: creates the user and their first company (the user becomes Владелец), or joins
 * the inviting company. Always answers "check your e-mail": an address already registered gets a
 * warning by e-mail instead, so the answer reveals nothing.
 */
export const registerContract = defineContract({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Register',
  tag: 'auth',
  public: true,
  body: registerBodySchema,
  response: accepted,
  status: 202,
});

export const verifyEmailContract = defineContract({
  method: 'POST',
  path: '/api/auth/verify-email',
  summary: 'Confirm an e-mail address with the link sent by e-mail',
  tag: 'auth',
  public: true,
  body: z.object({ token: tokenSchema }),
  response: z.object({ status: z.literal('verified'), email: z.string() }),
});

export const resendVerificationContract = defineContract({
  method: 'POST',
  path: '/api/auth/resend-verification',
  summary: 'Send the e-mail confirmation link again',
  tag: 'auth',
  public: true,
  body: z.object({ email: emailSchema }),
  response: accepted,
  status: 202,
});

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in') }),
  /** The password was right; a second factor is needed. */
  z.object({ status: z.literal('totp_required'), challenge: z.string() }),
]);

/** Sign-in. Same answer for unknown e-mails and wrong passwords. */
export const loginContract = defineContract({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password',
  tag: 'auth',
  public: true,
  body: loginBodySchema,
  response: loginResponseSchema,
});

export const totpLoginContract = defineContract({
  method: 'POST',
  path: '/api/auth/login/totp',
  summary: 'Second sign-in step: authenticator code or recovery code',
  tag: 'auth',
  public: true,
  body: totpLoginBodySchema,
  response: z.object({ status: z.literal('signed_in') }),
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out (revokes this session)',
  tag: 'auth',
  public: true,
  response: null,
});

export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Send a password reset link (always answers the same)',
  tag: 'auth',
  public: true,
  body: forgotPasswordBodySchema,
  response: accepted,
  status: 202,
});

/** Sets a new password with a reset link; every session of the user is revoked. */
export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with a reset link',
  tag: 'auth',
  public: true,
  body: resetPasswordBodySchema,
  response: z.object({ status: z.literal('reset') }),
});

/** Confirms a new e-mail address (link sent to the new address). */
export const confirmEmailChangeContract = defineContract({
  method: 'POST',
  path: '/api/auth/confirm-email-change',
  summary: 'Confirm an e-mail change',
  tag: 'auth',
  public: true,
  body: z.object({ token: tokenSchema }),
  response: z.object({ status: z.literal('changed'), email: z.string() }),
});

/** What an invitation link is about, for the page that accepts it. */
export const invitationInfoContract = defineContract({
  method: 'GET',
  path: '/api/auth/invitations/:token',
  summary: 'Describe an invitation',
  tag: 'auth',
  public: true,
  params: z.object({ token: tokenSchema }),
  response: z.object({
    companyName: z.string(),
    email: z.string(),
    roleName: z.string(),
    invitedBy: z.nullable(z.string()),
    accountExists: z.boolean(),
  }),
});
