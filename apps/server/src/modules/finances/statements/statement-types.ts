import type { MoneyString } from '@wb/shared';

/**
 * What a bank statement file holds once read, whatever its format (1C exchange file or CSV):
 * its documents in file order, each with its own problems, and the file's problems apart
 * (docs/domain.md#bank-statements).
 */

/** A problem found while reading: `error` keeps the row (or the file) out of an import. */
export interface StatementIssue {
  /** The 1-based line of the file (for CSV: the row a spreadsheet program shows). */
  line: number;
  severity: 'error' | 'warning';
  /** In Russian, for the user. */
  message: string;
}

export type StatementEncoding = 'utf-8' | 'windows-1251' | 'ibm866';
export type StatementDirection = 'income' | 'expense';

/** The other side of a payment. */
export interface StatementParty {
  name: string | null;
  /** A valid ИНН (10 or 12 digits), else null: a broken one is reported, never matched. */
  inn: string | null;
  /** The 20-digit account, when the file gives it. */
  account: string | null;
}

export interface StatementRow {
  /** The line where the document starts (1C: its `СекцияДокумент`; CSV: its row). */
  line: number;
  /** The document number as printed (Номер), or null when the file has none. */
  number: string | null;
  /** The document date (Дата), ISO `yyyy-mm-dd`. */
  documentDate: string | null;
  /** The day the money moved on our account (ДатаПоступило / ДатаСписано, else Дата). */
  date: string | null;
  /** Always positive; the direction says which way. */
  amount: MoneyString | null;
  direction: StatementDirection | null;
  /** Our account this row moved (1C: the statement's РасчСчет; CSV: null, chosen on import). */
  account: string | null;
  counterparty: StatementParty;
  purpose: string;
  issues: StatementIssue[];
}

/** A 1C `СекцияРасчСчет`: the bank's own totals for one account and period. */
export interface StatementAccountSection {
  line: number;
  account: string;
  from: string | null;
  to: string | null;
  opening: MoneyString | null;
  income: MoneyString | null;
  expense: MoneyString | null;
  closing: MoneyString | null;
}

export interface ParsedStatement {
  format: '1c' | 'csv';
  encoding: StatementEncoding;
  /** The program or bank that wrote the file (1C `Отправитель`), if given. */
  sender: string | null;
  /** The period the statement covers (1C `ДатаНачала`/`ДатаКонца`), if given. */
  from: string | null;
  to: string | null;
  /** Our accounts the file is a statement of (1C `РасчСчет`); empty for CSV. */
  accounts: string[];
  sections: StatementAccountSection[];
  rows: StatementRow[];
  /** Problems of the file as a whole (not a statement, cut short, totals that disagree). */
  issues: StatementIssue[];
}

/** True when an issue list holds an error (not only warnings). */
export const hasError = (issues: readonly StatementIssue[]) =>
  issues.some((i) => i.severity === 'error');

/** A statement with nothing read yet: the parsers fill it in. */
export const emptyStatement = (
  format: ParsedStatement['format'],
  encoding: StatementEncoding,
  issues: StatementIssue[],
): ParsedStatement => ({
  format,
  encoding,
  sender: null,
  from: null,
  to: null,
  accounts: [],
  sections: [],
  rows: [],
  issues,
});
