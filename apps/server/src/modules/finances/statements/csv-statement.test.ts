import { describe, expect, it } from 'vitest';
import {
  encodeAs,
  issueDigest,
  rowDigest,
  statementFixture,
} from '../../../../test/fixtures/statements/statements';
import { parseCsvStatement } from './csv-statement';
import { parseStatement } from './parse-statement';

describe('CSV statements', () => {
  it('signed amounts, «;», UTF-8 with BOM, CRLF, quoted «1 234,50» and a «;» inside quotes', async () => {
    const s = await parseStatement(statementFixture('generic-signed.csv'));
    expect([s.format, s.encoding, s.accounts]).toEqual(['csv', 'utf-8', []]);
    expect(rowDigest(s)).toEqual([
      '2 №501 2026-11-01 income 125400.00 null | 9714053621 ООО "РВБ"',
      '3 №77 2026-11-02 expense 15000.00 null | 771234567859 ИП Иванов Иван Иванович',
      '4 №78 2026-11-03 expense 2345.67 null | 7712345671 ООО "УПАКОВКА ПЛЮС"',
    ]);
    expect(s.rows[2]!.purpose).toBe('Оплата по счету № 430; коробки');
    expect(issueDigest([...s.issues, ...s.rows.flatMap((r) => r.issues)])).toEqual([]);
  });

  it('«Приход»/«Расход» columns, «,», windows-1251, ISO dates, a purpose over two lines', async () => {
    const s = await parseStatement(statementFixture('in-out-columns-1251.csv'));
    expect([s.format, s.encoding]).toEqual(['csv', 'windows-1251']);
    expect(rowDigest(s)).toEqual([
      '2 №9 2026-11-05 income 50000.00 null | 5406123450 ООО "МАРКЕТ ТРЕЙД"',
      '3 №47 2026-11-06 expense 4800.00 null | 7736207543 ООО "ЯНДЕКС"',
    ]);
    expect(s.rows[0]!.purpose).toBe('Оплата по договору 15/26 (вторая часть)');
    expect(s.rows[0]!.counterparty.account).toBe('40702810144050001234');
  });

  it('a «Направление» column, tab separated, UTF-8 without BOM, a person without ИНН', async () => {
    const s = await parseCsvStatement(statementFixture('direction-column-utf8.csv'));
    expect(rowDigest(s)).toEqual([
      '2 №3 2026-11-07 income 1200.50 null | null Смирнов Алексей Петрович',
      '3 №9002 2026-11-08 expense 990.00 null | 7710140679 АО "ТБанк"',
    ]);
  });

  it('gives each bad row its error with the row number and keeps the good ones clean', async () => {
    const s = await parseCsvStatement(statementFixture('broken.csv'));
    expect(s.issues).toEqual([]);
    expect(issueDigest(s.rows.flatMap((r) => r.issues))).toEqual([
      '2 error: Дата «32.11.2026» неверна: нужна существующая дата в формате ДД.ММ.ГГГГ',
      '3 error: Сумма «сто» — не число',
      '4 error: Нет суммы',
      '5 warning: ИНН «7712345678» не проходит проверку контрольной суммы — контрагент не будет найден по ИНН',
    ]);
    expect(s.rows[3]).toMatchObject({ amount: '50.00', direction: 'expense' });
  });

  it.each([
    ['Дата;Сумма\n01.11.2026;1;2\n', '1 error: Дата;Сумма'],
    ['Сумма;Назначение\n100;x\n', '1 error: Нет столбца «Дата» в первой строке'],
    [
      'Дата;Приход\n01.11.2026;100\n',
      '1 error: Нет столбца «Сумма» (или пары столбцов «Приход» и «Расход») в первой строке',
    ],
    ['', '1 error: Файл пуст'],
    ['Дата;Сумма\n"01.11.2026;100\n', '1 error: Файл CSV не читается: незакрытая кавычка'],
  ])('refuses a file whose header or quoting is wrong: %j', async (text, expected) => {
    const s = await parseCsvStatement(Buffer.from(text));
    if (expected.endsWith('Дата;Сумма')) {
      // A row longer than the header is still read by its named columns.
      expect(s.issues).toEqual([]);
      expect(rowDigest(s)).toEqual(['2 №null 2026-11-01 income 1.00 null | null null']);
    } else {
      expect(issueDigest(s.issues)).toEqual([expected]);
    }
  });

  it.each([
    [
      'Дата;Сумма;Направление\n01.11.2026;-5;Расход\n',
      'При заполненном «Направлении» сумма должна быть положительной',
    ],
    [
      'Дата;Сумма;Направление\n01.11.2026;5;Возврат\n',
      'Направление «Возврат» — не «Приход» и не «Расход»',
    ],
    ['Дата;Приход;Расход\n01.11.2026;5;6\n', 'Заполнены и «Приход», и «Расход»'],
    ['Дата;Приход;Расход\n01.11.2026;;\n', 'Нет суммы: ни «Приход», ни «Расход»'],
    ['Дата;Приход;Расход\n01.11.2026;-5;\n', 'Сумма в «Приход»/«Расход» должна быть положительной'],
  ])('row error for %j', async (text, message) => {
    const s = await parseCsvStatement(Buffer.from(text));
    expect(s.rows.flatMap((r) => r.issues.map((i) => i.message))).toEqual([message]);
    expect(s.rows[0]).toMatchObject({ amount: null, direction: null });
  });

  it('reads a windows-1251 file with a «;» header the same as its UTF-8 twin', async () => {
    // TextDecoder drops the BOM.
    const text = new TextDecoder().decode(statementFixture('generic-signed.csv'));
    const cp1251 = await parseStatement(encodeAs(text, 'windows-1251'));
    const utf8 = await parseStatement(statementFixture('generic-signed.csv'));
    expect(cp1251.encoding).toBe('windows-1251');
    expect(cp1251.rows).toEqual(utf8.rows);
  });
});
