import * as z from 'zod/mini';
import { PERIOD_PRESETS } from '../dates/periods';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';

export const DATE_FORMATS = ['DD.MM.YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;

/** Order display settings (seed §3): countRow, fontSize, imgWidth (empty = card width), imgHeight. */
export const orderDisplaySchema = z.object({
  countRow: z.int().check(z.gte(1), z.lte(12)),
  fontSize: z.int().check(z.gte(8), z.lte(32)),
  imgWidth: z.string().check(z.regex(/^(\d{1,4})?$/, 'Ширина — число пикселей или пусто')),
  imgHeight: z.string().check(z.regex(/^\d{1,4}$/, 'Высота — число пикселей')),
});

const channelPrefs = z.object({
  syncProblems: z.boolean(),
  tokenExpiry: z.boolean(),
  slotAlerts: z.boolean(),
});

export const notificationPrefsSchema = z.object({ email: channelPrefs, inApp: channelPrefs });

/** Personal settings, applied at sign-in on any device. */
export const userSettingsSchema = z.object({
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  theme: z.enum(['light', 'dark']),
  dateFormat: z.enum(DATE_FORMATS),
  defaultCompanyId: z.nullable(z.uuid()),
  defaultWbAccountId: z.nullable(z.uuid()),
  defaultPeriod: z.enum(PERIOD_PRESETS),
  orderDisplay: orderDisplaySchema,
  notifications: notificationPrefsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: 'ru',
  theme: 'light',
  dateFormat: 'DD.MM.YYYY',
  defaultCompanyId: null,
  defaultWbAccountId: null,
  defaultPeriod: 'last30Days',
  orderDisplay: { countRow: 1, fontSize: 13, imgWidth: '', imgHeight: '180' },
  notifications: {
    email: { syncProblems: true, tokenExpiry: true, slotAlerts: true },
    inApp: { syncProblems: true, tokenExpiry: true, slotAlerts: true },
  },
};

/** A change of some settings; nested objects are replaced as a whole. */
export const userSettingsPatchSchema = z.partial(z.strictObject(userSettingsSchema.shape));

/**
 * Stored settings merged over the defaults, field by field: a setting added later gets its
 * default, and a stored value that no longer validates falls back instead of breaking sign-in.
 */
export function resolveUserSettings(stored: unknown): UserSettings {
  const out: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [key, field] of Object.entries(userSettingsSchema.shape)) {
      const value = (stored as Record<string, unknown>)[key];
      if (value !== undefined && z.safeParse(field, value).success) out[key] = value;
    }
  }
  return out as UserSettings;
}
