/**
 * The cost reports of seller-analytics-api (docs/wb-notes.md#cost-reports), from the generated data
 * so they agree with the rest: paid storage per day × size × WB warehouse for the units on hand at
 * the end of the day (the daily stock walk), priced with the storage tariff of that warehouse and
 * day (`storageKopPerDay`, the tariffs API's box storage); paid acceptance per FBW supply × card,
 * the units accepted times the supply's acceptance coefficient (so a supply's rows add up to its
 * `acceptanceCost` and to the realization report's `paidAcceptance`).
 *
 * Recalculations (`originalDate`): about one day in ten WB recalculates a few days later (a
 * lowered tariff). From the end of that later day the report shows the day's rows under the
 * recalculation date, with `originalDate` the day they were first calculated for and the new
 * price; the first calculation is no longer served.
 */
import { hash32 } from './rng.ts';
import { firstSupplyWeek, incomeIdFor } from './supplies.ts';
import { ACCEPTANCE_BASE_KOP, deliveryCoef, storageCoef, storageKopPerDay } from './tariffs.ts';
import { dayStart, fmtDate, fmtDay, mskDay, weekOfDay } from './time.ts';
import type { SellerData } from './store.ts';

/**
 * What WB shows instead of its RF warehouses while it hides them
 * (docs/wb-notes.md#hidden-warehouses, 15.08.2026).
 */
export const STORAGE_HIDDEN_WAREHOUSE = 'Склад WB РФ';
/** How much a recalculation lowers the price of a day's storage. */
export const RECALC_FACTOR = 0.85;
const MAX_RECALC_LAG = 5;
const CALC_TYPE = 'короба: без габаритов';

/** The day `day`'s storage is recalculated on, or null (about one day in ten). */
export function recalcDayOf(seed: number, day: number): number | null {
  const h = hash32(seed, day, 0x5eca);
  return h % 10 === 0 ? day + 1 + ((h >>> 8) % MAX_RECALC_LAG) : null;
}

/** A day's storage is calculated once the day is over. */
const calculated = (day: number, asOf: number) => dayStart(day + 1) <= asOf;

/**
 * (report date, original date) pairs of the report for `[fromDay, toDay]` as WB shows it at
 * `asOf`: recalculated days under their recalculation date, the others under their own.
 */
export function storageDays(
  data: SellerData,
  fromDay: number,
  toDay: number,
  asOf: number,
): { date: number; original: number }[] {
  const first = mskDay(data.cfg.historyStart);
  const seed = data.cfg.seed;
  const out: { date: number; original: number }[] = [];
  for (let x = Math.max(fromDay, first); x <= toDay; x++) {
    if (!calculated(x, asOf)) break;
    for (let d = Math.max(first, x - MAX_RECALC_LAG); d < x; d++) {
      if (recalcDayOf(seed, d) === x) out.push({ date: x, original: d });
    }
    const r = recalcDayOf(seed, x);
    if (r === null || !calculated(r, asOf)) out.push({ date: x, original: x });
  }
  return out;
}

interface Cell {
  qty: number;
  kop: number;
  officeId: number;
  warehouse: string;
  warehouseCoef: number;
  logWarehouseCoef: number;
  giId: number;
}

/** JSON rows of one (date, original date): every size on hand on every WB warehouse. */
export function* storageRowsOfDay(
  data: SellerData,
  date: number,
  original: number,
  hidden: boolean,
): Generator<string> {
  const cat = data.catalog;
  const stock = data.dailyStock;
  const slots = stock.slots;
  // A copy: the walk moves on when another download asks for another day meanwhile.
  const q = Int32Array.from(stock.at(original));
  const recalc = date !== original;
  const factor = recalc ? RECALC_FACTOR : 1;
  const end = dayStart(original + 1) - 1;
  const warehouses = cat.wbWarehouses.map((w, slot) => {
    const collapse = hidden && w.country === 'Россия';
    return {
      w,
      collapse,
      giId: incomeIdFor(data, slot, end),
      officeId: collapse ? 0 : w.id,
      warehouse: collapse ? STORAGE_HIDDEN_WAREHOUSE : w.name,
      warehouseCoef: storageCoef(w, original) / 100,
      logWarehouseCoef: collapse ? 0 : deliveryCoef(w, original) / 100,
    };
  });
  for (let sku = 0; sku < cat.skuSize.length; sku++) {
    const p = cat.products[cat.skuProduct[sku]!]!;
    const size = cat.skuSize[sku]!;
    // Collapsed warehouses add up per supply; named ones are a cell each.
    const cells = new Map<string, Cell>();
    warehouses.forEach((h, slot) => {
      const qty = Math.max(0, q[sku * slots + slot]!);
      if (h.w.sc || qty === 0) return;
      const kop = Math.round(qty * storageKopPerDay(h.w, original, p.volume) * factor);
      const key = h.collapse ? `c${h.giId}` : `s${slot}`;
      const cell = cells.get(key);
      if (cell) {
        cell.qty += qty;
        cell.kop += kop;
      } else cells.set(key, { ...h, qty, kop });
    });
    for (const c of cells.values()) {
      yield JSON.stringify({
        date: fmtDay(date),
        logWarehouseCoef: c.logWarehouseCoef,
        officeId: c.officeId,
        warehouse: c.warehouse,
        warehouseCoef: c.warehouseCoef,
        giId: c.giId,
        chrtId: size.chrtID,
        size: size.techSize,
        barcode: size.barcode,
        subject: p.subject.name,
        brand: p.brand,
        vendorCode: p.vendorCode,
        nmId: p.nmID,
        volume: p.volume,
        calcType: CALC_TYPE,
        warehousePrice: c.kop / 100,
        barcodesCount: c.qty,
        palletPlaceCode: 0,
        palletCount: 0,
        originalDate: fmtDay(original),
        loyaltyDiscount: 0,
        tariffFixDate: '',
        tariffLowerDate: recalc ? fmtDay(date) : '',
      });
    }
  }
}

/** JSON rows of the paid-storage report for `[fromDay, toDay]` as WB shows it at `asOf`. */
export function* paidStorageRows(
  data: SellerData,
  fromDay: number,
  toDay: number,
  asOf: number,
  hidden: boolean,
): Generator<string> {
  for (const { date, original } of storageDays(data, fromDay, toDay, asOf)) {
    yield* storageRowsOfDay(data, date, original, hidden);
  }
}

/** JSON rows of the paid-acceptance report: supplies accepted on `[fromDay, toDay]` by `asOf`. */
export function acceptanceRows(
  data: SellerData,
  fromDay: number,
  toDay: number,
  asOf: number,
): string[] {
  const cat = data.catalog;
  const wbSlots = cat.wbWarehouses.length;
  const supplies = [];
  const from = Math.max(firstSupplyWeek(data), weekOfDay(fromDay) - 1);
  for (let w = from; w <= weekOfDay(toDay) + 1; w++) {
    for (const s of data.supplyWeek(w)) {
      if (s.slot >= wbSlots || s.acceptanceCostKop <= 0 || s.acceptedAt > asOf) continue;
      const day = mskDay(s.acceptedAt);
      if (day >= fromDay && day <= toDay) supplies.push(s);
    }
  }
  supplies.sort((a, b) => a.acceptedAt - b.acceptedAt || a.supplyID - b.supplyID);
  const rows: string[] = [];
  for (const s of supplies) {
    const byNm = new Map<number, number>();
    for (const l of s.lines) {
      const p = cat.skuProduct[l.sku]!;
      byNm.set(p, (byNm.get(p) ?? 0) + l.accepted);
    }
    for (const [idx, count] of byNm) {
      const p = cat.products[idx]!;
      rows.push(
        JSON.stringify({
          count,
          giCreateDate: fmtDate(s.createDate),
          incomeId: s.supplyID,
          nmID: p.nmID,
          shkCreateDate: fmtDate(s.acceptedAt),
          subjectName: p.subject.name,
          total: (s.coefficient * count * ACCEPTANCE_BASE_KOP) / 100,
        }),
      );
    }
  }
  return rows;
}
