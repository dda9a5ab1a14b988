import { describe, expect, it } from 'vitest';
import { encodeAs } from '../../../../test/fixtures/statements/statements';
import {
  decodeStatement,
  innField,
  russianDate,
  statementAmount,
  statementDate,
} from './statement-fields';

describe('statement fields', () => {
  it.each([
    ['', { inn: null, broken: false }],
    ['0', { inn: null, broken: false }],
    [' 7707083893 ', { inn: '7707083893', broken: false }],
    ['1234567890', { inn: null, broken: true }],
  ])('ИНН field %j', (text, result) => expect(innField(text)).toEqual(result));

  it.each([
    ['15000.00', '15000.00'],
    ['15000', '15000.00'],
    ['3000,5', '3000.50'],
    ['1 234,56', '1234.56'],
    ['1\u00a0234.56', '1234.56'],
    ['-2 345,67', '-2345.67'],
    ['+10', '10.00'],
    ['0.1', '0.10'],
    ['1.005', null],
    ['12,5,0', null],
    ['1e5', null],
    ['', null],
  ])('amount %j → %j', (text, amount) => expect(statementAmount(text)).toBe(amount));

  it.each([
    ['01.10.2026', '2026-10-01'],
    ['1.2.2026', '2026-02-01'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2026', null],
    ['31.09.2026', null],
    ['2026-10-01', null],
    ['01/10/2026', null],
  ])('1C date %j → %j', (text, iso) => expect(russianDate(text)).toBe(iso));

  it('a CSV date may also be ISO', () => {
    expect(statementDate('2026-10-01')).toBe('2026-10-01');
    expect(statementDate('2026-02-30')).toBeNull();
  });

  it('detects the code page by the bytes, a hint deciding between the single-byte ones', () => {
    const text = 'Кодировка=Windows\nОплата по счёту № 5 «аванс»';
    expect(decodeStatement(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeStatement(Buffer.from(`\ufeff${text}`))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeStatement(encodeAs(text, 'windows-1251'))).toEqual({
      text,
      encoding: 'windows-1251',
    });
    const dos = text.replace('«аванс»', '"аванс"');
    expect(decodeStatement(encodeAs(dos, 'ibm866'))).toEqual({ text: dos, encoding: 'ibm866' });
    expect(decodeStatement(encodeAs(dos, 'ibm866'), /^Кодировка=/m).encoding).toBe('ibm866');
  });
});
