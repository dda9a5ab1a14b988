import { describe, expect, it } from 'vitest';
import { createFormat, decimalSeparator } from './formatter';

const ru = createFormat({ language: 'ru' });
const en = createFormat({ language: 'en' });
/** Intl's spaces (no-break, narrow no-break) read as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormat: money', () => {
  it('shows decimal strings with the currency in the interface language, exactly', () => {
    expect(ru.money('1234.5')).toBe('1\u202f234,50\u202f₽');
    expect(en.money('1234.5')).toBe('₽1,234.50');
    expect(ru.money('-75.25')).toBe('−75,25\u202f₽');
    expect(ru.money('10', 'USD')).toBe('10,00\u202f$');
    expect(ru.money('40.1', 'CNY')).toBe('40,10\u202f¥');
    // Beyond a float's precision: every digit is kept.
    expect(plain(ru.money('12345678901234567.89'))).toBe('12 345 678 901 234 567,89 ₽');
    expect(ru.money('0.005')).toBe('0,01\u202f₽');
    expect(ru.money('-0.001')).toBe('0,00\u202f₽');
    expect(ru.money('1 234,5')).toBe('1\u202f234,50\u202f₽');
    expect(ru.money('n/a')).toBe('n/a');
  });

  it('shows a missing amount as missing, not as zero', () => {
    expect(ru.money(null)).toBe('—');
    expect(ru.money(undefined)).toBe('—');
    expect(ru.money('')).toBe('—');
    expect(ru.money('0')).toBe('0,00\u202f₽');
  });
});

describe('createFormat: numbers and percents', () => {
  it('groups thousands and uses the language decimal separator', () => {
    expect(plain(ru.number(1234.567))).toBe('1 234,57');
    expect(en.number(1234.567)).toBe('1,234.57');
    expect(plain(ru.integer(2581))).toBe('2 581');
    expect(ru.number('3.1500', 4)).toBe('3,15');
    expect(en.number(null)).toBe('—');
    expect(decimalSeparator('ru')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });

  it('shows a value in percent as the language writes it', () => {
    expect(plain(ru.percent(12.5))).toBe('12,5 %');
    expect(en.percent(12.5)).toBe('12.5%');
    expect(plain(ru.percent('25.00'))).toBe('25 %');
    expect(ru.percent(null)).toBe('—');
  });
});

describe('createFormat: WB identifiers', () => {
  it('never groups the digits of an identifier', () => {
    expect(ru.id(345309042)).toBe('345309042');
    expect(en.id(345309042)).toBe('345309042');
    expect(ru.id('345309042')).toBe('345309042');
    expect(ru.id(null)).toBe('—');
  });
});

describe('createFormat: dates and times', () => {
  it('writes days in the user date format', () => {
    expect(ru.date('2026-03-05')).toBe('05.03.2026');
    expect(createFormat({ language: 'en', dateFormat: 'MM/DD/YYYY' }).date('2026-03-05')).toBe(
      '03/05/2026',
    );
    expect(createFormat({ language: 'ru', dateFormat: 'YYYY-MM-DD' }).date('2026-03-05')).toBe(
      '2026-03-05',
    );
    expect(createFormat({ language: 'ru', dateFormat: 'DD/MM/YYYY' }).date('2026-03-05')).toBe(
      '05/03/2026',
    );
    expect(ru.date(null)).toBe('');
    expect(ru.date('not a date')).toBe('');
  });

  it('shows business instants on the Moscow clock, across the day boundary', () => {
    // 21:30 UTC on 4 March is 00:30 on 5 March in Moscow.
    const instant = '2026-03-04T21:30:00.000Z';
    expect(ru.date(instant)).toBe('05.03.2026');
    expect(ru.dateTime(instant)).toBe('05.03.2026 00:30');
    expect(ru.time(instant)).toBe('00:30');
    expect(createFormat({ language: 'en', dateFormat: 'MM/DD/YYYY' }).dateTime(instant)).toBe(
      '03/05/2026 12:30 AM',
    );
    // 20:59 UTC is still the same Moscow day.
    expect(ru.dateTime('2026-03-04T20:59:00Z')).toBe('04.03.2026 23:59');
  });

  it('writes a period as one day or a range', () => {
    expect(ru.range({ from: '2026-03-01', to: '2026-03-01' })).toBe('01.03.2026');
    expect(ru.range({ from: '2026-03-01', to: '2026-03-07' })).toBe(
      '01.03.2026\u2009–\u200907.03.2026',
    );
  });
});
