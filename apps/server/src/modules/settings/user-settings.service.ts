import { resolveUserSettings, type UserSettings } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { listUserCompanies } from '../companies/companies.repository';
import { findAccount } from '../wb-accounts/wb-accounts.repository';
import { notMyAccount, notMyCompany } from './settings.errors';
import { selectUserSettings, upsertUserSettings } from './settings.repository';

export async function loadUserSettings(db: DbOrTx, userId: string): Promise<UserSettings> {
  return resolveUserSettings(await selectUserSettings(db, userId));
}

/** Merges a validated patch into the stored settings; returns the result. */
export async function saveUserSettings(
  db: DbOrTx,
  userId: string,
  patch: Partial<UserSettings>,
): Promise<UserSettings> {
  const next = { ...(await loadUserSettings(db, userId)), ...patch };
  await upsertUserSettings(db, userId, next);
  return next;
}

/** The user's own change of settings: the default company must be one of theirs (active). */
export async function updateUserSettings(
  database: Database,
  userId: string,
  patch: Partial<UserSettings>,
  ctx: AuditContext,
): Promise<UserSettings> {
  if (patch.defaultCompanyId || patch.defaultWbAccountId) {
    const mine = (await listUserCompanies(database.db, userId)).filter(
      (m) => m.status === 'active',
    );
    if (patch.defaultCompanyId && !mine.some((m) => m.company.id === patch.defaultCompanyId)) {
      throw notMyCompany();
    }
    const accountId = patch.defaultWbAccountId;
    if (accountId) {
      const found = await Promise.all(
        mine.map((m) => findAccount(database.db, m.company.id, accountId)),
      );
      if (!found.some(Boolean)) throw notMyAccount();
    }
  }
  return database.db.transaction(async (tx) => {
    const previous = await loadUserSettings(tx, userId);
    const next = await saveUserSettings(tx, userId, patch);
    // Before: the same settings as the patch names, as they were.
    const before = Object.fromEntries(
      Object.keys(patch).map((key) => [key, previous[key as keyof UserSettings] ?? null]),
    );
    await audit(tx, ctx, {
      action: 'settings.user_changed',
      entity: 'user_settings',
      entityId: userId,
      before,
      after: patch,
    });
    return next;
  });
}
