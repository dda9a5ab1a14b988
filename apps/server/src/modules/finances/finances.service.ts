/**
 * The management accounts' money accounts (docs/domain.md#management-accounts). Each write is one transaction with its audit row; every id is
 * checked against the company (the tables' same-company keys refuse the rest too).
 */
import type { FinanceAccount, FinanceAccountInput } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { currencyCodes } from '../currencies/currencies.repository';
import { organizationExists, organizationNames } from '../organizations/organizations.repository';
import * as errors from './finances.errors';
import * as repo from './finances.repository';

// Accounts

export async function accountDtos(
  db: DbOrTx,
  companyId: string,
  id?: string,
): Promise<FinanceAccount[]> {
  const rows = await repo.accountRows(db, companyId, id);
  const balances = await repo.accountBalances(db, companyId);
  const orgs = await organizationNames(
    db,
    rows.flatMap((r) => (r.organizationId ? [r.organizationId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    currency: r.currency.trim(),
    openingBalance: r.openingBalance,
    openingDate: r.openingDate,
    organizationId: r.organizationId,
    organization: r.organizationId ? (orgs.get(r.organizationId)?.name ?? null) : null,
    wbAccountId: r.wbAccountId,
    archived: r.archived,
    balance: balances.get(r.id)?.balance ?? null,
    balanceRub: balances.get(r.id)?.rub ?? null,
    wbBalance: r.wbBalance,
    wbForWithdraw: r.wbForWithdraw,
    wbBalanceAt: r.wbBalanceAt?.toISOString() ?? null,
  }));
}

export async function getAccount(db: DbOrTx, companyId: string, id: string) {
  const [account] = await accountDtos(db, companyId, id);
  if (!account) throw errors.notFoundIn('account');
  return account;
}

/** A known currency and, if named, an organization of the company. */
export async function checkReferences(
  db: DbOrTx,
  companyId: string,
  refs: { currency?: string | undefined; organizationId?: string | null | undefined },
) {
  if (refs.currency && !(await currencyCodes(db)).has(refs.currency))
    throw errors.fieldError('currency', `Валюта ${refs.currency} не из справочника валют`);
  if (refs.organizationId && !(await organizationExists(db, companyId, refs.organizationId)))
    throw errors.fieldError('organizationId', 'Организация не найдена');
}

function accountValues(input: FinanceAccountInput): repo.AccountValues {
  return {
    name: input.name,
    type: input.type,
    currency: input.currency,
    openingBalance: input.openingBalance,
    openingDate: input.openingDate,
    organizationId: input.organizationId ?? null,
    archived: input.archived,
  };
}

const duplicateAccount = () => errors.duplicate('name', 'Счёт с таким названием уже есть');

export async function createAccount(
  database: Database,
  companyId: string,
  input: FinanceAccountInput,
  ctx: AuditContext,
): Promise<FinanceAccount> {
  try {
    const id = await database.db.transaction(async (tx) => {
      await checkReferences(tx, companyId, input);
      const id = await repo.insertAccount(tx, companyId, accountValues(input));
      await audit(tx, ctx, {
        action: 'finance_account.created',
        entity: 'finance_account',
        entityId: id,
        after: input,
      });
      return id;
    });
    return await getAccount(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateAccount();
    throw error;
  }
}

export async function updateAccount(
  database: Database,
  companyId: string,
  id: string,
  input: FinanceAccountInput,
  ctx: AuditContext,
): Promise<FinanceAccount> {
  try {
    await database.db.transaction(async (tx) => {
      const [before] = await repo.accountRows(tx, companyId, id, true);
      if (!before) throw errors.notFoundIn('account');
      await checkReferences(tx, companyId, input);
      // A WB cabinet's balance is in roubles and stays a marketplace account.
      if (before.wbAccountId && (input.type !== 'marketplace' || input.currency !== 'RUB'))
        throw errors.fieldError('type', 'Счёт кабинета WB остаётся рублёвым счётом маркетплейса');
      await repo.updateAccount(tx, companyId, id, accountValues(input));
      await audit(tx, ctx, {
        action: 'finance_account.updated',
        entity: 'finance_account',
        entityId: id,
        before,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateAccount();
    throw error;
  }
  return getAccount(database.db, companyId, id);
}

/** Refused while transactions use it: archive it instead. */
export async function deleteAccount(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.accountRows(tx, companyId, id, true);
    if (!before) throw errors.notFoundIn('account');
    const n = await repo.usage(tx, companyId, 'account', id);
    if (n > 0)
      throw errors.inUse(`По счёту есть операции (${n}): удалите их или отправьте счёт в архив`);
    await repo.deleteRow(tx, 'account', companyId, id);
    await audit(tx, ctx, {
      action: 'finance_account.deleted',
      entity: 'finance_account',
      entityId: id,
      before,
    });
  });
}
