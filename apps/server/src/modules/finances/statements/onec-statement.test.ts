import { describe, expect, it } from 'vitest';
import {
  encodeAs,
  issueDigest,
  rowDigest,
  statementFixture,
} from '../../../../test/fixtures/statements/statements';
import { looksLikeOneC, parseOneC } from './onec-statement';
import { hasError } from './statement-types';

/**
 * Each statement below was written by hand in one bank's layout and checked line by line: the
 * expected rows are read off the file, the sums off its СекцияРасчСчет.
 */
describe('1C statements in the layouts of several banks', () => {
  it('Сбербанк: windows-1251, CRLF, «ИНН … name» in Плательщик, date of money movement', () => {
    const bytes = statementFixture('sber-1251.txt');
    expect(bytes.includes(Buffer.from('\r\n'))).toBe(true);
    expect(looksLikeOneC(bytes)).toBe(true);
    const s = parseOneC(bytes);
    expect(s).toMatchObject({
      format: '1c',
      encoding: 'windows-1251',
      sender: 'СберБизнес',
      from: '2026-10-01',
      to: '2026-10-02',
      accounts: ['40702810938000012345'],
    });
    expect(s.sections).toEqual([
      {
        line: 12,
        account: '40702810938000012345',
        from: '2026-10-01',
        to: '2026-10-02',
        opening: '150000.00',
        income: '245300.50',
        expense: '38490.00',
        closing: '356810.50',
      },
    ]);
    expect(rowDigest(s)).toEqual([
      '21 №1523 2026-10-01 income 245300.50 40702810938000012345 | 9714053621 ООО "РВБ"',
      '47 №87 2026-10-02 expense 35000.00 40702810938000012345 | 7712345671 ООО "УПАКОВКА ПЛЮС"',
      '69 №88 2026-10-02 expense 3490.00 40702810938000012345 | 7810456789 ООО "ЛОГИСТИК ГРУПП"',
    ]);
    // Paid by WB on 30.09, credited on 01.10: the journal takes the day the money arrived.
    expect(s.rows[0]!.documentDate).toBe('2026-09-30');
    expect(s.rows[0]!.counterparty.account).toBe('40702810400000012345');
    expect(s.rows[1]!.purpose).toBe(
      'Оплата по счету № 415 от 28.09.2026 за коробки гофрокартонные. В т.ч. НДС 20% - 5833.33 руб.',
    );
    expect(s.issues).toEqual([]);
    expect(s.rows.flatMap((r) => r.issues)).toEqual([]);
  });

  it('Т-Банк: UTF-8 under «Кодировка=Windows», LF, purpose in НазначениеПлатежа1..3, extra fields', () => {
    const s = parseOneC(statementFixture('tbank-utf8.txt'));
    expect(s.encoding).toBe('utf-8');
    expect(s.sender).toBe('Т-Бизнес');
    expect(rowDigest(s)).toEqual([
      '18 №12 2026-10-05 income 12500.00 40702810510000123456 | 502901234516 Индивидуальный предприниматель Петрова Анна Сергеевна',
      '36 №204 2026-10-06 expense 4800.00 40702810510000123456 | 7736207543 ООО "ЯНДЕКС"',
      '52 №9001 2026-10-07 expense 990.00 40702810510000123456 | 7710140679 АО "ТБанк"',
    ]);
    expect(s.rows.map((r) => r.purpose)).toEqual([
      'Оплата по счету № 31 от 01.10.2026 за товары для перепродажи (партия 7). НДС не облагается',
      'Оплата по счету Б-123 от 05.10.2026 за рекламные услуги. В т.ч. НДС 20% 800.00',
      'Комиссия за обслуживание счета за октябрь 2026',
    ]);
    expect(s.sections[0]).toMatchObject({ opening: '10000.00', closing: '16710.00' });
    expect(issueDigest([...s.issues, ...s.rows.flatMap((r) => r.issues)])).toEqual([]);
  });

  it('Альфа-Банк: two accounts, a СекцияРасчСчет per day, Сумма before Номер, no Плательщик1', () => {
    const s = parseOneC(statementFixture('alfa-two-accounts-1251.txt'));
    expect(s.encoding).toBe('windows-1251');
    expect(s.accounts).toEqual(['40702810701300012345', '40702810801300054321']);
    expect(s.sections.map((x) => [x.account, x.from, x.to, x.income, x.expense])).toEqual([
      ['40702810701300012345', '2026-10-05', '2026-10-05', '50000.00', '0.00'],
      ['40702810701300012345', '2026-10-06', '2026-10-06', '0.00', '15000.00'],
      ['40702810801300054321', '2026-10-05', '2026-10-06', '0.00', '2000.00'],
    ]);
    expect(rowDigest(s)).toEqual([
      '36 №311 2026-10-05 income 50000.00 40702810701300012345 | 5406123450 ООО "МАРКЕТ ТРЕЙД"',
      '49 №45 2026-10-06 expense 15000.00 40702810701300012345 | 771234567859 ИП Иванов Иван Иванович',
      '62 №46 2026-10-06 expense 2000.00 40702810801300054321 | 7712345671 ООО "УПАКОВКА ПЛЮС"',
    ]);
    // Every per-day section agrees with its documents: no warning.
    expect(s.issues).toEqual([]);
  });

  it('Точка: UTF-8 with BOM, CRLF, a comma decimal, ИНН 0 of a person, «=» inside the purpose', () => {
    const s = parseOneC(statementFixture('tochka-utf8-bom.txt'));
    expect(s.encoding).toBe('utf-8');
    expect(s.sections).toEqual([]);
    expect(rowDigest(s)).toEqual([
      '8 №7 2026-10-10 income 3000.00 40702810020000098765 | null Смирнов Алексей Петрович',
      '21 №15 2026-10-10 expense 60000.00 40702810020000098765 | 6670123457 ООО "ФАБРИКА ТЕКСТИЛЯ"',
    ]);
    expect(s.rows[1]!.purpose).toBe(
      'Оплата по счету №5 = аванс 50% за партию футболок. В т.ч. НДС 20% 10000.00',
    );
    expect(s.rows.flatMap((r) => r.issues)).toEqual([]);
  });

  it('Модульбанк: DOS (cp866) as «Кодировка=DOS» says, LF, names only in Плательщик1/Получатель1', () => {
    const s = parseOneC(statementFixture('modulbank-dos.txt'));
    expect(s.encoding).toBe('ibm866');
    expect(s.sender).toBe('Модульбанк');
    expect(rowDigest(s)).toEqual([
      '17 №880123 2026-10-12 income 77000.00 40702810370010123456 | 9714053621 ООО "РВБ"',
      '30 №19 2026-10-13 expense 18450.00 40702810370010123456 | 7727406020 Казначейство России (ФНС России)',
    ]);
    expect(s.rows[1]!.purpose).toBe('Единый налоговый платеж. УСН за 3 квартал 2026 г.');
    expect(s.issues).toEqual([]);
  });

  it('the same statement reads the same in windows-1251, cp866 and UTF-8', () => {
    const text = new TextDecoder('windows-1251').decode(statementFixture('sber-1251.txt'));
    const utf8 = parseOneC(Buffer.from(text, 'utf8'));
    const dos = parseOneC(encodeAs(text.replace('Кодировка=Windows', 'Кодировка=DOS'), 'ibm866'));
    const cp1251 = parseOneC(statementFixture('sber-1251.txt'));
    expect([utf8.encoding, dos.encoding]).toEqual(['utf-8', 'ibm866']);
    expect(utf8.rows).toEqual(cp1251.rows);
    expect(dos.rows).toEqual(cp1251.rows);
  });
});

describe('a broken 1C statement', () => {
  const s = parseOneC(statementFixture('broken-1251.txt'));
  const byNumber = (n: string | null) => s.rows.find((r) => r.number === n)!;

  it('gives each document its own errors with the line they are on', () => {
    expect(issueDigest(byNumber('1').issues)).toEqual([
      '17 error: Сумма «12,5,0» — не положительное число',
    ]);
    expect(issueDigest(byNumber('2').issues)).toEqual([
      '25 error: Дата «31.09.2026» неверна: нужна существующая дата в формате ДД.ММ.ГГГГ',
    ]);
    expect(issueDigest(byNumber('4').issues)).toEqual([
      '39 error: Ни плательщик (40702810111111111111), ни получатель (40702810222222222222) — не счёт выписки',
    ]);
    expect(issueDigest(byNumber('5').issues)).toEqual([
      '52 error: Строка не в формате «Ключ=Значение»: «мусор без знака равенства»',
      '46 error: Документ не закрыт строкой КонецДокумента: файл повреждён',
    ]);
    expect(issueDigest(byNumber(null).issues)).toEqual([
      '53 error: Нет поля Номер (номер документа)',
    ]);
  });

  it('keeps a document with a broken ИНН, warns, and does not match by that ИНН', () => {
    const row = byNumber('3');
    expect(hasError(row.issues)).toBe(false);
    expect(row.counterparty).toEqual({
      name: 'ООО "ОПЕЧАТКА"',
      inn: null,
      account: '40702810200000000111',
    });
    expect(issueDigest(row.issues)).toEqual([
      '36 warning: ИНН получателя «7712345678» не проходит проверку контрольной суммы — контрагент не будет найден по ИНН',
    ]);
  });

  it('warns that the section totals disagree with the documents and that the file is cut short', () => {
    expect(issueDigest(s.issues)).toEqual([
      '58 warning: Нет строки КонецФайла: файл, возможно, записан не целиком',
      '7 warning: Счёт 40702810938000012345: ВсегоПоступило = 1\u202f000,00\u202f₽, а по документам 1\u202f100,00\u202f₽',
      '7 warning: Счёт 40702810938000012345: ВсегоСписано = 0,00\u202f₽, а по документам 300,00\u202f₽',
    ]);
  });

  it('refuses a file that is not a 1C exchange file, and one without an account', () => {
    const notOneC = parseOneC(Buffer.from('\n\nДата;Сумма\n01.10.2026;100\n'));
    expect(notOneC.rows).toEqual([]);
    expect(issueDigest(notOneC.issues)).toEqual([
      '3 error: Это не файл обмена 1С: первая строка должна быть 1CClientBankExchange',
    ]);
    const noAccount = parseOneC(
      Buffer.from(
        '1CClientBankExchange\nРасчСчет=4070281\nСекцияДокумент=Платежное поручение\nНомер=1\nДата=01.10.2026\nСумма=5\nКонецДокумента\nКонецФайла\n',
      ),
    );
    expect(issueDigest(noAccount.issues)).toEqual([
      '2 error: Номер счёта «4070281» — не 20 цифр',
      '1 error: В выписке не указан счёт (РасчСчет) — не понять, приход это или расход',
    ]);
    expect(noAccount.rows[0]!.direction).toBeNull();
  });

  it('warns when the declared code page is not the one the bytes are in', () => {
    const text = new TextDecoder('windows-1251')
      .decode(statementFixture('sber-1251.txt'))
      .replace('Кодировка=Windows', 'Кодировка=DOS');
    const s = parseOneC(encodeAs(text, 'windows-1251'));
    expect(s.encoding).toBe('windows-1251');
    expect(issueDigest(s.issues)).toEqual([
      '3 warning: Файл объявляет кодировку DOS, но записан в Windows-1251 — прочитан как Windows-1251',
    ]);
  });
});
