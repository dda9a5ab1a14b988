import {
  platformSettingsSchema,
  type PlatformSettings,
} from '@wb/shared/settings/platform-settings';
import type * as z from 'zod/mini';

/** The platform settings form: every setting but the write-only SMTP password. */
export const platformFormSchema = platformSettingsSchema;
export type PlatformFormValues = z.infer<typeof platformFormSchema>;
export type SmtpValues = NonNullable<PlatformSettings['mail']>;

/**
 * The SMTP password is never read back: `undefined` keeps the stored one, a text replaces it,
 * `null` removes it.
 */
export type PasswordChange = string | null | undefined;

export const NEW_SMTP: SmtpValues = { host: '', port: 587, secure: false, user: null, from: '' };

export function toFormValues(settings: PlatformSettings): PlatformFormValues {
  const { registrationOpen, trialDays, maintenanceBanner, mail, portalFeatures } = settings;
  return { registrationOpen, trialDays, maintenanceBanner, mail, portalFeatures };
}

/** Whether the password field asks for a change (an emptied field keeps the password). */
export const changesPassword = (password: PasswordChange) =>
  password !== undefined && password !== '';

/**
 * The PATCH body: only the settings that were changed (each is replaced as a whole), plus the
 * password when it changes.
 *
 * An emptied banner is sent as '' rather than null: the server stores null values as SQL NULL
 * in a NOT NULL column and fails (reported); '' shows no banner just the same.
 */
export function toPatch(
  values: PlatformFormValues,
  changed: Partial<Record<keyof PlatformFormValues, unknown>>,
  password: PasswordChange,
) {
  const patch: Partial<PlatformFormValues> & { mailPassword?: string | null } = {};
  for (const key of Object.keys(values) as (keyof PlatformFormValues)[]) {
    if (changed[key]) Object.assign(patch, { [key]: values[key] });
  }
  if ('maintenanceBanner' in patch && patch.maintenanceBanner === null)
    patch.maintenanceBanner = '';
  if (changesPassword(password)) patch.mailPassword = password;
  return patch;
}

export const PLATFORM_FIELDS = [
  'registrationOpen',
  'trialDays',
  'maintenanceBanner',
  'mail',
  'mail.host',
  'mail.port',
  'mail.secure',
  'mail.user',
  'mail.from',
  'portalFeatures',
  'portalFeatures.supplySlotBooking',
] as const;
