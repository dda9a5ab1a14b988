import { describe, expect, it } from 'vitest';
import { acceptanceRows, paidStorageRows, recalcDayOf, storageDays } from './cost-reports.ts';
import type { SellerConfig } from './seller.ts';
import { SellerData } from './store.ts';
import { buildStocks } from './stocks.ts';
import { firstSupplyWeek } from './supplies.ts';
import { DAY_MS, dayStart, mskDay, weekOfDay } from './time.ts';
import { openingStock } from './stocks.ts';

const HISTORY = Date.parse('2026-08-31T00:00:00+03:00');

function seller(seed = 5): SellerData {
  const cfg: SellerConfig = {
    sid: `s${seed}`,
    name: 'Тест',
    seed,
    scale: { products: 10, days: 40, ordersPerDay: 30 },
    historyStart: HISTORY,
    tin: '7700000000',
    tradeMark: 'Т',
  };
  return new SellerData(cfg);
}

const first = mskDay(HISTORY);
type StorageRow = {
  date: string;
  originalDate: string;
  officeId: number;
  chrtId: number;
  barcodesCount: number;
  warehousePrice: number;
  giId: number;
  tariffLowerDate: string;
};

describe('end-of-day stock walk', () => {
  it('equals the stock snapshot at 00:00 of the next day, forwards and backwards', () => {
    const data = seller();
    const opening = openingStock(data);
    const snapshot = (d: number) =>
      buildStocks(data, dayStart(d + 1), opening, (w) => data.supplyWeek(w)).quantity;
    const days = [...Array(40).keys()].map((k) => first + k);
    for (const d of days) expect(data.dailyStock.at(d)).toEqual(snapshot(d));
    for (const d of [first + 33, first + 2, first + 17, first + 16, first]) {
      expect(data.dailyStock.at(d)).toEqual(snapshot(d));
    }
    expect(data.dailyStock.at(first - 1).every((q) => q === 0)).toBe(true);
  });
});

describe('paid storage rows', () => {
  const data = seller();
  const asOf = dayStart(first + 40) + 10 * 3_600_000;
  const rows = (from: number, to: number, at = asOf, hidden = false) =>
    [...paidStorageRows(data, from, to, at, hidden)].map((r) => JSON.parse(r) as StorageRow);

  it('prices every size on hand on every WB warehouse at the end of the day', () => {
    const d = first + 12;
    const q = data.dailyStock.at(d);
    const slots = data.dailyStock.slots;
    const wb = data.catalog.wbWarehouses;
    const expected = new Map<string, number>();
    data.catalog.skuSize.forEach((size, sku) =>
      wb.forEach((w, slot) => {
        const n = Math.max(0, q[sku * slots + slot]!);
        if (n > 0 && !w.sc) expected.set(`${size.chrtID}/${w.id}`, n);
      }),
    );
    const original = storageDays(data, d, d, asOf).find((x) => x.original === d);
    const got = rows(d, d).filter((r) => r.originalDate === r.date);
    if (original) {
      expect(new Map(got.map((r) => [`${r.chrtId}/${r.officeId}`, r.barcodesCount]))).toEqual(
        expected,
      );
      expect(got.every((r) => r.warehousePrice > 0 && r.giId > 0)).toBe(true);
    } else expect(got).toEqual([]);
  });

  it('serves nothing for days not over yet, nor before the history start', () => {
    expect(rows(first + 40, first + 45)).toEqual([]);
    expect(rows(first - 10, first - 1)).toEqual([]);
  });

  it('moves a recalculated day to its recalculation date, cheaper, once that day is over', () => {
    const d = [...Array(30).keys()]
      .map((k) => first + k)
      .find((x) => recalcDayOf(data.cfg.seed, x) !== null)!;
    expect(d).toBeDefined();
    const r = recalcDayOf(data.cfg.seed, d)!;
    const before = rows(d, d, dayStart(r + 1) - 1);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((x) => x.originalDate === x.date)).toBe(true);
    // Once the recalculation date is over: nothing under d, the same keys under r, cheaper.
    expect(rows(d, d, dayStart(r + 1)).filter((x) => x.originalDate === x.date)).toEqual([]);
    const moved = rows(r, r, dayStart(r + 1)).filter((x) => x.date !== x.originalDate);
    expect(moved.map((x) => `${x.chrtId}/${x.officeId}/${x.barcodesCount}`)).toEqual(
      before.map((x) => `${x.chrtId}/${x.officeId}/${x.barcodesCount}`),
    );
    for (const [i, x] of moved.entries()) {
      expect(x.originalDate).toBe(before[i]!.date);
      expect(x.tariffLowerDate).toBe(x.date);
      expect(x.warehousePrice).toBeLessThan(before[i]!.warehousePrice);
    }
  });

  it('collapses RF warehouses into «Склад WB РФ» with the same units and money', () => {
    const d = first + 20;
    const named = rows(d, d + 3);
    const hidden = rows(d, d + 3, asOf, true);
    const sum = (xs: StorageRow[], f: (x: StorageRow) => number) =>
      xs.reduce((a, x) => a + Math.round(f(x) * 100), 0);
    expect(sum(hidden, (x) => x.barcodesCount)).toBe(sum(named, (x) => x.barcodesCount));
    expect(sum(hidden, (x) => x.warehousePrice)).toBe(sum(named, (x) => x.warehousePrice));
    expect(hidden.some((x) => x.officeId === 0)).toBe(true);
    const keys = hidden.map(
      (x) => `${x.date}/${x.originalDate}/${x.officeId}/${x.chrtId}/${x.giId}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('paid acceptance rows', () => {
  it('splits each paid supply by card, adding up to its acceptance cost', () => {
    const data = seller(9);
    const asOf = dayStart(first + 40);
    const rows = acceptanceRows(data, first, first + 39, asOf).map(
      (r) => JSON.parse(r) as { incomeId: number; count: number; total: number },
    );
    const expected = new Map<number, number>();
    for (let w = firstSupplyWeek(data); w <= weekOfDay(first + 39); w++) {
      for (const s of data.supplyWeek(w)) {
        if (s.slot < data.catalog.wbWarehouses.length && s.acceptanceCostKop > 0)
          if (s.acceptedAt <= asOf) expected.set(s.supplyID, s.acceptanceCostKop);
      }
    }
    expect(expected.size).toBeGreaterThan(2);
    const got = new Map<number, number>();
    for (const r of rows)
      got.set(r.incomeId, (got.get(r.incomeId) ?? 0) + Math.round(r.total * 100));
    expect(got).toEqual(expected);
    // A window sees only the supplies accepted in it.
    const week = acceptanceRows(data, first + 14, first + 20, asOf).length;
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThan(rows.length);
    expect(acceptanceRows(data, first, first + 39, HISTORY + DAY_MS)).toEqual([]);
  });
});
