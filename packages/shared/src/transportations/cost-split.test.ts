import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromKopecks, splitByLargestRemainder, toKopecks, toMillilitres } from './cost-split';
import { groupStatus } from './logistics-groups.contract';

describe('cost split by largest remainder', () => {
  it('splits 100.00 over three equal volumes as 33.34 + 33.33 + 33.33', () => {
    expect(splitByLargestRemainder(10000n, [1n, 1n, 1n])?.map(fromKopecks)).toEqual([
      '33.34',
      '33.33',
      '33.33',
    ]);
  });

  it('gives the leftover kopecks to the largest remainders', () => {
    // 1.00 over 1:2:7 → 0.1, 0.2, 0.7 exactly; 0.10 over 1:1:1 → 4, 3, 3 kopecks.
    expect(splitByLargestRemainder(100n, [1n, 2n, 7n])).toEqual([10n, 20n, 70n]);
    expect(splitByLargestRemainder(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    // 0.05 over 10:11:12 → exact shares 1.515, 1.667, 1.818: floors 1,1,1, two left to the
    // largest remainders (0.818, 0.667).
    expect(splitByLargestRemainder(5n, [10n, 11n, 12n])).toEqual([1n, 2n, 2n]);
  });

  it('has no split when every volume is 0 or any is negative', () => {
    expect(splitByLargestRemainder(100n, [0n, 0n])).toBeNull();
    expect(splitByLargestRemainder(100n, [1n, -1n])).toBeNull();
  });

  it('always adds up exactly, each part within one kopeck of its exact share, monotone in volume', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 40 }),
        (cost, weights) => {
          const total = weights.reduce((s, w) => s + w, 0n);
          const parts = splitByLargestRemainder(cost, weights);
          if (total === 0n) return parts === null;
          expect(parts!.reduce((s, p) => s + p, 0n)).toBe(cost);
          weights.forEach((w, i) => {
            const floor = (cost * w) / total;
            expect(parts![i]! - floor >= 0n && parts![i]! - floor <= 1n).toBe(true);
            weights.forEach((v, j) => {
              if (w > v) expect(parts![i]! >= parts![j]!).toBe(true);
            });
          });
          return true;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads amounts and volumes exactly', () => {
    expect([toKopecks('1234.5'), toKopecks('0,07'), toKopecks('12')]).toEqual([123450n, 7n, 1200n]);
    expect([fromKopecks(5n), fromKopecks(123450n)]).toEqual(['0.05', '1234.50']);
    expect([toMillilitres('12.345'), toMillilitres('0.5'), toMillilitres('3')]).toEqual([
      12345n,
      500n,
      3000n,
    ]);
  });
});

describe('logistics group status', () => {
  it('follows its transportations: the least advanced of those not cancelled', () => {
    expect(groupStatus([])).toBe('planned');
    expect(groupStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(groupStatus(['accepted', 'shipped', 'cancelled'])).toBe('shipped');
    expect(groupStatus(['accepted', 'accepted'])).toBe('accepted');
    expect(groupStatus(['delivered', 'packing'])).toBe('packing');
  });
});
