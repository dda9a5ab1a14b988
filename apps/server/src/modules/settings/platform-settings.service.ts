import {
  DEFAULT_PLATFORM_SETTINGS,
  platformSettingsSchema,
  type PlatformSettings,
} from '@wb/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import type { platformSettingsPatchSchema } from '@wb/shared';
import { audit, type AuditContext } from '../audit/audit.service';
import {
  deletePlatformSetting,
  putPlatformSetting,
  selectPlatformSettings,
} from './settings.repository';

const KEYS = Object.keys(DEFAULT_PLATFORM_SETTINGS) as (keyof PlatformSettings)[];
/** The SMTP password lives under its own key, encrypted, and is never read back by the API. */
const MAIL_PASSWORD_KEY = 'mailPassword';

type PlatformSettingsPatch = z.infer<typeof platformSettingsPatchSchema>;

/** The platform settings: stored values over the defaults (a bad stored value falls back). */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await selectPlatformSettings(db, KEYS);
  const out: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const row of rows) {
    const field = platformSettingsSchema.shape[row.key as keyof PlatformSettings];
    const parsed = field?.safeParse(row.value);
    if (parsed?.success) out[row.key] = parsed.data;
  }
  return out as PlatformSettings;
}

export async function isMailPasswordSet(db: DbOrTx): Promise<boolean> {
  const rows = await selectPlatformSettings(db, [MAIL_PASSWORD_KEY]);
  return rows.length > 0;
}

export async function getMailPassword(db: DbOrTx, config: Config): Promise<string | null> {
  const [row] = await selectPlatformSettings(db, [MAIL_PASSWORD_KEY]);
  return row ? decryptSecret(keyringFor(config), row.value as string) : null;
}

/** Applies a validated patch; returns the settings before and after (for the audit log). */
export async function updatePlatformSettings(
  db: DbOrTx,
  config: Config,
  patch: PlatformSettingsPatch,
  userId: string | null,
): Promise<{ before: PlatformSettings; after: PlatformSettings }> {
  const before = await getPlatformSettings(db);
  const { mailPassword, ...fields } = patch;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) await putPlatformSetting(db, key, value, userId);
  }
  if (mailPassword === null) {
    await deletePlatformSetting(db, MAIL_PASSWORD_KEY);
  } else if (mailPassword !== undefined) {
    await putPlatformSetting(
      db,
      MAIL_PASSWORD_KEY,
      encryptSecret(keyringFor(config), mailPassword),
      userId,
    );
  }
  return { before, after: await getPlatformSettings(db) };
}

/** The settings as the administrators' page shows them (the SMTP password only as set or not). */
export async function platformSettingsView(db: DbOrTx) {
  return { ...(await getPlatformSettings(db)), mailPasswordSet: await isMailPasswordSet(db) };
}

/** An administrator's change of the platform settings, audited; answers with the new view. */
export async function changePlatformSettings(
  database: Database,
  config: Config,
  patch: PlatformSettingsPatch,
  userId: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const { before, after } = await updatePlatformSettings(tx, config, patch, userId);
    await audit(tx, ctx, {
      action: 'admin.platform_settings_changed',
      entity: 'platform_settings',
      before,
      after: { ...after, mailPasswordChanged: patch.mailPassword !== undefined },
    });
  });
  return platformSettingsView(database.db);
}
