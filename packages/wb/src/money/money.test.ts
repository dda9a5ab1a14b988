import { describe, expect, it } from 'vitest';
import { parseFinanceMoney, parseNumberMoney, parseTariffDecimal, WbMoneyError } from './money';

describe('finance money (decimal strings)', () => {
  it('keeps valid decimal strings exactly, without rounding', () => {
    expect(parseFinanceMoney('376.99')).toBe('376.99');
    expect(parseFinanceMoney('-1')).toBe('-1');
    expect(parseFinanceMoney('1.349')).toBe('1.349');
    expect(parseFinanceMoney('90071992547409.93')).toBe('90071992547409.93');
  });

  it('accepts numbers without float error', () => {
    expect(parseFinanceMoney(25.31)).toBe('25.31');
    expect(parseFinanceMoney(1e21)).toBe('1000000000000000000000');
  });

  it('rejects garbage', () => {
    expect(() => parseFinanceMoney('12,5')).toThrow(WbMoneyError);
    expect(() => parseFinanceMoney('')).toThrow(WbMoneyError);
    expect(() => parseFinanceMoney('1e5')).toThrow(WbMoneyError);
    expect(() => parseFinanceMoney(Number.NaN)).toThrow(WbMoneyError);
  });
});

describe('statistics money (JSON numbers)', () => {
  it('renders numbers as kopeck strings without float error', () => {
    expect(parseNumberMoney(1234.56)).toBe('1234.56');
    expect(parseNumberMoney(0.1 + 0.2)).toBe('0.30');
    expect(parseNumberMoney(1234.5600000000002)).toBe('1234.56');
    expect(parseNumberMoney(2.005)).toBe('2.01');
    expect(parseNumberMoney(-2.005)).toBe('-2.01');
    expect(parseNumberMoney(0)).toBe('0.00');
    expect(parseNumberMoney(1500)).toBe('1500.00');
  });

  it('rejects non-finite numbers', () => {
    expect(() => parseNumberMoney(Number.POSITIVE_INFINITY)).toThrow(WbMoneyError);
    expect(() => parseNumberMoney('abc')).toThrow(WbMoneyError);
  });
});

describe('tariff decimals (comma strings)', () => {
  it('parses comma decimals and space thousands', () => {
    expect(parseTariffDecimal('11,2')).toBe('11.2');
    expect(parseTariffDecimal('1 039')).toBe('1039');
    expect(parseTariffDecimal('1\u00a0039,50')).toBe('1039.5');
    expect(parseTariffDecimal('0,07')).toBe('0.07');
    expect(parseTariffDecimal('35.65')).toBe('35.65');
    expect(parseTariffDecimal('160')).toBe('160');
    expect(parseTariffDecimal(1.5)).toBe('1.5');
  });

  it('maps "not applicable" to null', () => {
    expect(parseTariffDecimal('-')).toBeNull();
    expect(parseTariffDecimal('')).toBeNull();
    expect(parseTariffDecimal(null)).toBeNull();
    expect(parseTariffDecimal(undefined)).toBeNull();
  });

  it('rejects garbage', () => {
    expect(() => parseTariffDecimal('n/a')).toThrow(WbMoneyError);
    expect(() => parseTariffDecimal('1,2,3')).toThrow(WbMoneyError);
  });
});
