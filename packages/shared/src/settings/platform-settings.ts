import * as z from 'zod/mini';

/** SMTP settings editable by administrators; the password is write-only. */
export const mailSettingsSchema = z.object({
  host: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  port: z.int().check(z.gte(1), z.lte(65535)),
  secure: z.boolean(),
  user: z.nullable(z.string().check(z.maxLength(255))),
  from: z.string().check(z.trim(), z.minLength(3), z.maxLength(255)),
});

/**
 * Features that use the seller-portal session (cookies) instead of WB's public API. Each is off
 * until an administrator switches it on, and is labelled as outside the public API wherever shown.
 */
export const PORTAL_FEATURES = ['supplySlotBooking'] as const;
export type PortalFeature = (typeof PORTAL_FEATURES)[number];

export const portalFeaturesSchema = z.object({
  supplySlotBooking: z.boolean(),
});

export const platformSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  trialDays: z.int().check(z.gte(0), z.lte(365)),
  maintenanceBanner: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
  mail: z.nullable(mailSettingsSchema),
  portalFeatures: portalFeaturesSchema,
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  registrationOpen: true,
  trialDays: 14,
  maintenanceBanner: null,
  mail: null,
  portalFeatures: { supplySlotBooking: false },
};

/** As read by administrators: the SMTP password is never sent back, only whether it is set. */
export const platformSettingsViewSchema = z.extend(platformSettingsSchema, {
  mailPasswordSet: z.boolean(),
});

export const platformSettingsPatchSchema = z.strictObject({
  ...z.partial(platformSettingsSchema).shape,
  /** New SMTP password; null removes it; absent keeps it. */
  mailPassword: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
