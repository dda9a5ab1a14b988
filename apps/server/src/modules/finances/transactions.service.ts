/**
 * The journal's writes (docs/domain.md#management-accounts): manual income, expense and
 * transfers with their audit rows, the categorisation rules, and what the bank-statement import
 * calls (`categorize`, `createTransactions`).
 */
import {
  isValidInn,
  type CategoryKind,
  type Transaction,
  type TransactionDetail,
  type TransactionInput,
  type TransactionKind,
} from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { auditRowsOf } from '../audit/audit.repository';
import { audit, type AuditContext } from '../audit/audit.service';
import { checkReferences } from './finances.service';
import * as errors from './finances.errors';
import { transactionView } from './finances.list';
import * as repo from './finances.repository';
import { refreshPnl } from '../income/pnl-rollup';

/** What a rule is tried against. */
export interface CategorizeInput {
  counterpartyInn?: string | null | undefined;
  purpose?: string | null | undefined;
  kind: TransactionKind;
}

/** Whether a rule matches: its kind (if any), then the ИНН or the purpose (substring or regex). */
function matches(rule: repo.RuleRow, input: CategorizeInput): boolean {
  if (input.kind === 'transfer') return false;
  if (rule.kind && rule.kind !== input.kind) return false;
  if (rule.match === 'counterparty') return !!rule.inn && rule.inn === input.counterpartyInn;
  const purpose = input.purpose ?? '';
  if (!rule.pattern || !purpose) return false;
  if (!rule.isRegex)
    return purpose.toLocaleLowerCase('ru').includes(rule.pattern.toLocaleLowerCase('ru'));
  try {
    return new RegExp(rule.pattern, 'iu').test(purpose);
  } catch {
    return false;
  }
}

/**
 * The category the company's rules give a transaction (docs/domain.md#categorisation-rules): the
 * first matching rule by priority (lower first; at equal priority ИНН rules before purpose
 * rules, older first) whose category is of the transaction's kind; null when none matches.
 */
export async function categorize(
  db: DbOrTx,
  companyId: string,
  input: CategorizeInput,
): Promise<string | null> {
  const rules = await repo.ruleRows(db, companyId);
  const kinds = new Map((await repo.categoryRows(db, companyId)).map((c) => [c.id, c.kind]));
  const rule = rules.find((r) => kinds.get(r.categoryId) === input.kind && matches(r, input));
  return rule?.categoryId ?? null;
}

type Checked = Omit<repo.TransactionValues, 'source' | 'externalId'>;

/** Checks a transaction's references against the company and the rules of its kind. */
async function checked(db: DbOrTx, companyId: string, input: TransactionInput): Promise<Checked> {
  const [account] = await repo.accountRows(db, companyId, input.accountId);
  if (!account) throw errors.fieldError('accountId', 'Счёт не найден');
  const transfer = input.kind === 'transfer';
  if (transfer && input.targetAccountId === input.accountId)
    throw errors.fieldError(
      'targetAccountId',
      'Счёт зачисления должен отличаться от счёта списания',
    );
  if (transfer) {
    const [target] = input.targetAccountId
      ? await repo.accountRows(db, companyId, input.targetAccountId)
      : [];
    if (!target) throw errors.fieldError('targetAccountId', 'Счёт зачисления не найден');
  }
  if (input.categoryId) {
    const [category] = await repo.categoryRows(db, companyId, input.categoryId);
    if (!category) throw errors.fieldError('categoryId', 'Статья не найдена');
    if (transfer || category.kind !== (input.kind as CategoryKind))
      throw errors.fieldError(
        'categoryId',
        transfer
          ? 'У перевода между счетами нет статьи'
          : input.kind === 'income'
            ? 'Для поступления выберите статью доходов'
            : 'Для списания выберите статью расходов',
      );
  }
  if (
    input.counterpartyId &&
    !(await repo.allExist(db, 'counterparty', companyId, [input.counterpartyId]))
  )
    throw errors.fieldError('counterpartyId', 'Контрагент не найден');
  const currency = input.currency ?? account.currency.trim();
  await checkReferences(db, companyId, { currency, organizationId: input.organizationId });
  return {
    date: input.date,
    kind: input.kind,
    amount: input.amount,
    currency,
    accountId: input.accountId,
    targetAccountId: transfer ? (input.targetAccountId ?? null) : null,
    categoryId: input.categoryId ?? null,
    counterpartyId: input.counterpartyId ?? null,
    organizationId: input.organizationId ?? account.organizationId ?? null,
    purpose: input.purpose || null,
    comment: input.comment || null,
  };
}

async function view(db: DbOrTx, companyId: string, id: string): Promise<Transaction> {
  const t = await transactionView(db, companyId, id);
  if (!t) throw errors.notFoundIn('transaction');
  return t;
}

export async function getTransaction(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<TransactionDetail> {
  const transaction = await view(db, companyId, id);
  const history = await auditRowsOf(db, companyId, 'finance_transaction', id);
  return {
    transaction,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

export async function createTransaction(
  database: Database,
  companyId: string,
  input: TransactionInput,
  ctx: AuditContext,
): Promise<Transaction> {
  const id = await database.db.transaction(async (tx) => {
    const values = await checked(tx, companyId, input);
    const [id] = await repo.insertTransactions(tx, companyId, [{ ...values, source: 'manual' }]);
    await audit(tx, ctx, {
      action: 'finance_transaction.created',
      entity: 'finance_transaction',
      entityId: id!,
      after: values,
    });
    await refreshPnl(tx, companyId);
    return id!;
  });
  return view(database.db, companyId, id);
}

/**
 * Edits every field the form shows; a WB payout keeps its amount, date, account and kind (the
 * report decides them), only its category, counterparty and comment change.
 */
export async function updateTransaction(
  database: Database,
  companyId: string,
  id: string,
  input: TransactionInput,
  ctx: AuditContext,
): Promise<Transaction> {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.transactionRows(tx, companyId, id, true);
    if (!before) throw errors.notFoundIn('transaction');
    const values = await checked(tx, companyId, input);
    if (
      before.source === 'wb_payout' &&
      (values.amount !== before.amount ||
        values.date !== before.date ||
        values.accountId !== before.accountId ||
        values.kind !== before.kind)
    )
      throw errors.fieldError(
        'amount',
        'Сумму, дату, счёт и тип выплаты WB задаёт отчёт WB: их нельзя изменить',
      );
    await repo.updateTransaction(tx, companyId, id, values);
    await audit(tx, ctx, {
      action: 'finance_transaction.updated',
      entity: 'finance_transaction',
      entityId: id,
      before,
      after: values,
    });
    await refreshPnl(tx, companyId);
  });
  return view(database.db, companyId, id);
}

/** A WB payout is refused: the next sync would book it again. */
export async function deleteTransaction(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.transactionRows(tx, companyId, id, true);
    if (!before) throw errors.notFoundIn('transaction');
    if (before.source === 'wb_payout')
      throw errors.inUse('Выплату WB нельзя удалить: она приходит из еженедельного отчёта WB');
    await repo.deleteRow(tx, 'transaction', companyId, id);
    await audit(tx, ctx, {
      action: 'finance_transaction.deleted',
      entity: 'finance_transaction',
      entityId: id,
      before,
    });
    await refreshPnl(tx, companyId);
  });
}

/** A transaction of an import (a bank statement's line). */
export interface ImportedTransaction {
  accountId: string;
  /** Unique per account: the same line imported again adds nothing. */
  externalId: string;
  date: string;
  kind: TransactionKind;
  amount: string;
  /** Absent: the account's currency. */
  currency?: string;
  targetAccountId?: string | null;
  /** Absent (undefined): chosen by the rules (`categorize`); null: none. */
  categoryId?: string | null;
  /** Absent: found by `counterpartyInn`, else made from it and `counterpartyName`. */
  counterpartyId?: string | null;
  counterpartyInn?: string | null;
  counterpartyName?: string | null;
  organizationId?: string | null;
  purpose?: string | null;
  comment?: string | null;
}

/**
 * Inserts an import's transactions (source `import`) inside the caller's transaction, which
 * also writes the caller's audit row. A line whose (account, external id) is stored already is
 * skipped, so importing the same statement again adds nothing. Categories come from the rules
 * unless given; counterparties are found by ИНН (or added). Throws a 400 for a bad line.
 */
export async function createTransactions(
  tx: DbOrTx,
  companyId: string,
  rows: ImportedTransaction[],
): Promise<{ inserted: string[]; skipped: number }> {
  const values: repo.TransactionValues[] = [];
  const made = new Map<string, string>();
  for (const row of rows) {
    let counterpartyId = row.counterpartyId ?? null;
    const inn = row.counterpartyInn && isValidInn(row.counterpartyInn) ? row.counterpartyInn : null;
    if (!counterpartyId && inn) {
      counterpartyId =
        made.get(inn) ?? (await repo.counterpartyByInn(tx, companyId, inn))?.id ?? null;
      if (!counterpartyId) {
        counterpartyId = await repo.insertCounterparty(tx, companyId, {
          name: row.counterpartyName?.trim() || `ИНН ${inn}`,
          inn,
          comment: null,
        });
      }
      made.set(inn, counterpartyId);
    }
    const categoryId =
      row.categoryId !== undefined
        ? row.categoryId
        : await categorize(tx, companyId, {
            counterpartyInn: inn,
            purpose: row.purpose,
            kind: row.kind,
          });
    const v = await checked(tx, companyId, {
      date: row.date,
      kind: row.kind,
      amount: row.amount,
      currency: row.currency,
      accountId: row.accountId,
      targetAccountId: row.targetAccountId,
      categoryId,
      counterpartyId,
      organizationId: row.organizationId,
      purpose: row.purpose,
      comment: row.comment,
    });
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(v.amount) || Number(v.amount) <= 0)
      throw errors.fieldError('amount', `Сумма ${v.amount}: должна быть больше нуля`);
    values.push({ ...v, source: 'import', externalId: row.externalId });
  }
  const inserted = await repo.insertTransactions(tx, companyId, values);
  await refreshPnl(tx, companyId);
  return { inserted, skipped: rows.length - inserted.length };
}
