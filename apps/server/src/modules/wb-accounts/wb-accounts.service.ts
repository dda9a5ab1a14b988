import type { WbAccount } from '@wb/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { organizations } from '../organizations/organizations.table';
import { accountMissingDatasets, accountStatus, tokenStatus } from '../wb-tokens/token-status';
import { wbTokens } from '../wb-tokens/wb-tokens.table';
import { wbAccounts } from './wb-accounts.table';

export interface AccountInput {
  name: string;
  organizationId: string;
  syncEnabled?: boolean | undefined;
  historyDepthMonths?: number | undefined;
}

async function accountRows(db: DbOrTx, companyId: string, id?: string) {
  return db
    .select({
      account: wbAccounts,
      organizationName: organizations.name,
      organizationInn: organizations.inn,
    })
    .from(wbAccounts)
    .leftJoin(organizations, eq(organizations.id, wbAccounts.organizationId))
    .where(and(eq(wbAccounts.companyId, companyId), id ? eq(wbAccounts.id, id) : undefined))
    .orderBy(sql`lower(${wbAccounts.name})`);
}

/** The company's accounts with their tokens and connection status, as of `now`. */
export async function listAccounts(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
  id?: string,
): Promise<WbAccount[]> {
  const rows = await accountRows(db, companyId, id);
  if (rows.length === 0) return [];
  const tokens = await db
    .select({
      id: wbTokens.id,
      accountId: wbTokens.accountId,
      name: wbTokens.name,
      last4: wbTokens.last4,
      categories: wbTokens.categories,
      readOnly: wbTokens.readOnly,
      expiresAt: wbTokens.expiresAt,
      rejected: wbTokens.rejected,
    })
    .from(wbTokens)
    .where(
      and(
        eq(wbTokens.companyId, companyId),
        inArray(
          wbTokens.accountId,
          rows.map((r) => r.account.id),
        ),
      ),
    )
    .orderBy(wbTokens.createdAt);
  return rows.map(({ account, organizationName, organizationInn }) => {
    const own = tokens.filter((t) => t.accountId === account.id);
    return {
      id: account.id,
      name: account.name,
      organizationId: account.organizationId,
      organizationName,
      sellerId: account.sellerId,
      sellerName: account.sellerName,
      tradeMark: account.tradeMark,
      sellerInn: account.sellerInn,
      innMismatch: Boolean(
        account.sellerInn && organizationInn && account.sellerInn !== organizationInn,
      ),
      syncEnabled: account.syncEnabled,
      historyDepthMonths: account.historyDepthMonths,
      status: accountStatus(own, now),
      missingDatasets: accountMissingDatasets(own, now),
      tokens: own.map((t) => ({
        id: t.id,
        name: t.name,
        last4: t.last4,
        status: tokenStatus(t, own, now),
        expiresAt: t.expiresAt.toISOString(),
        categories: t.categories,
        readOnly: t.readOnly,
      })),
      createdAt: account.createdAt.toISOString(),
    };
  });
}

export async function getAccount(db: DbOrTx, companyId: string, id: string): Promise<WbAccount> {
  const [account] = await listAccounts(db, companyId, new Date(), id);
  if (!account) throw notFound('Кабинет WB не найден');
  return account;
}

async function assertOrganization(db: DbOrTx, companyId: string, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.id, organizationId)));
  if (!row) throw validationFailed({ organizationId: ['Организация не найдена'] });
}

function duplicateName(): AppError {
  return new AppError('WB_ACCOUNT_EXISTS', 'Кабинет с таким названием уже есть', 409, {
    name: ['Кабинет с таким названием уже есть'],
  });
}

export async function createAccount(
  database: Database,
  companyId: string,
  input: AccountInput,
  ctx: AuditContext,
): Promise<WbAccount> {
  try {
    const id = await database.db.transaction(async (tx) => {
      await assertOrganization(tx, companyId, input.organizationId);
      const [row] = await tx
        .insert(wbAccounts)
        .values({
          companyId,
          name: input.name,
          organizationId: input.organizationId,
          syncEnabled: input.syncEnabled ?? true,
          historyDepthMonths: input.historyDepthMonths ?? 12,
        })
        .returning({ id: wbAccounts.id });
      await audit(tx, ctx, {
        action: 'wb_account.created',
        entity: 'wb_account',
        entityId: row!.id,
        after: input,
      });
      return row!.id;
    });
    return await getAccount(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function updateAccount(
  database: Database,
  companyId: string,
  id: string,
  patch: Partial<AccountInput>,
  ctx: AuditContext,
): Promise<WbAccount> {
  try {
    await database.db.transaction(async (tx) => {
      const before = await getAccount(tx, companyId, id);
      if (patch.organizationId) await assertOrganization(tx, companyId, patch.organizationId);
      await tx
        .update(wbAccounts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, id)));
      await audit(tx, ctx, {
        action: 'wb_account.updated',
        entity: 'wb_account',
        entityId: id,
        before: {
          name: before.name,
          organizationId: before.organizationId,
          syncEnabled: before.syncEnabled,
          historyDepthMonths: before.historyDepthMonths,
        },
        after: patch,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return getAccount(database.db, companyId, id);
}

/** Deletes the account with its tokens, cookies and synced data; its name typed to confirm. */
export async function deleteAccount(
  database: Database,
  companyId: string,
  id: string,
  confirmName: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(wbAccounts)
      .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, id)))
      .for('update');
    if (!account) throw notFound('Кабинет WB не найден');
    if (confirmName.trim() !== account.name) {
      throw new AppError('CONFIRMATION_MISMATCH', 'Название кабинета введено неверно', 400, {
        confirmName: ['Введите название кабинета точно'],
      });
    }
    await tx.delete(wbAccounts).where(eq(wbAccounts.id, id));
    await audit(tx, ctx, {
      action: 'wb_account.deleted',
      entity: 'wb_account',
      entityId: id,
      before: { name: account.name, sellerId: account.sellerId },
    });
  });
}

/** The company's cabinets by name: the choices of a report's or a page's cabinet filter. */
export async function accountChoices(
  db: DbOrTx,
  companyId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: wbAccounts.id, name: wbAccounts.name })
    .from(wbAccounts)
    .where(eq(wbAccounts.companyId, companyId))
    .orderBy(sql`lower(${wbAccounts.name})`, wbAccounts.id);
}
