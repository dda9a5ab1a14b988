import {
  badDate,
  decodeStatement,
  innField,
  isAccountNumber,
  isPositive,
  lines,
  russianDate,
  statementAmount,
} from './statement-fields';
import { checkSectionTotals } from './statement-totals';
import { emptyStatement } from './statement-types';
import type {
  ParsedStatement,
  StatementAccountSection,
  StatementEncoding,
  StatementIssue,
  StatementParty,
  StatementRow,
} from './statement-types';

/**
 * The 1C exchange format (`1CClientBankExchange`) that Russian banks export statements in
 * (docs/domain.md#bank-statements): `Ключ=Значение` lines, a header, one `СекцияРасчСчет` per
 * account (and per period), one `СекцияДокумент=…` … `КонецДокумента` per payment, `КонецФайла`.
 */
export const ONEC_MARKER = '1CClientBankExchange';

/** True when the bytes start like a 1C exchange file (in any of its encodings, BOM allowed). */
export function looksLikeOneC(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '');
  return start.trimStart().startsWith(ONEC_MARKER);
}

interface Field {
  value: string;
  line: number;
}
type Fields = Map<string, Field>;

interface OpenBlock {
  line: number;
  fields: Fields;
  /** Lines of a document that are not `Ключ=Значение`. */
  bad?: number[];
}

const DECLARED: Record<string, StatementEncoding> = { windows: 'windows-1251', dos: 'ibm866' };
const ENCODING_NAME: Record<StatementEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1251': 'Windows-1251',
  ibm866: 'DOS (CP866)',
};

/** Reads a 1C exchange file. Never throws: whatever is wrong is an issue with its line. */
export function parseOneC(bytes: Uint8Array): ParsedStatement {
  const { text, encoding } = decodeStatement(bytes, /^\s*Кодировка=/m);
  const all = lines(text);
  const issues: StatementIssue[] = [];
  const fileError = (line: number, message: string) =>
    issues.push({ line, severity: 'error', message });
  const fileWarning = (line: number, message: string) =>
    issues.push({ line, severity: 'warning', message });
  const result = emptyStatement('1c', encoding, issues);
  const first = all.findIndex((l) => l.trim() !== '');
  if (first < 0 || all[first]!.trim() !== ONEC_MARKER) {
    fileError(first + 1 || 1, `Это не файл обмена 1С: первая строка должна быть ${ONEC_MARKER}`);
    return result;
  }

  const header: Fields = new Map();
  const accounts: Field[] = [];
  const sections: OpenBlock[] = [];
  const documents: OpenBlock[] = [];
  let section: OpenBlock | null = null;
  let document: OpenBlock | null = null;
  let ended = false;

  for (let i = first + 1; i < all.length; i++) {
    const raw = all[i]!;
    const n = i + 1;
    const line = raw.trim();
    if (line === '') continue;
    if (ended) {
      fileWarning(n, 'После КонецФайла есть строки — они не прочитаны');
      break;
    }
    const eq = line.indexOf('=');
    const key = (eq < 0 ? line : line.slice(0, eq)).trim();
    const value = eq < 0 ? '' : line.slice(eq + 1).trim();
    if (key === 'СекцияДокумент') {
      if (document) unclosed(document);
      document = { line: n, fields: new Map([['СекцияДокумент', { value, line: n }]]) };
      documents.push(document);
    } else if (key === 'КонецДокумента') {
      if (!document) fileError(n, 'КонецДокумента без начала документа (СекцияДокумент)');
      document = null;
    } else if (key === 'СекцияРасчСчет') {
      if (document) unclosed(document);
      document = null;
      section = { line: n, fields: new Map() };
      sections.push(section);
    } else if (key === 'КонецРасчСчет') {
      section = null;
    } else if (key === 'КонецФайла') {
      if (document) unclosed(document);
      document = null;
      ended = true;
    } else if (eq < 0 && document) {
      (document.bad ??= []).push(n);
    } else if (eq < 0) {
      fileError(n, notKeyValue(line));
    } else if (document) {
      document.fields.set(key, { value, line: n });
    } else if (section) {
      section.fields.set(key, { value, line: n });
    } else if (key === 'РасчСчет') {
      accounts.push({ value, line: n });
    } else {
      header.set(key, { value, line: n });
    }
  }
  if (document) unclosed(document);
  if (!ended) {
    const last = all.findLastIndex((l) => l.trim() !== '') + 1;
    fileWarning(last, 'Нет строки КонецФайла: файл, возможно, записан не целиком');
  }

  function unclosed(block: OpenBlock) {
    block.fields.set('#unclosed', { value: '', line: block.line });
  }

  checkEncoding(header, encoding, fileWarning);
  result.sender = header.get('Отправитель')?.value || null;
  result.from = headerDate(header.get('ДатаНачала'), fileError);
  result.to = headerDate(header.get('ДатаКонца'), fileError);
  result.sections = sections.map((s) => readSection(s, fileError));

  const ours = new Set<string>();
  for (const a of [
    ...accounts,
    ...result.sections.map((s) => ({ value: s.account, line: s.line })),
  ]) {
    if (!isAccountNumber(a.value)) fileError(a.line, `Номер счёта «${a.value}» — не 20 цифр`);
    else ours.add(a.value);
  }
  result.accounts = [...ours];
  if (ours.size === 0) {
    fileError(first + 1, 'В выписке не указан счёт (РасчСчет) — не понять, приход это или расход');
  }
  result.rows = documents.map((d) => readDocument(d, ours, all));
  issues.push(...checkSectionTotals(result.sections, result.rows));
  return result;
}

function checkEncoding(
  header: Fields,
  encoding: StatementEncoding,
  warn: (line: number, message: string) => void,
) {
  const declared = header.get('Кодировка');
  if (!declared) return;
  const expected = DECLARED[declared.value.toLowerCase()];
  // Banks that write UTF-8 often keep `Кодировка=Windows`; only a single-byte mismatch is news.
  if (expected && encoding !== 'utf-8' && expected !== encoding) {
    warn(
      declared.line,
      `Файл объявляет кодировку ${declared.value}, но записан в ${ENCODING_NAME[encoding]} — прочитан как ${ENCODING_NAME[encoding]}`,
    );
  }
}

function headerDate(
  field: Field | undefined,
  error: (line: number, message: string) => void,
): string | null {
  if (!field || field.value === '') return null;
  const date = russianDate(field.value);
  if (!date) error(field.line, badDate(field.value));
  return date;
}

function headerAmount(
  field: Field | undefined,
  error: (line: number, message: string) => void,
): string | null {
  if (!field || field.value === '') return null;
  const amount = statementAmount(field.value);
  if (amount === null) error(field.line, `Сумма «${field.value}» не число`);
  return amount;
}

function readSection(
  block: OpenBlock,
  error: (line: number, message: string) => void,
): StatementAccountSection {
  const f = block.fields;
  return {
    line: block.line,
    account: f.get('РасчСчет')?.value ?? '',
    from: headerDate(f.get('ДатаНачала'), error),
    to: headerDate(f.get('ДатаКонца'), error),
    opening: headerAmount(f.get('НачальныйОстаток'), error),
    income: headerAmount(f.get('ВсегоПоступило'), error),
    expense: headerAmount(f.get('ВсегоСписано'), error),
    closing: headerAmount(f.get('КонечныйОстаток'), error),
  };
}

/** A side of a payment: `Плательщик…` or `Получатель…`. */
function party(
  fields: Fields,
  side: 'Плательщик' | 'Получатель',
  issue: (line: number, severity: 'error' | 'warning', message: string) => void,
): StatementParty {
  const get = (suffix: string) => fields.get(side + suffix)?.value || null;
  // `Плательщик` often reads "ИНН 7707083893 ПАО СБЕРБАНК"; `Плательщик1` is the bare name.
  const name = get('1') ?? get('')?.replace(/^ИНН\s*\d*\s*/u, '') ?? null;
  const innText = fields.get(`${side}ИНН`);
  const { inn, broken } = innField(innText?.value ?? '');
  if (broken) {
    const who = side === 'Плательщик' ? 'плательщика' : 'получателя';
    issue(
      innText!.line,
      'warning',
      `ИНН ${who} «${innText!.value}» не проходит проверку контрольной суммы — контрагент не будет найден по ИНН`,
    );
  }
  return { name: name?.trim() || null, inn, account: get('Счет') ?? get('РасчСчет') };
}

function purposeOf(fields: Fields): string {
  const whole = fields.get('НазначениеПлатежа')?.value;
  if (whole) return whole;
  const parts = [...fields.entries()]
    .map(([key, f]) => ({ n: /^НазначениеПлатежа(\d+)$/.exec(key)?.[1], value: f.value }))
    .filter((p) => p.n !== undefined && p.value !== '')
    .sort((a, b) => Number(a.n) - Number(b.n));
  return parts.map((p) => p.value).join(' ');
}

const notKeyValue = (line: string) =>
  `Строка не в формате «Ключ=Значение»: «${line.trim().slice(0, 60)}»`;

function readDocument(
  block: OpenBlock,
  ours: ReadonlySet<string>,
  all: readonly string[],
): StatementRow {
  const f = block.fields;
  const issues: StatementIssue[] = [];
  const issue = (line: number, severity: 'error' | 'warning', message: string) =>
    issues.push({ line, severity, message });
  for (const n of block.bad ?? []) issue(n, 'error', notKeyValue(all[n - 1]!));
  if (f.has('#unclosed')) {
    issue(block.line, 'error', 'Документ не закрыт строкой КонецДокумента: файл повреждён');
  }
  const required = (key: string, what: string): Field | null => {
    const field = f.get(key);
    if (field && field.value !== '') return field;
    issue(block.line, 'error', `Нет поля ${key} (${what})`);
    return null;
  };

  const numberField = required('Номер', 'номер документа');
  const dateField = required('Дата', 'дата документа');
  const amountField = required('Сумма', 'сумма');
  const date = (field: Field | null | undefined) => {
    if (!field || field.value === '') return null;
    const iso = russianDate(field.value);
    if (!iso) issue(field.line, 'error', badDate(field.value));
    return iso;
  };
  const documentDate = date(dateField);
  let amount: string | null = null;
  if (amountField) {
    amount = statementAmount(amountField.value);
    if (amount === null || !isPositive(amount)) {
      issue(amountField.line, 'error', `Сумма «${amountField.value}» — не положительное число`);
      amount = null;
    }
  }

  const payer = party(f, 'Плательщик', issue);
  const payee = party(f, 'Получатель', issue);
  const outgoing = payer.account !== null && ours.has(payer.account);
  const incoming = payee.account !== null && ours.has(payee.account);
  let direction: StatementRow['direction'] = null;
  if (outgoing && incoming) {
    issue(block.line, 'error', 'Перевод между счетами этой же выписки: внесите его как перевод');
  } else if (outgoing) direction = 'expense';
  else if (incoming) direction = 'income';
  else if (ours.size > 0) {
    issue(
      block.line,
      'error',
      `Ни плательщик (${payer.account ?? 'без счёта'}), ни получатель (${payee.account ?? 'без счёта'}) — не счёт выписки`,
    );
  }
  const moved = date(f.get(direction === 'income' ? 'ДатаПоступило' : 'ДатаСписано'));
  return {
    line: block.line,
    number: numberField?.value ?? null,
    documentDate,
    date: moved ?? documentDate,
    amount,
    direction,
    account:
      direction === 'income' ? payee.account : direction === 'expense' ? payer.account : null,
    counterparty: direction === 'income' ? payer : payee,
    purpose: purposeOf(f),
    issues,
  };
}
