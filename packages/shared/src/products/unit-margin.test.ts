import { describe, expect, it } from 'vitest';
import { calculateUnitEconomics } from './unit-economics';
import { UNIT_ECONOMICS_DEFAULTS } from './unit-economics-defaults';
import { unitMargin, type UnitMarginInputs } from './unit-margin';

const inputs: UnitMarginInputs = {
  price: '1500',
  commissionPercent: '25',
  acquiringPercent: '1.5',
  deliveryBase: '50',
  deliveryLiter: '10',
  storageBase: '0.1',
  storageLiter: '0.05',
  volumeLitres: '2',
  buyoutPercent: '80',
  unitCost: '500',
  taxPercent: '6',
};

describe('unitMargin (/products) is the product page calculator', () => {
  it('gives the calculator’s profit and margin % with its defaults', () => {
    const page = calculateUnitEconomics({
      ...(inputs as Required<{ [K in keyof UnitMarginInputs]: string }>),
      ...UNIT_ECONOMICS_DEFAULTS,
    });
    expect(unitMargin(inputs)).toEqual({
      margin: { value: page.profit },
      marginPercent: { value: page.marginPercent },
    });
    // 1500 − 375 − 22,50 − 75 − 4,50 − 90 − 500
    expect(page.profit).toBe('433.00');
  });

  it('is missing with every input it lacks, never computed from a zero', () => {
    const m = unitMargin({
      ...inputs,
      unitCost: null,
      commissionPercent: null,
      buyoutPercent: '0',
    });
    expect(m.margin).toEqual({
      value: null,
      missing: [
        { kind: 'inputMissing', input: 'commission' },
        { kind: 'costsMissing', products: 1 },
        { kind: 'inputMissing', input: 'buyoutRate' },
      ],
    });
    expect(m.marginPercent).toEqual(m.margin);
  });
});
