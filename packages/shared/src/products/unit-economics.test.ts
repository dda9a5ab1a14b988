import { describe, expect, it } from 'vitest';
import { unitEconomicsInputSchema, type UnitEconomicsInput } from './product.contract';
import { calculateUnitEconomics } from './unit-economics';

const BASE: UnitEconomicsInput = {
  price: '1000',
  commissionPercent: '25',
  acquiringPercent: '1.5',
  deliveryBase: '46',
  deliveryLiter: '14',
  storageBase: '0.07',
  storageLiter: '0.07',
  volumeLitres: '3.375', // 15 × 15 × 15 cm
  ktr: '1',
  krpPercent: '0',
  buyoutPercent: '80',
  storageDays: '30',
  unitCost: '300',
  taxPercent: '6',
  adPerUnit: '50',
};

describe('calculateUnitEconomics (docs/domain.md#unit-economics)', () => {
  it('computes every line of a sold unit, rounding each output once', () => {
    expect(calculateUnitEconomics(BASE)).toEqual({
      volumeLitres: '3.38',
      extraLitres: '2.38',
      // 46 + 14 × 2.375
      deliveryPerOrder: '79.25',
      // 79.25 ÷ 0.8 = 99.0625
      logistics: '99.06',
      // 0.07 + 0.07 × 2.375 = 0.23625; × 30 days = 7.0875
      storagePerDay: '0.24',
      storage: '7.09',
      commission: '250.00',
      acquiring: '15.00',
      // 1000 − 250 − 15 − 99.0625 − 7.0875, in full precision
      payout: '628.85',
      unitCost: '300.00',
      tax: '60.00',
      ads: '50.00',
      profit: '218.85',
      // 21.885 % half-up
      marginPercent: '21.89',
      roiPercent: '72.95',
    });
  });

  it('charges the first litre only below one litre and applies КТР and КРП', () => {
    const result = calculateUnitEconomics({
      ...BASE,
      price: '500',
      volumeLitres: '0,5',
      ktr: '1.5',
      krpPercent: '2',
      buyoutPercent: '100',
    });
    expect(result.extraLitres).toBe('0.00');
    // 46 × 1.5 + 2 % × 500
    expect(result.deliveryPerOrder).toBe('79.00');
    expect(result.logistics).toBe('79.00');
    expect(result.storagePerDay).toBe('0.07');
    expect(result.storage).toBe('2.10');
  });

  it('shows a loss as negative and no ROI without a cost', () => {
    const loss = calculateUnitEconomics({ ...BASE, price: '200', buyoutPercent: '25' });
    // 79.25 ÷ 0.25 = 317 of logistics alone
    expect(loss.logistics).toBe('317.00');
    expect(loss.profit.startsWith('-')).toBe(true);
    expect(loss.marginPercent.startsWith('-')).toBe(true);
    expect(calculateUnitEconomics({ ...BASE, unitCost: '0' }).roiPercent).toBeNull();
  });

  it('keeps kopecks exact where floats would not', () => {
    const r = calculateUnitEconomics({
      ...BASE,
      price: '0.3',
      commissionPercent: '0',
      acquiringPercent: '0',
      deliveryBase: '0.1',
      deliveryLiter: '0',
      buyoutPercent: '100',
      storageBase: '0.2',
      storageLiter: '0',
      storageDays: '1',
      unitCost: '0',
      taxPercent: '0',
      adPerUnit: '0',
    });
    // 0.3 − 0.1 − 0.2 is exactly zero in decimals (5.55e-17 in floats).
    expect(r.payout).toBe('0.00');
    expect(r.profit).toBe('0.00');
  });
});

describe('unitEconomicsInputSchema', () => {
  const issues = (patch: Partial<Record<keyof UnitEconomicsInput, string>>) => {
    const result = unitEconomicsInputSchema.safeParse({ ...BASE, ...patch });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts the calculator defaults and a decimal comma', () => {
    expect(issues({ volumeLitres: '1,25' })).toEqual([]);
  });

  it('refuses negative, out-of-range and zero where it matters, in Russian', () => {
    expect(issues({ price: '0' })).toEqual([['price', 'Цена продажи — больше нуля']]);
    expect(issues({ buyoutPercent: '0' })).toEqual([
      ['buyoutPercent', 'Процент выкупа — больше нуля'],
    ]);
    expect(issues({ commissionPercent: '100.5' })).toEqual([
      ['commissionPercent', 'Комиссия WB — не больше 100'],
    ]);
    expect(issues({ unitCost: '-1' })).toEqual([
      ['unitCost', 'Себестоимость — неотрицательное число'],
    ]);
    expect(issues({ adPerUnit: 'abc' })).toEqual([
      ['adPerUnit', 'Реклама на единицу — неотрицательное число'],
    ]);
  });
});
