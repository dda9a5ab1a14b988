import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { platformSettings, userSettings } from './settings.table';

/** The stored platform settings of these keys (a key never set has no row). */
export async function selectPlatformSettings(
  db: DbOrTx,
  keys: string[],
): Promise<{ key: string; value: unknown }[]> {
  return db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, keys));
}

export async function putPlatformSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  userId: string | null,
): Promise<void> {
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

export async function deletePlatformSetting(db: DbOrTx, key: string): Promise<void> {
  await db.delete(platformSettings).where(inArray(platformSettings.key, [key]));
}

/** The stored personal settings of a user (undefined: never saved). */
export async function selectUserSettings(
  db: DbOrTx,
  userId: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.settings;
}

export async function upsertUserSettings(
  db: DbOrTx,
  userId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { settings, updatedAt: sql`now()` },
    });
}
