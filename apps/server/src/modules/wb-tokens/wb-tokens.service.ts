import { datasetsNotCovered, type DecodedWbToken, type WbToken } from '@wb/shared';
import { decodeWbToken, WbTokenError, type WbTokenInfo } from '@wb/wb/token/decode';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { type WbClientDeps } from '../wb/wb-clients';
import { daysLeft, tokenStatus } from './token-status';
import { verifyWithWb, type Verification } from './verify';
import { wbTokens } from './wb-tokens.table';

type Row = typeof wbTokens.$inferSelect;

const tokenError = (message: string) => validationFailed({ token: [message] }, message);

/** Reads a pasted token; a token that cannot be read is a field error, never a 500. */
export function readToken(raw: string): WbTokenInfo {
  try {
    return decodeWbToken(raw.trim());
  } catch (error) {
    if (error instanceof WbTokenError) {
      throw tokenError(
        error.code === 'unsupported-type'
          ? 'Неизвестный тип токена WB'
          : 'Это не токен WB: не удаётся прочитать его содержимое',
      );
    }
    throw error;
  }
}

export function describeToken(info: WbTokenInfo): DecodedWbToken {
  return {
    type: info.type,
    categories: info.categories,
    readOnly: info.readOnly,
    test: info.test,
    sellerId: info.sellerId,
    expiresAt: info.expiresAt.toISOString(),
    missingDatasets: datasetsNotCovered(info.categories),
  };
}

function toDto(row: Row, accountName: string, siblings: readonly Row[], now: Date): WbToken {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName,
    name: row.name,
    last4: row.last4,
    type: row.tokenType,
    categories: row.categories,
    readOnly: row.readOnly,
    test: row.isTest,
    sellerId: row.sellerId,
    expiresAt: row.expiresAt.toISOString(),
    missingDatasets: datasetsNotCovered(row.categories),
    status: tokenStatus(row, siblings, now),
    daysLeft: daysLeft(row.expiresAt, now),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

async function tokenRows(db: DbOrTx, companyId: string, accountId?: string) {
  return db
    .select({ token: wbTokens, accountName: wbAccounts.name })
    .from(wbTokens)
    .innerJoin(wbAccounts, eq(wbAccounts.id, wbTokens.accountId))
    .where(
      and(
        eq(wbTokens.companyId, companyId),
        accountId ? eq(wbTokens.accountId, accountId) : undefined,
      ),
    )
    .orderBy(sql`lower(${wbAccounts.name})`, wbTokens.createdAt);
}

export async function listTokens(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
): Promise<WbToken[]> {
  const rows = await tokenRows(db, companyId);
  const all = rows.map((r) => r.token);
  return rows.map((r) =>
    toDto(
      r.token,
      r.accountName,
      all.filter((t) => t.accountId === r.token.accountId),
      now,
    ),
  );
}

async function getToken(db: DbOrTx, companyId: string, id: string): Promise<WbToken> {
  const token = (await listTokens(db, companyId)).find((t) => t.id === id);
  if (!token) throw notFound('Токен не найден');
  return token;
}

/** Keeps the stored status (for queries and jobs) equal to the derived one. */
export async function refreshStatuses(
  tx: DbOrTx,
  companyId: string,
  accountId: string,
  now = new Date(),
) {
  const rows = (await tokenRows(tx, companyId, accountId)).map((r) => r.token);
  for (const row of rows) {
    const status = tokenStatus(row, rows, now);
    if (status !== row.status) {
      await tx.update(wbTokens).set({ status }).where(eq(wbTokens.id, row.id));
    }
  }
}

async function lockAccount(tx: DbOrTx, companyId: string, accountId: string) {
  const [account] = await tx
    .select()
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, accountId)))
    .for('update');
  if (!account) throw notFound('Кабинет WB не найден');
  return account;
}

function assertSameSeller(account: { sellerId: string | null; name: string }, sellerId: string) {
  if (account.sellerId && account.sellerId !== sellerId) {
    throw tokenError(
      `Токен другого продавца: кабинет «${account.name}» подключён к продавцу ${account.sellerId}`,
    );
  }
}

/** Writes what WB says about the seller onto the account. */
async function applySellerInfo(
  tx: DbOrTx,
  account: { id: string; name: string },
  companyId: string,
  verification: Extract<Verification, { ok: true }>,
) {
  try {
    await tx
      .update(wbAccounts)
      .set({
        sellerId: verification.seller.sid,
        sellerName: verification.seller.name ?? null,
        tradeMark: verification.seller.tradeMark ?? null,
        sellerInn: verification.seller.tin ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(wbAccounts.id, account.id));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [other] = await tx
      .select({ name: wbAccounts.name })
      .from(wbAccounts)
      .where(
        and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.sellerId, verification.seller.sid)),
      );
    throw new AppError(
      'WB_SELLER_ALREADY_CONNECTED',
      `Этот продавец WB уже подключён в компании как «${other?.name ?? '?'}»`,
      409,
      { token: [`Этот продавец WB уже подключён как кабинет «${other?.name ?? '?'}»`] },
    );
  }
}

/**
 * Adds a token to an account: read, checked against the account's seller, verified with WB
 * (seller info) and stored encrypted. Nothing is stored when any step refuses it.
 */
export async function createToken(
  deps: WbClientDeps,
  companyId: string,
  input: { accountId: string; name: string; token: string },
  ctx: AuditContext,
): Promise<WbToken> {
  const raw = input.token.trim();
  const info = readToken(raw);
  const now = new Date();
  if (info.expiresAt <= now) {
    throw tokenError(`Срок действия токена истёк ${info.expiresAt.toLocaleDateString('ru-RU')}`);
  }
  const [account] = await deps.database.db
    .select()
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, input.accountId)));
  if (!account) throw validationFailed({ accountId: ['Кабинет WB не найден'] });
  assertSameSeller(account, info.sellerId);

  const verification = await verifyWithWb(deps, companyId, account.id, raw, info);
  if (!verification.ok) throw tokenError(verification.error);

  const keyring = keyringFor(deps.config);
  let id: string;
  try {
    id = await deps.database.db.transaction(async (tx) => {
      const locked = await lockAccount(tx, companyId, account.id);
      assertSameSeller(locked, info.sellerId);
      await applySellerInfo(tx, locked, companyId, verification);
      const [row] = await tx
        .insert(wbTokens)
        .values({
          companyId,
          accountId: account.id,
          name: input.name,
          ciphertext: encryptSecret(keyring, raw),
          keyId: keyring.activeId,
          last4: raw.slice(-4),
          tokenId: info.id,
          sellerId: info.sellerId,
          tokenType: info.type,
          scopeMask: info.scopeMask,
          categories: info.categories,
          readOnly: info.readOnly,
          isTest: info.test,
          expiresAt: info.expiresAt,
          status: 'valid',
          lastCheckedAt: new Date(),
          createdBy: ctx.actorUserId,
        })
        .returning({ id: wbTokens.id });
      await refreshStatuses(tx, companyId, account.id);
      await audit(tx, ctx, {
        action: 'wb_token.created',
        entity: 'wb_token',
        entityId: row!.id,
        after: {
          accountId: account.id,
          name: input.name,
          last4: raw.slice(-4),
          type: info.type,
          categories: info.categories,
          expiresAt: info.expiresAt.toISOString(),
        },
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('WB_TOKEN_EXISTS', 'Этот токен уже добавлен к кабинету', 409, {
        token: ['Этот токен уже добавлен к кабинету'],
      });
    }
    throw error;
  }
  return getToken(deps.database.db, companyId, id);
}

/**
 * Asks WB about a stored token again. WB's refusal marks it invalid; an unreachable WB only
 * records the error (the token may be fine).
 */
export async function checkToken(
  deps: WbClientDeps,
  companyId: string,
  id: string,
): Promise<WbToken> {
  const [found] = await deps.database.db
    .select()
    .from(wbTokens)
    .where(and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id)));
  if (!found) throw notFound('Токен не найден');
  const raw = decryptSecret(keyringFor(deps.config), found.ciphertext);
  const info = readToken(raw);
  const verification = await verifyWithWb(deps, companyId, found.accountId, raw, info, {
    throwWhenUnavailable: false,
  });
  await deps.database.db.transaction(async (tx) => {
    const account = await lockAccount(tx, companyId, found.accountId);
    if (verification.ok) await applySellerInfo(tx, account, companyId, verification);
    await tx
      .update(wbTokens)
      .set({
        lastCheckedAt: sql`now()`,
        lastError: verification.ok ? null : verification.error,
        ...(verification.ok
          ? { rejected: false }
          : verification.rejected
            ? { rejected: true }
            : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(wbTokens.id, id));
    await refreshStatuses(tx, companyId, found.accountId);
  });
  return getToken(deps.database.db, companyId, id);
}

export async function renameToken(
  database: Database,
  companyId: string,
  id: string,
  name: string,
  ctx: AuditContext,
): Promise<WbToken> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(wbTokens)
      .set({ name, updatedAt: sql`now()` })
      .where(and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id)))
      .returning({ id: wbTokens.id });
    if (!row) throw notFound('Токен не найден');
    await audit(tx, ctx, {
      action: 'wb_token.renamed',
      entity: 'wb_token',
      entityId: id,
      after: { name },
    });
  });
  return getToken(database.db, companyId, id);
}

export async function deleteToken(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(wbTokens)
      .where(and(eq(wbTokens.companyId, companyId), eq(wbTokens.id, id)))
      .returning();
    if (!row) throw notFound('Токен не найден');
    await refreshStatuses(tx, companyId, row.accountId);
    await audit(tx, ctx, {
      action: 'wb_token.deleted',
      entity: 'wb_token',
      entityId: id,
      before: { accountId: row.accountId, name: row.name, last4: row.last4 },
    });
  });
}
