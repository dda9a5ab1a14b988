import { describe, expect, it } from 'vitest';
import { dateText, moneyText } from './cost-import-cells';
import { csvDelimiter, readCsv } from './cost-import-file';

describe('csvDelimiter', () => {
  it.each([
    ['a;b;c\n1,5;2;3', ';'],
    ['a,b,c\n1;2;3', ','],
    ['a\tb\n1\t2', '\t'],
    ['"x;y;z",b,c\n', ','],
    ['single\n1', ';'],
  ])('%j → %j', (text, delimiter) => expect(csvDelimiter(text)).toBe(delimiter));
});

describe('readCsv', () => {
  it('keeps every value as text, with quotes, BOM and the row numbers a spreadsheet shows', async () => {
    const rows = await readCsv(
      Buffer.from('\ufeffАртикул;Сумма\r\n00123;"1 234,50"\r\n\r\n"a;""b""\nc";\r\n'),
    );
    expect(rows).toEqual([
      { row: 1, cells: ['Артикул', 'Сумма'] },
      { row: 2, cells: ['00123', '1 234,50'] },
      { row: 4, cells: ['a;"b"\nc', ''] },
    ]);
  });
});

describe('moneyText', () => {
  it.each([
    ['1 234,50', '1234.50'],
    ['1\u00a0234.5 ₽', '1234.5'],
    ['100 руб.', '100'],
    [12.5, '12.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.005'],
    ['', null],
    [null, null],
  ])('%j → %j', (cell, text) => expect(moneyText(cell)).toBe(text));
});

describe('dateText', () => {
  it.each([
    ['01.03.2026', '2026-03-01'],
    ['1.3.2026', '2026-03-01'],
    ['2026-03-01', '2026-03-01'],
    [new Date(Date.UTC(2026, 2, 1)), '2026-03-01'],
    ['вчера', 'вчера'],
    [null, null],
  ])('%j → %j', (cell, text) => expect(dateText(cell)).toBe(text));
});
