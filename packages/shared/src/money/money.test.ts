import { describe, expect, it } from 'vitest';
import { formatMoney, isMoneyString, toDec, toMoneyString } from './money';

const NNBSP = '\u202f';

describe('money', () => {
  it('formats the Russian way with thin-space thousands and two decimals', () => {
    expect(formatMoney('1234567.8')).toBe(`1${NNBSP}234${NNBSP}567,80${NNBSP}₽`);
    expect(formatMoney('0')).toBe(`0,00${NNBSP}₽`);
    expect(formatMoney('-1500.5', 'USD')).toBe(`−1${NNBSP}500,50${NNBSP}$`);
  });

  it('never goes through floating point', () => {
    expect(toMoneyString(toDec('0.1').plus('0.2'))).toBe('0.30');
    expect(toMoneyString('90071992547409.93')).toBe('90071992547409.93');
    expect(formatMoney('90071992547409.99')).toBe(
      `90${NNBSP}071${NNBSP}992${NNBSP}547${NNBSP}409,99${NNBSP}₽`,
    );
  });

  it('parses WB-style comma decimals and rejects garbage', () => {
    expect(toDec('1 234,5').toFixed(2)).toBe('1234.50');
    expect(() => toDec('12abc')).toThrow();
    expect(isMoneyString('12.345')).toBe(false);
    expect(isMoneyString('-12.34')).toBe(true);
  });

  it('rounds half up to kopecks', () => {
    expect(toMoneyString('2.005')).toBe('2.01');
    expect(toMoneyString('-2.005')).toBe('-2.01');
  });
});

describe('toFixed2 (formatting without decimal.js)', () => {
  it('rounds half-up on the decimal digits, like decimal.js', async () => {
    const { toFixed2 } = await import('./format');
    expect(toFixed2('1.005')).toBe('1.01');
    expect(toFixed2('9.995')).toBe('10.00');
    expect(toFixed2('999.999')).toBe('1000.00');
    expect(toFixed2('-0.004')).toBe('0.00');
    expect(toFixed2('-2.345')).toBe('-2.35');
    expect(toFixed2(1.005)).toBe('1.01');
    expect(toFixed2('1 234,5')).toBe('1234.50');
    expect(toFixed2('007')).toBe('7.00');
    expect(() => toFixed2('1e5')).toThrow(/Not a decimal/);
    expect(() => toFixed2('abc')).toThrow(/Not a decimal/);
    for (let i = 0; i < 2000; i++) {
      const int = String(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
      const frac = String(Math.floor(Math.random() * 10 ** (i % 6))).padStart(i % 6, '0');
      const text = `${i % 3 ? '' : '-'}${int}${frac ? `.${frac}` : ''}`;
      expect(toFixed2(text), text).toBe(toMoneyString(text).replace(/^-(0\.00)$/, '$1'));
    }
  });
});
