/**
 * End-of-day stock per (SKU, warehouse slot), walked forward one Moscow day at a time: the same
 * quantity `buildStocks` gives at 00:00 of the next day (opening stock + accepted supplies −
 * ordered units + units back from cancels and returns), but each day costs only the events of
 * that day instead of the whole history — the paid-storage report needs one per day.
 */
import { MAX_TAIL_DAYS, OUT_CANCEL, firstStepTime, orderTime, returnTime } from './orders.ts';
import { BACK_TRAVEL_MS, buildStocks } from './stocks.ts';
import { firstSupplyWeek, slotCount, slotOf, type Supply } from './supplies.ts';
import { dayStart, mskDay, weekOfDay } from './time.ts';
import type { OrderSource } from './source.ts';

/** Days between an order and the last unit of it coming back (cancel/return + travel), bound. */
const BACK_DAYS = MAX_TAIL_DAYS + 4;
/** A copy of the walk is kept every this many days, so going back does not restart from zero. */
const CHECKPOINT_EVERY = 8;
const CHECKPOINTS = 6;

export class DailyStock {
  private day = NaN;
  private q: Int32Array | null = null;
  private readonly checkpoints = new Map<number, Int32Array>();

  constructor(
    private readonly src: OrderSource,
    private readonly opening: () => Int32Array,
    private readonly supplyWeek: (week: number) => Supply[],
  ) {}

  get slots(): number {
    return slotCount(this.src);
  }

  /**
   * Units per `sku * slots + slot` at the end of Moscow day `day` (before the history start:
   * none). The array is the walk's own: read it before asking for another day.
   */
  at(day: number): Int32Array {
    const first = mskDay(this.src.cfg.historyStart);
    if (day < first) return new Int32Array(this.src.catalog.skuSize.length * this.slots);
    if (this.q === null || this.day > day) this.restart(day, first);
    while (this.day < day) this.step(this.day + 1);
    return this.q!;
  }

  private restart(day: number, first: number): void {
    let best = -Infinity;
    for (const d of this.checkpoints.keys()) if (d <= day && d > best) best = d;
    if (best !== -Infinity) {
      this.q = Int32Array.from(this.checkpoints.get(best)!);
      this.day = best;
      return;
    }
    // The state at the history start, exactly as the snapshot computes it.
    const start = dayStart(first);
    this.q = buildStocks(this.src, start, this.opening(), this.supplyWeek).quantity;
    this.day = first - 1;
  }

  /** Applies the events of (00:00 of `d`, 00:00 of `d + 1`]. */
  private step(d: number): void {
    const q = this.q!;
    const slots = this.slots;
    const lo = dayStart(d);
    const hi = dayStart(d + 1);
    const inDay = (t: number) => t > lo && t <= hi;
    const firstWeek = firstSupplyWeek(this.src);
    for (let w = Math.max(firstWeek, weekOfDay(d) - 1); w <= weekOfDay(d) + 1; w++) {
      for (const s of this.supplyWeek(w)) {
        if (!inDay(s.acceptedAt)) continue;
        for (const l of s.lines) q[l.sku * slots + s.slot]! += l.accepted;
      }
    }
    const historyDay = mskDay(this.src.cfg.historyStart);
    for (let od = Math.max(historyDay, d - BACK_DAYS); od <= d + 1; od++) {
      const o = this.src.orders(od);
      for (let i = 0; i < o.count; i++) {
        const key = o.sku[i]! * slots + slotOf(this.src, o.wh[i]!);
        if (inDay(orderTime(o, i))) q[key]!--;
        if (inDay(backTime(o, i))) q[key]!++;
      }
    }
    this.day = d;
    if (d % CHECKPOINT_EVERY === 0) {
      this.checkpoints.set(d, Int32Array.from(q));
      if (this.checkpoints.size > CHECKPOINTS) {
        this.checkpoints.delete(this.checkpoints.keys().next().value!);
      }
    }
  }
}

/** When an ordered unit is back on the shelf (cancel or return), or Infinity (bought out). */
function backTime(o: Parameters<typeof orderTime>[0], i: number): number {
  const t1 = firstStepTime(o, i);
  if (o.outcome[i] === OUT_CANCEL) {
    // Cancelled before shipping (app, technical): back at once; refused or expired: travels back.
    return o.cancelType[i] === 1 || o.cancelType[i] === 2 ? t1 + BACK_TRAVEL_MS : t1;
  }
  const tr = returnTime(o, i);
  return tr === Infinity ? Infinity : tr + BACK_TRAVEL_MS;
}
