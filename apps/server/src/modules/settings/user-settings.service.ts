import { resolveUserSettings, type UserSettings } from '@wb/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSettings } from './settings.table';

export async function loadUserSettings(db: DbOrTx, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return resolveUserSettings(row?.settings);
}

/** Merges a validated patch into the stored settings; returns the result. */
export async function saveUserSettings(
  db: DbOrTx,
  userId: string,
  patch: Partial<UserSettings>,
): Promise<UserSettings> {
  const next = { ...(await loadUserSettings(db, userId)), ...patch };
  await db
    .insert(userSettings)
    .values({ userId, settings: next })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { settings: next, updatedAt: sql`now()` },
    });
  return next;
}
