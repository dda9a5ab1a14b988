import { Dec, toMoneyString } from '@wb/shared';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { csvDelimiter } from '../../product-costs/cost-import-file';
import {
  badDate,
  decodeStatement,
  innField,
  isAccountNumber,
  statementAmount,
  statementDate,
} from './statement-fields';
import {
  emptyStatement,
  type ParsedStatement,
  type StatementDirection,
  type StatementIssue,
  type StatementRow,
} from './statement-types';

/**
 * A statement as CSV (docs/domain.md#bank-statements): a header row names the columns, in any
 * order and with the spellings below; `;`, `,` or tab separated; UTF-8 (with or without BOM) or
 * windows-1251. The amount is either signed (`Сумма`, minus = expense), or positive with a
 * `Направление` column, or split into `Приход` and `Расход` columns.
 */
const COLUMNS = {
  date: ['дата', 'дата операции', 'дата платежа', 'дата проводки', 'date'],
  amount: ['сумма', 'сумма операции', 'сумма платежа', 'amount'],
  direction: ['направление', 'тип операции', 'вид операции', 'direction'],
  income: ['приход', 'поступление', 'зачисление', 'кредит', 'income'],
  expense: ['расход', 'списание', 'дебет', 'expense'],
  counterparty: ['контрагент', 'наименование контрагента', 'плательщик/получатель', 'counterparty'],
  inn: ['инн', 'инн контрагента', 'inn'],
  account: ['счет контрагента', 'счёт контрагента', 'counterparty account'],
  purpose: ['назначение платежа', 'назначение', 'описание', 'purpose'],
  number: ['номер документа', 'номер', '№ документа', '№', 'document number', 'number'],
} as const;
type Column = keyof typeof COLUMNS;

const INCOME_WORDS = ['приход', 'поступление', 'зачисление', 'доход', 'кредит', 'income', '+'];
const EXPENSE_WORDS = ['расход', 'списание', 'дебет', 'expense', '-', '−'];

const norm = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** The text of a CSV file as records, each with the row number a spreadsheet program shows. */
async function records(text: string): Promise<{ row: number; cells: string[] }[]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([text]), {
    parserOptions: { delimiter: csvDelimiter(text) },
    map: (value: string) => value,
  });
  const out: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    // `map` above keeps every value a string; a hole is an empty cell.
    const cells = Array.from(values, (v) => (typeof v === 'string' ? v : ''));
    if (cells.some((c) => c.trim() !== '')) out.push({ row: number, cells });
  });
  return out;
}

/** Reads a CSV statement. Never throws: whatever is wrong is an issue with its row. */
export async function parseCsvStatement(bytes: Uint8Array): Promise<ParsedStatement> {
  const { text, encoding } = decodeStatement(bytes, /дата|сумма|назначение/i);
  const issues: StatementIssue[] = [];
  const result = emptyStatement('csv', encoding, issues);
  let rows: { row: number; cells: string[] }[];
  try {
    rows = await records(text);
  } catch (error) {
    const reason = error instanceof Error && /missing closing/.test(error.message);
    issues.push({
      line: 1,
      severity: 'error',
      message: `Файл CSV не читается: ${reason ? 'незакрытая кавычка' : 'неверный формат'}`,
    });
    return result;
  }
  const [head, ...body] = rows;
  const index = head ? columnIndex(head.cells) : new Map<Column, number>();
  const missing = missingColumns(index);
  if (!head || missing) {
    const message = head ? missing! : 'Файл пуст';
    issues.push({ line: head?.row ?? 1, severity: 'error', message });
    return result;
  }
  result.rows = body.map((r) => readRow(r.row, r.cells, index));
  return result;
}

function columnIndex(header: string[]): Map<Column, number> {
  const index = new Map<Column, number>();
  header.forEach((title, i) => {
    const name = norm(title);
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      if (!index.has(column) && names.includes(name)) index.set(column, i);
    }
  });
  return index;
}

function missingColumns(index: Map<Column, number>): string | null {
  if (!index.has('date')) return 'Нет столбца «Дата» в первой строке';
  const split = index.has('income') && index.has('expense');
  if (!index.has('amount') && !split) {
    return 'Нет столбца «Сумма» (или пары столбцов «Приход» и «Расход») в первой строке';
  }
  return null;
}

function readRow(line: number, cells: string[], index: Map<Column, number>): StatementRow {
  const issues: StatementIssue[] = [];
  const error = (message: string) => issues.push({ line, severity: 'error', message });
  const cell = (column: Column) => {
    const i = index.get(column);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };

  const dateText = cell('date');
  const date = statementDate(dateText);
  if (!date) error(dateText ? badDate(dateText) : 'Нет даты');

  const { amount, direction } = amountAndDirection(cell, index.has('amount'), error);
  const { inn, broken } = innField(cell('inn'));
  if (broken) {
    issues.push({
      line,
      severity: 'warning',
      message: `ИНН «${cell('inn')}» не проходит проверку контрольной суммы — контрагент не будет найден по ИНН`,
    });
  }
  const account = cell('account');
  if (account && !isAccountNumber(account)) {
    issues.push({
      line,
      severity: 'warning',
      message: `Счёт контрагента «${account}» — не 20 цифр`,
    });
  }
  return {
    line,
    number: cell('number') || null,
    documentDate: date,
    date,
    amount,
    direction,
    account: null,
    counterparty: {
      name: cell('counterparty') || null,
      inn,
      account: account && isAccountNumber(account) ? account : null,
    },
    purpose: cell('purpose').replace(/\s*[\r\n]+\s*/g, ' '),
    issues,
  };
}

function amountAndDirection(
  cell: (column: Column) => string,
  signed: boolean,
  error: (message: string) => void,
): { amount: string | null; direction: StatementDirection | null } {
  const parse = (column: Column) => {
    const text = cell(column);
    if (text === '') return null;
    const value = statementAmount(text);
    if (value === null) error(`Сумма «${text}» — не число`);
    return value === null ? undefined : new Dec(value);
  };
  const none = { amount: null, direction: null };

  if (!signed) {
    const income = parse('income');
    const expense = parse('expense');
    if (income === undefined || expense === undefined) return none;
    const inc = income !== null && !income.isZero();
    const exp = expense !== null && !expense.isZero();
    if (inc === exp) {
      error(inc ? 'Заполнены и «Приход», и «Расход»' : 'Нет суммы: ни «Приход», ни «Расход»');
      return none;
    }
    const value = (inc ? income : expense)!;
    if (value.isNegative()) {
      error('Сумма в «Приход»/«Расход» должна быть положительной');
      return none;
    }
    return { amount: toMoneyString(value), direction: inc ? 'income' : 'expense' };
  }

  const value = parse('amount');
  if (value === undefined) return none;
  if (value === null || value.isZero()) {
    error('Нет суммы');
    return none;
  }
  const directionText = norm(cell('direction'));
  let direction: StatementDirection;
  if (directionText !== '') {
    if (INCOME_WORDS.includes(directionText)) direction = 'income';
    else if (EXPENSE_WORDS.includes(directionText)) direction = 'expense';
    else {
      error(`Направление «${cell('direction')}» — не «Приход» и не «Расход»`);
      return none;
    }
    if (value.isNegative()) {
      error('При заполненном «Направлении» сумма должна быть положительной');
      return none;
    }
  } else {
    direction = value.isNegative() ? 'expense' : 'income';
  }
  return { amount: toMoneyString(value.abs()), direction };
}
