/**
 * Per-day indexes of the moments at which order rows change, for the three order views:
 * - statistics orders: row versions by `lastChangeDate` (a cancel makes a new version);
 * - statistics sales: sale (S…) and return (R…) rows by `lastChangeDate`;
 * - order feed: statuses by the time of the status.
 * Each index is a pure function of the orders of the day and the MAX_TAIL_DAYS before it; which
 * entries are visible is decided at request time: `time ≤ now < until`.
 */
import {
  MAX_TAIL_DAYS,
  OUT_CANCEL,
  firstStepTime,
  orderTime,
  returnTime,
  type DayOrders,
} from './orders.ts';
import { mskDay } from './time.ts';

export const K_ORDER = 0;
export const K_ORDER_CANCELLED = 1;
export const K_SALE = 2;
export const K_RETURN = 3;
export const K_CREATED = 4;
export const K_CANCEL = 5;
export const K_BUYOUT = 6;
export const K_RETURNED = 7;

export interface EventDay {
  n: number;
  time: Float64Array;
  until: Float64Array;
  srcDay: Int32Array;
  idx: Int32Array;
  kind: Uint8Array;
}

export type EventView = 'orders' | 'sales' | 'feed';

class Collector {
  time: number[] = [];
  until: number[] = [];
  srcDay: number[] = [];
  idx: number[] = [];
  kind: number[] = [];

  add(time: number, until: number, srcDay: number, idx: number, kind: number): void {
    this.time.push(time);
    this.until.push(until);
    this.srcDay.push(srcDay);
    this.idx.push(idx);
    this.kind.push(kind);
  }

  finish(): EventDay {
    const n = this.time.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    const t = this.time;
    order.sort(
      (a, b) =>
        t[a]! - t[b]! ||
        this.srcDay[a]! - this.srcDay[b]! ||
        this.idx[a]! - this.idx[b]! ||
        this.kind[a]! - this.kind[b]!,
    );
    const out: EventDay = {
      n,
      time: new Float64Array(n),
      until: new Float64Array(n),
      srcDay: new Int32Array(n),
      idx: new Int32Array(n),
      kind: new Uint8Array(n),
    };
    for (let j = 0; j < n; j++) {
      const k = order[j]!;
      out.time[j] = t[k]!;
      out.until[j] = this.until[k]!;
      out.srcDay[j] = this.srcDay[k]!;
      out.idx[j] = this.idx[k]!;
      out.kind[j] = this.kind[k]!;
    }
    return out;
  }
}

/** Builds the index of `view` for Moscow day `day` from the orders of the days that can reach it. */
export function buildEventDay(
  view: EventView,
  day: number,
  ordersOf: (d: number) => DayOrders,
): EventDay {
  const c = new Collector();
  for (let s = day - MAX_TAIL_DAYS; s <= day; s++) {
    const o = ordersOf(s);
    for (let i = 0; i < o.count; i++) {
      const t0 = orderTime(o, i);
      const t1 = firstStepTime(o, i);
      const lag = o.lag[i]! * 1000;
      const cancelled = o.outcome[i] === OUT_CANCEL;
      if (view === 'orders') {
        const v1 = t0 + lag;
        const v2 = cancelled ? t1 + lag : Infinity;
        if (mskDay(v1) === day) c.add(v1, v2, s, i, K_ORDER);
        if (cancelled && mskDay(v2) === day) c.add(v2, Infinity, s, i, K_ORDER_CANCELLED);
      } else if (view === 'sales') {
        if (cancelled) continue;
        const sale = t1 + lag;
        if (mskDay(sale) === day) c.add(sale, Infinity, s, i, K_SALE);
        const tr = returnTime(o, i);
        if (tr !== Infinity && mskDay(tr + lag) === day) c.add(tr + lag, Infinity, s, i, K_RETURN);
      } else {
        if (mskDay(t0) === day) c.add(t0, t1, s, i, K_CREATED);
        const tr = returnTime(o, i);
        if (mskDay(t1) === day)
          c.add(t1, cancelled ? Infinity : tr, s, i, cancelled ? K_CANCEL : K_BUYOUT);
        if (tr !== Infinity && mskDay(tr) === day) c.add(tr, Infinity, s, i, K_RETURNED);
      }
    }
  }
  return c.finish();
}

/** First position with time ≥ t. */
export function lowerBound(ev: EventDay, t: number): number {
  let lo = 0;
  let hi = ev.n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ev.time[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position with time > t. */
export function upperBound(ev: EventDay, t: number): number {
  let lo = 0;
  let hi = ev.n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ev.time[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
