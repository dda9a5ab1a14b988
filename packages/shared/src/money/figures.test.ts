import { describe, expect, it } from 'vitest';
import {
  buyoutRate,
  changePercent,
  cogs,
  marginPercent,
  netProfit,
  payout,
  roiPercent,
  sum,
  tax,
  wbCommission,
} from './figure-math';
import { FIGURE_KEYS, figureSchema, known, missing, type Figure } from './figures';

const notLoaded = { kind: 'reportNotLoaded', from: '2026-11-17', to: '2026-11-23' } as const;

describe('figures', () => {
  it('a missing figure keeps its reasons through the arithmetic, never becomes zero', () => {
    const total = sum(
      known('10.00'),
      missing(notLoaded),
      missing({ kind: 'costsMissing', products: 12 }),
    );
    expect(total).toEqual({
      value: null,
      missing: [notLoaded, { kind: 'costsMissing', products: 12 }],
    });
    expect(sum(known('0.10'), known('0.20'))).toEqual({ value: '0.30' });
  });

  it('the schema accepts a value or a missing figure with a reason, nothing in between', () => {
    expect(figureSchema.safeParse({ value: '1.00' }).success).toBe(true);
    expect(figureSchema.safeParse({ value: null, missing: [notLoaded] }).success).toBe(true);
    expect(figureSchema.safeParse({ value: null, missing: [] }).success).toBe(false);
    expect(figureSchema.safeParse({ value: null }).success).toBe(false);
    expect(missing()).toEqual({ value: null, missing: [{ kind: 'noData' }] });
  });

  it('compares only two known figures with a non-zero base', () => {
    expect(changePercent(known('50.00'), known('200.00'))).toBe('-75.00');
    expect(changePercent(known('0.00'), missing(notLoaded))).toBeNull();
    expect(changePercent(missing(notLoaded), known('100.00'))).toBeNull();
    expect(changePercent(known('5.00'), known('0.00'))).toBeNull();
    expect(changePercent(known('-50.00'), known('-100.00'))).toBe('50.00');
  });

  it('buyout rate is the share of orders with a known outcome, never above 100 %', () => {
    expect(buyoutRate({ boughtOut: 14, returned: 0, cancelled: 0 })).toEqual({ value: '100.00' });
    expect(buyoutRate({ boughtOut: 7, returned: 1, cancelled: 2 })).toEqual({ value: '70.00' });
    expect(buyoutRate({ boughtOut: 2, returned: 0, cancelled: 1 })).toEqual({ value: '66.67' });
    expect(buyoutRate({ boughtOut: 0, returned: 0, cancelled: 0 })).toEqual(
      missing({ kind: 'noData' }),
    );
    expect(() => buyoutRate({ boughtOut: -1, returned: 0, cancelled: 0 })).toThrow(RangeError);
    for (let i = 0; i < 200; i++) {
      const b = i % 17,
        r = i % 5,
        c = i % 7;
      const f = buyoutRate({ boughtOut: b, returned: r, cancelled: c });
      if (f.value !== null) expect(Number(f.value)).toBeLessThanOrEqual(100);
    }
  });

  it('payout, commission, net profit, margin and ROI follow the P&L lines', () => {
    const p = payout({
      forPay: known('10000.00'),
      logistics: known('1200.50'),
      storage: known('300.00'),
      acceptance: known('0.00'),
      penalties: known('100.00'),
      deductions: known('50.00'),
      additionalPayment: known('-20.00'),
    });
    expect(p).toEqual({ value: '8369.50' });
    expect(wbCommission(known('12500.00'), known('10000.00'))).toEqual({ value: '2500.00' });
    const c: Figure = cogs([
      { netUnits: 3, unitCostRub: '1000.00' },
      { netUnits: -1, unitCostRub: '500.00' },
      { netUnits: 0, unitCostRub: null },
    ]);
    expect(c).toEqual({ value: '2500.00' });
    const t = tax({ system: 'usnIncome', rate: '6' }, known('12500.00'), known('0'));
    expect(t).toEqual({ value: '750.00' });
    const profit = netProfit({
      payout: p,
      advertising: known('619.50'),
      cogs: c,
      tax: t,
      otherExpenses: known('0.00'),
    });
    expect(profit).toEqual({ value: '4500.00' });
    const withIncome = netProfit({
      payout: p,
      otherIncome: known('120.40'),
      advertising: known('619.50'),
      cogs: c,
      tax: t,
      otherExpenses: known('20.40'),
    });
    expect(withIncome).toEqual({ value: '4600.00' });
    expect(marginPercent(profit, known('12500.00'))).toEqual({ value: '36.00' });
    expect(roiPercent(profit, c)).toEqual({ value: '180.00' });
    expect(roiPercent(profit, known('0.00'))).toEqual(missing({ kind: 'noData' }));
  });

  it('COGS without a cost for a sold product is missing with how many products', () => {
    const c = cogs([
      { netUnits: 2, unitCostRub: null },
      { netUnits: 1, unitCostRub: '10.00' },
      { netUnits: 5, unitCostRub: null },
    ]);
    expect(c).toEqual(missing({ kind: 'costsMissing', products: 2 }));
    expect(
      netProfit({
        payout: known('1'),
        advertising: known('0'),
        cogs: c,
        tax: known('0'),
        otherExpenses: known('0'),
      }),
    ).toEqual(missing({ kind: 'costsMissing', products: 2 }));
  });

  it('tax: УСН доходы − расходы not below the minimum tax; no setting → missing', () => {
    const s = { system: 'usnIncomeExpense', rate: '15' } as const;
    expect(tax(s, known('1000.00'), known('400.00'))).toEqual({ value: '90.00' });
    expect(tax(s, known('1000.00'), known('990.00'))).toEqual({ value: '10.00' });
    expect(tax(null, known('1000.00'), known('0'))).toEqual(missing({ kind: 'taxNotSet' }));
  });

  it('every figure has a definition', () => {
    expect(FIGURE_KEYS).toContain('orderSum');
    expect(FIGURE_KEYS).toContain('buyoutRate');
    expect(FIGURE_KEYS).toContain('netProfit');
  });
});
