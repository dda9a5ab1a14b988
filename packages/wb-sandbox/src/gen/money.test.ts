import { describe, expect, it } from 'vitest';
import { kopToDecimal, percentOf, tariffText } from './money.ts';

describe('money rendering', () => {
  it('writes kopecks as WB finance decimal strings', () => {
    expect(kopToDecimal(37699)).toBe('376.99');
    expect(kopToDecimal(25800)).toBe('258');
    expect(kopToDecimal(20)).toBe('0.2');
    expect(kopToDecimal(5)).toBe('0.05');
    expect(kopToDecimal(-150)).toBe('-1.5');
    expect(kopToDecimal(0)).toBe('0');
  });

  it('writes tariffs with comma decimals and space thousands', () => {
    expect(tariffText(11.2)).toBe('11,2');
    expect(tariffText(1039)).toBe('1 039');
    expect(tariffText(0.14)).toBe('0,14');
    expect(tariffText(1234567.5)).toBe('1 234 567,5');
  });

  it('rounds percentages to a kopeck', () => {
    expect(percentOf(10_000, 25)).toBe(2500);
    expect(percentOf(333, 1.5)).toBe(5);
  });
});
