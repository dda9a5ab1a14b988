/**
 * The bank statement import (docs/domain.md#bank-statements): a 1C exchange file or a CSV read
 * by the parsers of this folder, checked against the company's journal — the account, rows met
 * before (document number, date, amount and direction per account), categories from the rules,
 * counterparties by ИНН — and previewed without a write; the import checks the same file again
 * and writes all its new rows in one transaction, or nothing.
 */
import { Dec, type UploadedFile } from '@wb/shared';
import {
  STATEMENT_IMPORT_LIMITS,
  type StatementImportFields,
  type StatementImportResult,
  type StatementPreview,
  type StatementImportRow,
} from '@wb/shared/finances/statements.contract';
import { createHash } from 'node:crypto';
import type { Database, DbOrTx } from '../../../db/client';
import { hasUnsafeText } from '../../../lib/unsafe-input';
import { audit, type AuditContext } from '../../audit/audit.service';
import * as finances from '../finances.repository';
import { categorize, createTransactions, type ImportedTransaction } from '../transactions.service';
import { parseStatement } from './parse-statement';
import { badStatement, statementsError } from './statements.errors';
import { storedExternalIds } from './statements.repository';
import type * as parsed from './statement-types';
import { hasError } from './statement-types';

/**
 * The journal's external id of a statement row: its document number, document date, amount and
 * direction — the same payment in another export of the account's statement gets the same id.
 * A CSV row without a number falls back on its date, amount, direction, ИНН and purpose.
 */
export function statementExternalId(row: parsed.StatementRow): string {
  const base = `${row.documentDate}|${row.amount}|${row.direction}`;
  if (row.number) return `stmt:${row.number}|${base}`;
  const purpose = createHash('sha256').update(row.purpose).digest('hex').slice(0, 16);
  return `stmt:-|${base}|${row.counterparty.inn ?? ''}|${purpose}`;
}

type Account = Awaited<ReturnType<typeof finances.accountRows>>[number];

/** The journal's account: the chosen one, else the one whose name holds the statement's number. */
async function accountOf(
  db: DbOrTx,
  companyId: string,
  fields: StatementImportFields,
  statementAccount: string | null,
  lock: boolean,
): Promise<Account | null> {
  if (fields.accountId) {
    const [account] = await finances.accountRows(db, companyId, fields.accountId, lock);
    if (!account) throw statementsError('NOT_FOUND', 'Счёт не найден');
    if (account.archived) throw badStatement('Счёт в архиве — выберите другой', 'accountId');
    return account;
  }
  if (!statementAccount) return null;
  const named = (await finances.accountRows(db, companyId)).filter(
    (a) => !a.archived && a.name.includes(statementAccount),
  );
  return named.length === 1 ? named[0]! : null;
}

export interface CheckedStatement extends StatementPreview {
  /** The new rows as the journal takes them. */
  imports: ImportedTransaction[];
}

/** Reads and checks a statement against the company's journal. Writes nothing. */
export async function checkStatement(
  db: DbOrTx,
  companyId: string,
  file: UploadedFile,
  fields: StatementImportFields,
  lock = false,
): Promise<CheckedStatement> {
  if (file.fileName.length === 0 || file.fileName.length > 255) {
    throw badStatement('Имя файла — от 1 до 255 символов');
  }
  if (file.bytes.length === 0) throw badStatement('Файл пуст');
  const statement = await parseStatement(file.bytes);
  if (statement.rows.length > STATEMENT_IMPORT_LIMITS.rows) {
    throw badStatement(
      `В выписке больше ${STATEMENT_IMPORT_LIMITS.rows.toLocaleString('ru-RU')} документов — выгрузите её за меньший период`,
    );
  }
  const fileIssues = [...statement.issues];
  const fileError = (message: string) => fileIssues.push({ line: 1, severity: 'error', message });

  // Which of a 1C file's accounts is imported; the rows of the others are left out.
  const accounts = statement.accounts;
  if (fields.statementAccount && !accounts.includes(fields.statementAccount)) {
    throw badStatement(`В выписке нет счёта ${fields.statementAccount}`, 'statementAccount');
  }
  const statementAccount = fields.statementAccount ?? (accounts.length === 1 ? accounts[0]! : null);
  if (accounts.length > 1 && !statementAccount) {
    fileError('В выписке несколько счетов — выберите, какой из них импортировать');
  }
  const rows = statementAccount
    ? statement.rows.filter((r) => r.account === statementAccount || r.account === null)
    : statement.rows;

  const account = await accountOf(db, companyId, fields, statementAccount, lock);
  if (!account) fileError('Выберите счёт, на который импортировать выписку');

  const keys = rows.map(statementExternalId);
  const stored = account ? await storedExternalIds(db, companyId, account.id, keys) : new Set();
  const categories = new Map((await finances.categoryRows(db, companyId)).map((c) => [c.id, c]));
  const counterparties = new Map(
    (await finances.counterpartyRows(db, companyId))
      .filter((c) => c.inn !== null)
      .map((c) => [c.inn!, c]),
  );

  const seen = new Set<string>();
  const categoryOf = new Map<string, string | null>();
  const imports: ImportedTransaction[] = [];
  let newIncome = new Dec(0);
  let newExpense = new Dec(0);
  const out: StatementImportRow[] = [];
  for (const [i, row] of rows.entries()) {
    const issues = [...row.issues];
    for (const text of [row.purpose, row.counterparty.name ?? '', row.number ?? '']) {
      if (hasUnsafeText(text)) {
        issues.push({
          line: row.line,
          severity: 'error',
          message: 'Недопустимые символы (управляющие или непарный суррогат)',
        });
        break;
      }
    }
    const key = keys[i]!;
    const kind = row.direction;
    let status: StatementImportRow['status'] = 'new';
    if (hasError(issues) || !kind || !row.amount || !row.date) status = 'error';
    else if (seen.has(key)) status = 'repeated';
    else if (stored.has(key)) status = 'duplicate';
    seen.add(key);

    // Only rows the import adds get a category; the same payer and purpose are asked once.
    let categoryId: string | null = null;
    if (status === 'new' && kind) {
      const asked = `${kind}|${row.counterparty.inn ?? ''}|${row.purpose}`;
      if (!categoryOf.has(asked)) {
        categoryOf.set(
          asked,
          await categorize(db, companyId, {
            counterpartyInn: row.counterparty.inn,
            purpose: row.purpose,
            kind,
          }),
        );
      }
      categoryId = categoryOf.get(asked)!;
    }
    const category = categoryId ? categories.get(categoryId) : undefined;
    const known = row.counterparty.inn ? counterparties.get(row.counterparty.inn) : undefined;
    out.push({
      line: row.line,
      number: row.number,
      date: row.date,
      kind,
      amount: row.amount,
      counterparty: {
        name: known?.name ?? row.counterparty.name,
        inn: row.counterparty.inn,
        id: known?.id ?? null,
      },
      purpose: row.purpose,
      category: category ? { id: category.id, name: category.name } : null,
      status,
      issues,
    });
    if (status !== 'new' || !account) continue;
    if (kind === 'income') newIncome = newIncome.plus(row.amount!);
    else newExpense = newExpense.plus(row.amount!);
    imports.push({
      accountId: account.id,
      externalId: key,
      date: row.date!,
      kind: kind!,
      amount: row.amount!,
      categoryId,
      counterpartyId: known?.id ?? null,
      counterpartyInn: row.counterparty.inn,
      counterpartyName: row.counterparty.name,
      purpose: row.purpose || null,
    });
  }

  const count = (status: StatementImportRow['status']) =>
    out.filter((r) => r.status === status).length;
  const counts = {
    new: count('new'),
    duplicate: count('duplicate'),
    repeated: count('repeated'),
    error: count('error'),
  };
  return {
    fileName: file.fileName,
    format: statement.format,
    encoding: statement.encoding,
    sender: statement.sender,
    from: statement.from,
    to: statement.to,
    statementAccounts: accounts,
    statementAccount,
    otherAccountRows: statement.rows.length - rows.length,
    account: account
      ? { id: account.id, name: account.name, currency: account.currency.trim() }
      : null,
    issues: fileIssues,
    rows: out,
    counts,
    newIncome: newIncome.toFixed(2),
    newExpense: newExpense.toFixed(2),
    canImport: account !== null && !hasError(fileIssues) && counts.error === 0,
    imports,
  };
}

/** The preview: what an import of this file would do. */
export async function previewStatement(
  db: DbOrTx,
  companyId: string,
  file: UploadedFile,
  fields: StatementImportFields,
): Promise<StatementPreview> {
  const { imports: _, ...preview } = await checkStatement(db, companyId, file, fields);
  return preview;
}

/**
 * Imports a statement: checked again inside one transaction (the account locked, so two imports
 * of one account queue), refused whole if any row or the file has an error, its new rows added
 * with one audit row. Rows the journal holds already are skipped: importing again adds nothing.
 */
export async function importStatement(
  database: Database,
  companyId: string,
  file: UploadedFile,
  fields: StatementImportFields,
  ctx: AuditContext,
): Promise<StatementImportResult> {
  return database.db.transaction(async (tx) => {
    const checked = await checkStatement(tx, companyId, file, fields, true);
    if (!checked.canImport || !checked.account) {
      const first =
        checked.issues.find((i) => i.severity === 'error') ??
        checked.rows.flatMap((r) => r.issues).find((i) => i.severity === 'error');
      throw statementsError(
        'STATEMENT_NOT_IMPORTABLE',
        first
          ? `Выписка не импортирована: строка ${first.line}: ${first.message}`
          : 'Выписка не импортирована: выберите счёт',
      );
    }
    const { inserted } = await createTransactions(tx, companyId, checked.imports);
    const skipped = checked.rows.length - inserted.length;
    if (inserted.length > 0) {
      await audit(tx, ctx, {
        action: 'finance_transaction.imported',
        entity: 'finance_account',
        entityId: checked.account.id,
        after: {
          fileName: checked.fileName,
          format: checked.format,
          from: checked.from,
          to: checked.to,
          inserted: inserted.length,
          skipped,
          income: checked.newIncome,
          expense: checked.newExpense,
        },
      });
    }
    return { inserted: inserted.length, skipped, accountId: checked.account.id };
  });
}
