import * as z from 'zod/mini';
import {
  currentPasswordSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  totpCodeSchema,
} from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
import { meSchema } from './me.contract';

const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const updateProfileContract = defineContract({
  method: 'PATCH',
  path: '/api/profile',
  summary: 'Change my name or phone',
  tag: 'profile',
  signedIn: true,
  body: z.partial(
    z.strictObject({
      fullName: personNameSchema,
      phone: z.nullable(
        z
          .string()
          .check(z.trim(), z.regex(/^\+?[0-9 ()-]{5,20}$/, 'Телефон: цифры, пробелы, скобки, «+»')),
      ),
    }),
  ),
  response: meSchema,
});

/** Changes the password; other sessions are revoked. */
export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/api/profile/password',
  summary: 'Change my password',
  tag: 'profile',
  signedIn: true,
  body: z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }),
  response: z.object({ revokedSessions: z.int() }),
});

/** Starts an e-mail change: a link goes to the new address; the old one is told. */
export const changeEmailContract = defineContract({
  method: 'POST',
  path: '/api/profile/email',
  summary: 'Change my e-mail (confirmed from the new address)',
  tag: 'profile',
  signedIn: true,
  body: z.object({ newEmail: emailSchema, password: currentPasswordSchema }),
  response: z.object({ status: z.literal('confirmation_sent') }),
  status: 202,
});

export const totpSetupContract = defineContract({
  method: 'POST',
  path: '/api/profile/totp/setup',
  summary: 'Start enrolling an authenticator app',
  tag: 'profile',
  signedIn: true,
  body: z.object({ password: currentPasswordSchema }),
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
});

export const totpEnableContract = defineContract({
  method: 'POST',
  path: '/api/profile/totp/enable',
  summary: 'Confirm the authenticator with a code; returns recovery codes',
  tag: 'profile',
  signedIn: true,
  body: z.object({ code: totpCodeSchema }),
  response: recoveryCodes,
});

export const totpDisableContract = defineContract({
  method: 'POST',
  path: '/api/profile/totp/disable',
  summary: 'Turn the second factor off',
  tag: 'profile',
  signedIn: true,
  body: z.object({ password: currentPasswordSchema, code: totpCodeSchema }),
  response: null,
});

export const regenerateRecoveryCodesContract = defineContract({
  method: 'POST',
  path: '/api/profile/totp/recovery-codes',
  summary: 'Replace my recovery codes',
  tag: 'profile',
  signedIn: true,
  body: z.object({ code: totpCodeSchema }),
  response: recoveryCodes,
});
