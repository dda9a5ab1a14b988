import type { PortalFeature, WbCookie, WbCookieStatus } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { getPlatformSettings } from '../settings/platform-settings.service';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { wbCookies } from './wb-cookies.table';

const DAY_MS = 86_400_000;
/** A portal session this close to its end is shown as expiring. */
export const COOKIE_EXPIRING_DAYS = 3;

type Row = typeof wbCookies.$inferSelect;

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

async function rows(db: DbOrTx, companyId: string, accountId?: string) {
  return db
    .select({ cookie: wbCookies, accountName: wbAccounts.name })
    .from(wbCookies)
    .innerJoin(wbAccounts, eq(wbAccounts.id, wbCookies.accountId))
    .where(
      and(
        eq(wbCookies.companyId, companyId),
        accountId ? eq(wbCookies.accountId, accountId) : undefined,
      ),
    )
    .orderBy(sql`lower(${wbAccounts.name})`);
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
  if (expiresAt.getTime() <= Date.now()) {
    throw new AppError('VALIDATION_FAILED', 'Срок действия уже прошёл', 400, {
      expiresAt: ['Укажите дату в будущем'],
    });
  }
  const keyring = keyringFor(config);
  const names = cookieNames(input.cookie);
  return database.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: wbAccounts.id, name: wbAccounts.name })
      .from(wbAccounts)
      .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, accountId)));
    if (!account) throw notFound('Кабинет WB не найден');
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
    const [row] = await tx
      .insert(wbCookies)
      .values({ companyId, accountId, ...values })
      .onConflictDoUpdate({ target: wbCookies.accountId, set: values })
      .returning();
    await audit(tx, ctx, {
      action: 'wb_cookie.saved',
      entity: 'wb_cookie',
      entityId: row!.id,
      after: { accountId, cookieNames: names, expiresAt: input.expiresAt },
    });
    return toDto(row!, account.name, new Date());
  });
}

export async function deleteCookie(
  database: Database,
  companyId: string,
  accountId: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(wbCookies)
      .where(and(eq(wbCookies.companyId, companyId), eq(wbCookies.accountId, accountId)))
      .returning();
    if (!row) throw notFound('Cookie для этого кабинета не сохранены');
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
  if (!settings.portalFeatures[feature]) {
    throw new AppError(
      'PORTAL_FEATURE_OFF',
      'Функция работает через кабинет продавца (вне публичного API WB) и выключена администратором',
      409,
    );
  }
  const [row] = await rows(db, companyId, accountId);
  if (!row) throw new AppError('PORTAL_COOKIE_MISSING', 'Для кабинета не сохранены cookie', 409);
  const status = cookieStatus(row.cookie, new Date());
  if (status === 'expired' || status === 'rejected') {
    throw new AppError(
      'PORTAL_COOKIE_EXPIRED',
      'Сессия кабинета продавца истекла: обновите cookie',
      409,
    );
  }
  await db.update(wbCookies).set({ lastUsedAt: new Date() }).where(eq(wbCookies.id, row.cookie.id));
  return decryptSecret(keyringFor(config), row.cookie.ciphertext);
}

/** Records that the portal refused the session, so the status shows it until replaced. */
export async function markCookieRejected(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  error: string,
): Promise<void> {
  await db
    .update(wbCookies)
    .set({ rejectedAt: sql`now()`, lastError: error })
    .where(and(eq(wbCookies.companyId, companyId), eq(wbCookies.accountId, accountId)));
}
