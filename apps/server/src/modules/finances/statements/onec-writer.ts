import { Dec } from '@wb/shared';
import { ONEC_MARKER } from './onec-statement';

/**
 * Writes a statement in the 1C exchange format as banks do (docs/domain.md#bank-statements):
 * windows-1251, CRLF, one СекцияРасчСчет with totals computed from the documents. The demo
 * generates its bank statement with it.
 */

export interface WrittenParty {
  name: string;
  /** Empty for a person without one (written as `0`). */
  inn: string;
  account: string;
  bik: string;
}

export interface WrittenDocument {
  kind?: string;
  number: string;
  /** ISO dates. */
  date: string;
  amount: string;
  payer: WrittenParty;
  payee: WrittenParty;
  purpose: string;
}

export interface WrittenStatement {
  sender: string;
  account: string;
  from: string;
  to: string;
  opening: string;
  documents: WrittenDocument[];
}

const ru = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function side(prefix: 'Плательщик' | 'Получатель', p: WrittenParty): string[] {
  return [
    `${prefix}Счет=${p.account}`,
    `${prefix}=${p.inn ? `ИНН ${p.inn} ` : ''}${p.name}`,
    `${prefix}ИНН=${p.inn || '0'}`,
    `${prefix}1=${p.name}`,
    `${prefix}РасчСчет=${p.account}`,
    `${prefix}БИК=${p.bik}`,
  ];
}

/** The statement as 1C exchange text (lines joined by CRLF). */
export function writeOneC(s: WrittenStatement): string {
  const income = s.documents
    .filter((d) => d.payee.account === s.account)
    .reduce((sum, d) => sum.plus(d.amount), new Dec(0));
  const expense = s.documents
    .filter((d) => d.payer.account === s.account)
    .reduce((sum, d) => sum.plus(d.amount), new Dec(0));
  const closing = new Dec(s.opening).plus(income).minus(expense);
  const lines = [
    ONEC_MARKER,
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    `Отправитель=${s.sender}`,
    'Получатель=',
    `ДатаНачала=${ru(s.from)}`,
    `ДатаКонца=${ru(s.to)}`,
    `РасчСчет=${s.account}`,
    'СекцияРасчСчет',
    `ДатаНачала=${ru(s.from)}`,
    `ДатаКонца=${ru(s.to)}`,
    `РасчСчет=${s.account}`,
    `НачальныйОстаток=${new Dec(s.opening).toFixed(2)}`,
    `ВсегоПоступило=${income.toFixed(2)}`,
    `ВсегоСписано=${expense.toFixed(2)}`,
    `КонечныйОстаток=${closing.toFixed(2)}`,
    'КонецРасчСчет',
  ];
  for (const d of s.documents) {
    const outgoing = d.payer.account === s.account;
    lines.push(
      `СекцияДокумент=${d.kind ?? 'Платежное поручение'}`,
      `Номер=${d.number}`,
      `Дата=${ru(d.date)}`,
      `Сумма=${new Dec(d.amount).toFixed(2)}`,
      ...side('Плательщик', d.payer),
      outgoing ? `ДатаСписано=${ru(d.date)}` : 'ДатаСписано=',
      ...side('Получатель', d.payee),
      outgoing ? 'ДатаПоступило=' : `ДатаПоступило=${ru(d.date)}`,
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${d.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join('\r\n') + '\r\n';
}

/** Text in a single-byte code page: Node decodes windows-1251 and cp866 but has no encoder. */
export function encodeSingleByte(text: string, encoding: 'windows-1251' | 'ibm866'): Buffer {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let b = 0x80; b < 0x100; b++) table.set(decoder.decode(Uint8Array.of(b)), b);
  return Buffer.from(
    [...text].map((ch) => {
      if (ch.charCodeAt(0) < 0x80) return ch.charCodeAt(0);
      const byte = table.get(ch);
      if (byte === undefined) throw new Error(`«${ch}» has no byte in ${encoding}`);
      return byte;
    }),
  );
}
