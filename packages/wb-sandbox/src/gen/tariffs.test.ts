import { describe, expect, it } from 'vitest';
import { WAREHOUSES } from '../data/warehouses.ts';
import {
  RAISE_DAY,
  REVISE_DAY,
  announcedBoxTariff,
  boxTariff,
  epochFirstDay,
  nextTariffDay,
  tariffEpoch,
  tariffsSetTill,
} from './tariffs.ts';

const ws = WAREHOUSES.filter((w) => !w.sc);
const epoch = tariffEpoch(20_777);
const start = epochFirstDay(epoch);
const nextStart = epochFirstDay(epoch + 1);

describe('announced tariffs', () => {
  it('sets tariffs up to the end of the next epoch, and none after', () => {
    for (const today of [start, start + REVISE_DAY, nextStart - 1]) {
      expect(tariffsSetTill(today)).toBe(epochFirstDay(epoch + 2) - 1);
      expect(announcedBoxTariff(ws[0]!, tariffsSetTill(today) + 1, today)).toBeNull();
      expect(nextTariffDay(tariffsSetTill(today) + 1, today)).toBeNull();
    }
  });

  it('shows the actual tariff of every day that has come, whatever was announced', () => {
    for (const w of ws) {
      for (const day of [start - 20, start, start + 3]) {
        expect(announcedBoxTariff(w, day, start + 3)).toEqual(boxTariff(w, day));
      }
    }
  });

  it('announces the next epoch with changes the revision corrects or withdraws', () => {
    const early = start + 1;
    const late = start + REVISE_DAY;
    // The preliminary announcement has one more start: the storage raise, withdrawn later.
    expect(nextTariffDay(early, early)).toBe(nextStart);
    expect(nextTariffDay(nextStart, early)).toBe(nextStart + RAISE_DAY);
    expect(nextTariffDay(nextStart + RAISE_DAY, early)).toBeNull();
    expect(nextTariffDay(nextStart, late)).toBeNull();
    expect(nextTariffDay(late, late)).toBe(nextStart);

    let corrected = 0;
    let raised = 0;
    for (const w of ws) {
      const final = boxTariff(w, nextStart);
      expect(announcedBoxTariff(w, nextStart, late)).toEqual(final);
      expect(announcedBoxTariff(w, nextStart + RAISE_DAY, late)).toEqual(final);
      const first = announcedBoxTariff(w, nextStart, early)!;
      const raise = announcedBoxTariff(w, nextStart + RAISE_DAY, early)!;
      if (first.deliveryCoef !== final.deliveryCoef) {
        corrected++;
        expect(first.deliveryCoef).toBe(final.deliveryCoef + 10);
      }
      if (raise.storageCoef !== first.storageCoef) {
        raised++;
        expect(raise.storageCoef).toBe(final.storageCoef + 20);
      }
      // The same inputs, the same answer (no state).
      expect(announcedBoxTariff(w, nextStart, early)).toEqual(first);
    }
    expect(corrected).toBeGreaterThan(0);
    expect(raised).toBeGreaterThan(0);
    expect(corrected + raised).toBeLessThan(ws.length);
  });
});
