import type { PortalFeature, WbCookie, WbCookieStatus } from '@wb/shared';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { getPlatformSettings } from '../settings/platform-settings.service';
import { findAccount } from '../wb-accounts/wb-accounts.repository';
import {
  accountNotFound,
  cookieNotFound,
  expiryInPast,
  portalCookieExpired,
  portalCookieMissing,
  portalFeatureOff,
} from './wb-cookies.errors';
import * as repo from './wb-cookies.repository';
import type { CookieRow as Row } from './wb-cookies.repository';

const DAY_MS = 86_400_000;
/** A portal session this close to its end is shown as expiring. */
export const COOKIE_EXPIRING_DAYS = 3;

export function cookieStatus(
  row: Pick<Row, 'expiresAt' | 'rejectedAt'>,
  now: Date,
): WbCookieStatus {
  if (row.rejectedAt) return 'rejected';
  const left = row.expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= COOKIE_EXPIRING_DAYS * DAY_MS ? 'expiring' : 'active';
}

/** Names in a `Cookie` header (`a=1; b=2` → `a, b`); the values are never shown. */
export function cookieNames(header: string): string[] {
  return header
    .split(';')
    .map((part) => part.trim().split('=')[0]!.trim())
    .filter(Boolean);
}

function toDto(row: Row, accountName: string, now: Date): WbCookie {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName,
    cookieNames: row.cookieNames,
    expiresAt: row.expiresAt.toISOString(),
    status: cookieStatus(row, now),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastError: row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Which portal features are switched on platform-wide (what the stored cookies serve). */
export async function portalFeatures(db: DbOrTx) {
  return (await getPlatformSettings(db)).portalFeatures;
}

/** Stores (or replaces) the portal cookie of one of the company's accounts. */
export async function saveCookie(
  database: Database,
  config: Config,
  companyId: string,
  accountId: string,
  input: { cookie: string; expiresAt: string },
  ctx: AuditContext,
): Promise<WbCookie> {
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= Date.now()) throw expiryInPast();
  const keyring = keyringFor(config);
  const names = cookieNames(input.cookie);
  return database.db.transaction(async (tx) => {
    const account = await findAccount(tx, companyId, accountId);
    if (!account) throw accountNotFound();
    const values = {
      ciphertext: encryptSecret(keyring, input.cookie),
      keyId: keyring.activeId,
      cookieNames: names,
      expiresAt,
      rejectedAt: null,
      lastError: null,
      updatedBy: ctx.actorUserId,
      updatedAt: new Date(),
    };
    const row = await repo.upsertCookie(tx, companyId, accountId, values);
    await audit(tx, ctx, {
      action: 'wb_cookie.saved',
      entity: 'wb_cookie',
      entityId: row.id,
      after: { accountId, cookieNames: names, expiresAt: input.expiresAt },
    });
    return toDto(row, account.name, new Date());
  });
}

export async function deleteCookie(
  database: Database,
  companyId: string,
  accountId: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await repo.deleteCookie(tx, companyId, accountId);
    if (!row) throw cookieNotFound();
    await audit(tx, ctx, {
      action: 'wb_cookie.deleted',
      entity: 'wb_cookie',
      entityId: row.id,
      before: { accountId, cookieNames: row.cookieNames },
    });
  });
}

/**
 * The portal cookie for a feature that works outside WB's public API. Refused unless an
 * administrator switched the feature on, and unless a live cookie is stored for the account.
 */
export async function portalCookieFor(
  db: DbOrTx,
  config: Config,
  companyId: string,
  accountId: string,
  feature: PortalFeature,
): Promise<string> {
  const settings = await getPlatformSettings(db);
  if (!settings.portalFeatures[feature]) throw portalFeatureOff();
  const row = await repo.cookieOf(db, companyId, accountId);
  if (!row) throw portalCookieMissing();
  const status = cookieStatus(row, new Date());
  if (status === 'expired' || status === 'rejected') throw portalCookieExpired();
  await repo.markUsed(db, row.id);
  return decryptSecret(keyringFor(config), row.ciphertext);
}

/** Records that the portal refused the session, so the status shows it until replaced. */
export async function markCookieRejected(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  error: string,
): Promise<void> {
  await repo.markRejected(db, companyId, accountId, error);
}
