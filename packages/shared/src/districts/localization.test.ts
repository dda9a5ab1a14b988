import { describe, expect, it } from 'vitest';
import { bandFor, localizationIndex, localizationTableProblems } from './localization';

const band = (ilFrom: string, ilTo: string, ktr: string, krpPercent = '0') => ({
  ilFrom,
  ilTo,
  ktr,
  krpPercent,
});
// A short table in WB's shape: the higher ИЛ, the lower КТР; КРП only below 60 %.
const table = [band('95', '100', '0.5'), band('60', '95', '1'), band('0', '60', '1.2', '2.05')];

describe('localization index', () => {
  it('is local orders over all orders in %, rounded half-up to hundredths', () => {
    expect(localizationIndex(2, 3)).toBe('66.67');
    expect(localizationIndex(1, 8)).toBe('12.50');
    expect(localizationIndex(7, 7)).toBe('100.00');
    expect(localizationIndex(0, 5)).toBe('0.00');
  });

  it('is unknown without orders and refuses impossible counts', () => {
    expect(localizationIndex(0, 0)).toBeNull();
    expect(() => localizationIndex(3, 2)).toThrow(RangeError);
    expect(() => localizationIndex(-1, 2)).toThrow(RangeError);
  });
});

describe('localization band', () => {
  it('takes the band whose lower edge is included and upper edge excluded', () => {
    expect(bandFor('60', table)?.ktr).toBe('1');
    expect(bandFor('59.99', table)?.ktr).toBe('1.2');
    expect(bandFor('95', table)?.ktr).toBe('0.5');
    expect(bandFor('0', table)?.krpPercent).toBe('2.05');
  });

  it('includes 100 in the top band', () => {
    expect(bandFor(100, table)?.ktr).toBe('0.5');
  });

  it('finds nothing in a gap', () => {
    expect(bandFor('50', [band('60', '100', '1')])).toBeUndefined();
  });

  it('reports gaps, overlaps and inverted bands of a table', () => {
    expect(localizationTableProblems(table)).toEqual([]);
    expect(localizationTableProblems([band('0', '50', '1'), band('60', '100', '1')])).toEqual([
      'Не покрыт ИЛ 50–60 %',
    ]);
    expect(localizationTableProblems([band('0', '70', '1'), band('60', '100', '1')])).toEqual([
      'Полоса 60–100 пересекается с соседней',
    ]);
    expect(localizationTableProblems([band('0', '90', '1')])).toEqual(['Не покрыт ИЛ 90–100 %']);
    expect(localizationTableProblems([band('0', '100', '1'), band('50', '50', '1')])).toContain(
      'Полоса 50–50: начало не меньше конца',
    );
  });
});
