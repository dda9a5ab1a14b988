import type { WbAccount } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { organizationExists, organizationNames } from '../organizations/organizations.repository';
import { accountMissingDatasets, accountStatus, tokenStatus } from '../wb-tokens/token-status';
import { tokensOfAccounts } from '../wb-tokens/wb-tokens.repository';
import {
  accountNotFound,
  confirmationMismatch,
  duplicateAccountName,
  organizationNotFound,
} from './wb-accounts.errors';
import * as repo from './wb-accounts.repository';

export interface AccountInput {
  name: string;
  organizationId: string;
  syncEnabled?: boolean | undefined;
  historyDepthMonths?: number | undefined;
}

/** The company's accounts with their tokens and connection status, as of `now`. */
export async function listAccounts(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
  id?: string,
): Promise<WbAccount[]> {
  const accounts = await repo.accountRows(db, companyId, id);
  if (accounts.length === 0) return [];
  const organizations = await organizationNames(db, [
    ...new Set(accounts.flatMap((a) => (a.organizationId ? [a.organizationId] : []))),
  ]);
  const tokens = await tokensOfAccounts(
    db,
    companyId,
    accounts.map((a) => a.id),
  );
  return accounts.map((account) => {
    const own = tokens.filter((t) => t.accountId === account.id);
    const organization = account.organizationId
      ? organizations.get(account.organizationId)
      : undefined;
    const organizationInn = organization?.inn;
    return {
      id: account.id,
      name: account.name,
      organizationId: account.organizationId,
      organizationName: organization?.name ?? null,
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
  if (!account) throw accountNotFound();
  return account;
}

async function assertOrganization(db: DbOrTx, companyId: string, organizationId: string) {
  if (!(await organizationExists(db, companyId, organizationId))) throw organizationNotFound();
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
      const id = await repo.insertAccount(tx, companyId, {
        name: input.name,
        organizationId: input.organizationId,
        syncEnabled: input.syncEnabled ?? true,
        historyDepthMonths: input.historyDepthMonths ?? 12,
      });
      await audit(tx, ctx, {
        action: 'wb_account.created',
        entity: 'wb_account',
        entityId: id,
        after: input,
      });
      return id;
    });
    return await getAccount(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateAccountName();
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
      await repo.updateAccount(tx, companyId, id, patch);
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
    if (isUniqueViolation(error)) throw duplicateAccountName();
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
    const account = await repo.findAccount(tx, companyId, id, true);
    if (!account) throw accountNotFound();
    if (confirmName.trim() !== account.name) throw confirmationMismatch();
    await repo.deleteAccount(tx, id);
    await audit(tx, ctx, {
      action: 'wb_account.deleted',
      entity: 'wb_account',
      entityId: id,
      before: { name: account.name, sellerId: account.sellerId },
    });
  });
}

/** The company's cabinets by name: the choices of a report's or a page's cabinet filter. */
export function accountChoices(db: DbOrTx, companyId: string) {
  return repo.accountChoices(db, companyId);
}
