/**
 * Field schemas of the public (sign-in) pages, written with zod/mini: these pages must stay
 * within the 150 KiB start-up budget, and zod/mini is tree-shaken down to what they use.
 */
import * as z from 'zod/mini';

/**
 * Passwords: at least 12 characters, no composition rules (NIST 800-63B,
 * docs/budgets.md#passwords).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email(),
);

export const passwordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** A password typed to sign in or to confirm an action: only presence is checked. */
export const currentPasswordSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));

export const personNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const companyNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** Opaque tokens from e-mail links: 43 base64url characters (256 bits). */
export const tokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** A 6-digit code from an authenticator app. */
export const totpCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/));
/** A one-time recovery code (10 characters, dash and case ignored). */
export const recoveryCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/));

export const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: personNameSchema,
  /** Not needed when joining through an invitation. */
  companyName: z.optional(companyNameSchema),
  invitationToken: z.optional(tokenSchema),
  language: z.optional(languageCodeSchema),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});

export const totpLoginBodySchema = z.object({
  challenge: tokenSchema,
  code: z.optional(totpCodeSchema),
  recoveryCode: z.optional(recoveryCodeSchema),
});
