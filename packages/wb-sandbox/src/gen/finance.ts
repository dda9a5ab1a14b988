/**
 * Realization reports. A weekly report (Mon–Sun MSK, created the next Monday) holds one row per
 * money event of the week: sales and returns of orders bought out / returned that week (with the
 * order's `srid`), logistics of every trip, storage per warehouse and day, paid acceptance of
 * supplies, penalties and deductions (ad spend paid from the balance). Header totals are sums of
 * the same integer-kopeck amounts the rows render, so the payout identity holds to the kopeck.
 * Daily reports are the same rows split by operation date.
 */
import { WAREHOUSE_BY_ID, type Warehouse } from '../data/warehouses.ts';
import { updsOfDay } from './adverts.ts';
import { MAX_TAIL_DAYS, OUT_CANCEL, firstStepTime, returnTime, type DayOrders } from './orders.ts';
import { discountedKop, priceAt } from './prices.ts';
import { hash32 } from './rng.ts';
import { logisticsKop, storageKopPerDay } from './tariffs.ts';
import { DAY_MS, HOUR_MS, dayStart, mskDay, weekFirstDay } from './time.ts';
import { percentOf } from './money.ts';
import type { Supply } from './supplies.ts';
import type { OrderSource } from './source.ts';

export const F_SALE = 0;
export const F_RETURN = 1;
export const F_LOGISTICS = 2;
export const F_STORAGE = 3;
export const F_ACCEPTANCE = 4;
export const F_PENALTY = 5;
export const F_DEDUCTION = 6;

export interface FinanceRows {
  n: number;
  kind: Uint8Array;
  /** Logistics: 0 to client (sale), 1 to client (cancel), 2 from client (cancel), 3 from client (return). */
  sub: Uint8Array;
  srcDay: Int32Array;
  /** Order index, warehouse slot or supply index, by kind. */
  idx: Int32Array;
  time: Float64Array;
  /** Amount in kopecks for logistics, storage, acceptance, penalty and deduction rows. */
  amount: Float64Array;
  supplyIds: number[];
}

export interface Totals {
  retailAmount: number;
  forPay: number;
  deliveryService: number;
  paidStorage: number;
  paidAcceptance: number;
  penalty: number;
  deduction: number;
  additionalPayment: number;
  saleCount: number;
  discountSum: number;
}

export interface SaleMoney {
  retailPrice: number;
  retailPriceWithDisc: number;
  retailAmount: number;
  commissionPercent: number;
  vwGross: number;
  vw: number;
  vwNds: number;
  acquiringPercent: number;
  acquiringFee: number;
  forPay: number;
  discount: number;
}

/** Money of a sold (or returned) order, kopecks. */
export function saleMoney(src: OrderSource, o: DayOrders, i: number): SaleMoney {
  const p = src.catalog.products[src.catalog.skuProduct[o.sku[i]!]!]!;
  const pp = priceAt(src.cfg.seed, p, o.day);
  const rpwd = discountedKop(pp.price, pp.discount);
  const commissionPercent = p.subject.kgvpFbw + (o.wh[i]! < 0 ? 3 : 0);
  const vwGross = percentOf(rpwd, commissionPercent);
  const vw = Math.round(vwGross / 1.22);
  const acquiringPercent = 1.5 + (hash32(src.cfg.seed, o.day, i, 0xac9) % 10) / 10;
  const acquiringFee = percentOf(rpwd, acquiringPercent);
  return {
    retailPrice: pp.price * 100,
    retailPriceWithDisc: rpwd,
    retailAmount: rpwd,
    commissionPercent,
    vwGross,
    vw,
    vwNds: vwGross - vw,
    acquiringPercent,
    acquiringFee,
    forPay: rpwd - vwGross - acquiringFee,
    discount: pp.discount,
  };
}

/** Warehouse whose tariff prices an order's logistics (FBS: the office the seller ships to). */
export function tariffWarehouse(src: OrderSource, wh: number): Warehouse {
  if (wh >= 0) return src.catalog.wbWarehouses[wh]!;
  const own = src.catalog.own[-1 - wh]!;
  return WAREHOUSE_BY_ID.get(own.officeId) ?? src.catalog.wbWarehouses[0]!;
}

class RowBuffer {
  kind: number[] = [];
  sub: number[] = [];
  srcDay: number[] = [];
  idx: number[] = [];
  time: number[] = [];
  amount: number[] = [];

  add(kind: number, sub: number, srcDay: number, idx: number, time: number, amount: number): void {
    this.kind.push(kind);
    this.sub.push(sub);
    this.srcDay.push(srcDay);
    this.idx.push(idx);
    this.time.push(time);
    this.amount.push(amount);
  }
}

export function buildFinanceWeek(src: OrderSource, week: number, supplies: Supply[]): FinanceRows {
  const first = weekFirstDay(week);
  const from = dayStart(first);
  const to = dayStart(first + 7);
  const b = new RowBuffer();
  const inWeek = (t: number) => t >= from && t < to;
  const slotUnits = new Float64Array(src.catalog.wbWarehouses.length);
  for (let s = first - MAX_TAIL_DAYS; s < first + 7; s++) {
    const o = src.orders(s);
    for (let i = 0; i < o.count; i++) {
      const wh = o.wh[i]!;
      if (wh >= 0 && s >= first) slotUnits[wh]! += 1;
      const t1 = firstStepTime(o, i);
      const p = src.catalog.products[src.catalog.skuProduct[o.sku[i]!]!]!;
      const tw = tariffWarehouse(src, wh);
      const logistics = (t: number) => logisticsKop(tw, mskDay(t), p.volume, wh < 0);
      if (inWeek(t1)) {
        if (o.outcome[i] === OUT_CANCEL) {
          // Refused at pickup or not collected: the unit travelled to the client and back.
          if (o.cancelType[i] === 1 || o.cancelType[i] === 2) {
            b.add(F_LOGISTICS, 1, s, i, t1, logistics(t1));
            b.add(F_LOGISTICS, 2, s, i, t1, logistics(t1));
          }
        } else {
          b.add(F_SALE, 0, s, i, t1, 0);
          b.add(F_LOGISTICS, 0, s, i, t1, logistics(t1));
        }
      }
      const tr = returnTime(o, i);
      if (tr !== Infinity && inWeek(tr)) {
        b.add(F_RETURN, 0, s, i, tr, 0);
        b.add(F_LOGISTICS, 3, s, i, tr, logistics(tr));
      }
    }
  }
  // Storage: per WB warehouse and day, for about two weeks of that warehouse's sales on hand.
  src.catalog.wbWarehouses.forEach((w, slot) => {
    if (w.sc || slotUnits[slot] === 0) return;
    for (let d = first; d < first + 7; d++) {
      const units = (slotUnits[slot]! * 2) / 7 + 20;
      const amount = Math.round(units * storageKopPerDay(w, d, 2.5));
      if (dayStart(d) >= src.cfg.historyStart)
        b.add(F_STORAGE, 0, d, slot, dayStart(d) + 23 * HOUR_MS, amount);
    }
  });
  const supplyIds: number[] = [];
  for (const s of supplies) {
    if (s.acceptanceCostKop > 0 && inWeek(s.acceptedAt)) {
      b.add(
        F_ACCEPTANCE,
        0,
        mskDay(s.acceptedAt),
        supplyIds.length,
        s.acceptedAt,
        s.acceptanceCostKop,
      );
      supplyIds.push(s.supplyID);
    }
  }
  const h = hash32(src.cfg.seed, week, 0x9e7);
  for (let k = 0; k < h % 3; k++) {
    const t = from + ((h >>> (4 + k * 5)) % 7) * DAY_MS + 15 * HOUR_MS;
    if (t >= src.cfg.historyStart)
      b.add(F_PENALTY, k % 2, mskDay(t), k, t, 30_000 + (hash32(h, k) % 200_000));
  }
  let ads = 0;
  for (let d = first; d < first + 7; d++) {
    for (const u of updsOfDay(src.cfg, d))
      if (u.campaign.paymentType === 'Баланс') ads += u.updSum * 100;
  }
  if (ads > 0) b.add(F_DEDUCTION, 0, first + 6, 0, to - HOUR_MS, ads);
  return finish(b, supplyIds);
}

function finish(b: RowBuffer, supplyIds: number[]): FinanceRows {
  const n = b.kind.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((x, y) => b.time[x]! - b.time[y]! || x - y);
  const rows: FinanceRows = {
    n,
    kind: new Uint8Array(n),
    sub: new Uint8Array(n),
    srcDay: new Int32Array(n),
    idx: new Int32Array(n),
    time: new Float64Array(n),
    amount: new Float64Array(n),
    supplyIds,
  };
  order.forEach((k, j) => {
    rows.kind[j] = b.kind[k]!;
    rows.sub[j] = b.sub[k]!;
    rows.srcDay[j] = b.srcDay[k]!;
    rows.idx[j] = b.idx[k]!;
    rows.time[j] = b.time[k]!;
    rows.amount[j] = b.amount[k]!;
  });
  return rows;
}

/** Sums over rows [from, to) with WB's signs (returns subtract). */
export function totals(src: OrderSource, rows: FinanceRows, from = 0, to = rows.n): Totals {
  const t: Totals = {
    retailAmount: 0,
    forPay: 0,
    deliveryService: 0,
    paidStorage: 0,
    paidAcceptance: 0,
    penalty: 0,
    deduction: 0,
    additionalPayment: 0,
    saleCount: 0,
    discountSum: 0,
  };
  for (let j = from; j < to; j++) {
    const kind = rows.kind[j]!;
    if (kind === F_SALE || kind === F_RETURN) {
      const m = saleMoney(src, src.orders(rows.srcDay[j]!), rows.idx[j]!);
      const sign = kind === F_SALE ? 1 : -1;
      t.retailAmount += sign * m.retailAmount;
      t.forPay += sign * m.forPay;
      if (kind === F_SALE) {
        t.saleCount++;
        t.discountSum += m.discount;
      }
    } else if (kind === F_LOGISTICS) t.deliveryService += rows.amount[j]!;
    else if (kind === F_STORAGE) t.paidStorage += rows.amount[j]!;
    else if (kind === F_ACCEPTANCE) t.paidAcceptance += rows.amount[j]!;
    else if (kind === F_PENALTY) t.penalty += rows.amount[j]!;
    else if (kind === F_DEDUCTION) t.deduction += rows.amount[j]!;
  }
  return t;
}

/** Итого к оплате (docs/domain.md#payout). */
export function bankPayment(t: Totals): number {
  return (
    t.forPay -
    t.deliveryService -
    t.paidStorage -
    t.paidAcceptance -
    t.penalty -
    t.deduction -
    t.additionalPayment
  );
}

/** Rows [from, to) of one operation day inside a weekly build (rows are sorted by time). */
export function dayRange(rows: FinanceRows, day: number): [number, number] {
  const lo = dayStart(day);
  const hi = lo + DAY_MS;
  let a = 0;
  while (a < rows.n && rows.time[a]! < lo) a++;
  let z = a;
  while (z < rows.n && rows.time[z]! < hi) z++;
  return [a, z];
}
