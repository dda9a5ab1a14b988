import { datasetsNotCovered, type DecodedWbToken, type WbToken } from '@wb/shared';
import { decodeWbToken, WbTokenError, type WbTokenInfo } from '@wb/wb/token/decode';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import * as accounts from '../wb-accounts/wb-accounts.repository';
import { type WbClientDeps } from '../wb/wb-clients';
import { daysLeft, tokenStatus } from './token-status';
import { verifyWithWb, type Verification } from './verify';
import {
  accountFieldNotFound,
  accountNotFound,
  sellerAlreadyConnected,
  tokenError,
  tokenExists,
  tokenNotFound,
} from './wb-tokens.errors';
import * as repo from './wb-tokens.repository';
import type { TokenRow as Row } from './wb-tokens.repository';

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

/** What a pasted token says about itself (nothing is stored or sent to WB). */
export function decodeToken(raw: string): DecodedWbToken {
  return describeToken(readToken(raw));
}

function describeToken(info: WbTokenInfo): DecodedWbToken {
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

/** The company's tokens with their account's name: by account name, then oldest first. */
async function tokensByAccount(db: DbOrTx, companyId: string) {
  const named = await accounts.accountChoices(db, companyId);
  const tokens = await repo.tokenRows(db, companyId);
  return named.flatMap((account) =>
    tokens
      .filter((t) => t.accountId === account.id)
      .map((token) => ({ token, accountName: account.name })),
  );
}

export async function listTokens(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
): Promise<WbToken[]> {
  const rows = await tokensByAccount(db, companyId);
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
  if (!token) throw tokenNotFound();
  return token;
}

/** Keeps the stored status (for queries and jobs) equal to the derived one. */
export async function refreshStatuses(
  tx: DbOrTx,
  companyId: string,
  accountId: string,
  now = new Date(),
) {
  const rows = await repo.tokenRows(tx, companyId, accountId);
  for (const row of rows) {
    const status = tokenStatus(row, rows, now);
    if (status !== row.status) await repo.setStatus(tx, row.id, status);
  }
}

async function lockAccount(tx: DbOrTx, companyId: string, accountId: string) {
  const account = await accounts.findAccount(tx, companyId, accountId, true);
  if (!account) throw accountNotFound();
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
    // A savepoint: a refused update leaves the transaction usable for the other cabinet's name.
    await tx.transaction(async (sp) =>
      accounts.setSellerInfo(sp, account.id, {
        sellerId: verification.seller.sid,
        sellerName: verification.seller.name ?? null,
        tradeMark: verification.seller.tradeMark ?? null,
        sellerInn: verification.seller.tin ?? null,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const other = await accounts.accountNameOfSeller(tx, companyId, verification.seller.sid);
    throw sellerAlreadyConnected(other ?? '?');
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
  const account = await accounts.findAccount(deps.database.db, companyId, input.accountId);
  if (!account) throw accountFieldNotFound();
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
      const id = await repo.insertToken(tx, {
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
      });
      await refreshStatuses(tx, companyId, account.id);
      await audit(tx, ctx, {
        action: 'wb_token.created',
        entity: 'wb_token',
        entityId: id,
        after: {
          accountId: account.id,
          name: input.name,
          last4: raw.slice(-4),
          type: info.type,
          categories: info.categories,
          expiresAt: info.expiresAt.toISOString(),
        },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw tokenExists();
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
  const found = await repo.findToken(deps.database.db, companyId, id);
  if (!found) throw tokenNotFound();
  const raw = decryptSecret(keyringFor(deps.config), found.ciphertext);
  const info = readToken(raw);
  const verification = await verifyWithWb(deps, companyId, found.accountId, raw, info, {
    throwWhenUnavailable: false,
  });
  await deps.database.db.transaction(async (tx) => {
    const account = await lockAccount(tx, companyId, found.accountId);
    if (verification.ok) await applySellerInfo(tx, account, companyId, verification);
    // A refusal by WB marks the token rejected; an unreachable WB leaves the mark as it was.
    const rejected = verification.ok ? false : verification.rejected ? true : undefined;
    await repo.recordCheck(tx, id, verification.ok ? null : verification.error, rejected);
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
    const previous = await repo.renameToken(tx, companyId, id, name);
    if (previous === null) throw tokenNotFound();
    await audit(tx, ctx, {
      action: 'wb_token.renamed',
      entity: 'wb_token',
      entityId: id,
      before: { name: previous },
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
    const row = await repo.deleteToken(tx, companyId, id);
    if (!row) throw tokenNotFound();
    await refreshStatuses(tx, companyId, row.accountId);
    await audit(tx, ctx, {
      action: 'wb_token.deleted',
      entity: 'wb_token',
      entityId: id,
      before: { accountId: row.accountId, name: row.name, last4: row.last4 },
    });
  });
}
