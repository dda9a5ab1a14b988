import {
  DEFAULT_PLATFORM_SETTINGS,
  platformSettingsSchema,
  type PlatformSettings,
} from '@wb/shared';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import type { platformSettingsPatchSchema } from '@wb/shared';
import { platformSettings } from './settings.table';

const KEYS = Object.keys(DEFAULT_PLATFORM_SETTINGS) as (keyof PlatformSettings)[];
/** The SMTP password lives under its own key, encrypted, and is never read back by the API. */
const MAIL_PASSWORD_KEY = 'mailPassword';

/** The platform settings: stored values over the defaults (a bad stored value falls back). */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select().from(platformSettings).where(inArray(platformSettings.key, KEYS));
  const out: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const row of rows) {
    const field = platformSettingsSchema.shape[row.key as keyof PlatformSettings];
    const parsed = field?.safeParse(row.value);
    if (parsed?.success) out[row.key] = parsed.data;
  }
  return out as PlatformSettings;
}

export async function isMailPasswordSet(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ key: platformSettings.key })
    .from(platformSettings)
    .where(inArray(platformSettings.key, [MAIL_PASSWORD_KEY]));
  return rows.length > 0;
}

export async function getMailPassword(db: DbOrTx, config: Config): Promise<string | null> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, [MAIL_PASSWORD_KEY]));
  return row ? decryptSecret(keyringFor(config), row.value as string) : null;
}

async function put(db: DbOrTx, key: string, value: unknown, userId: string | null) {
  // A setting set to null is stored as the JSON value null (the column itself is NOT NULL).
  const json = value === null ? sql`'null'::jsonb` : value;
  await db
    .insert(platformSettings)
    .values({ key, value: json, updatedBy: userId })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()`, updatedBy: userId },
    });
}

/** Applies a validated patch; returns the settings before and after (for the audit log). */
export async function updatePlatformSettings(
  db: DbOrTx,
  config: Config,
  patch: z.infer<typeof platformSettingsPatchSchema>,
  userId: string | null,
): Promise<{ before: PlatformSettings; after: PlatformSettings }> {
  const before = await getPlatformSettings(db);
  const { mailPassword, ...fields } = patch;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) await put(db, key, value, userId);
  }
  if (mailPassword === null) {
    await db.delete(platformSettings).where(inArray(platformSettings.key, [MAIL_PASSWORD_KEY]));
  } else if (mailPassword !== undefined) {
    await put(db, MAIL_PASSWORD_KEY, encryptSecret(keyringFor(config), mailPassword), userId);
  }
  return { before, after: await getPlatformSettings(db) };
}
