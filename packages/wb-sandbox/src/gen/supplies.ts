/**
 * FBW supplies: one per WB warehouse the seller uses and per week. A supply accepted at A(w)
 * brings what that warehouse sells until the next acceptance A(w+1) plus a safety margin, and the
 * opening stock covers the time before the first supply — so stock never goes negative and moves
 * with supplies and sales. FBS warehouses are restocked by the seller every Monday the same way.
 */
import { hash32 } from './rng.ts';
import { DAY_MS, HOUR_MS, dayStart, mskDay, weekFirstDay, weekOfDay } from './time.ts';
import { orderTime } from './orders.ts';
import { ACCEPTANCE_BASE_KOP, acceptanceCoefficient } from './tariffs.ts';
import type { OrderSource } from './source.ts';

export interface SupplyLine {
  sku: number;
  quantity: number;
  accepted: number;
}

export interface Supply {
  slot: number;
  week: number;
  supplyID: number;
  preorderID: number;
  createDate: number;
  scheduledAt: number;
  supplyDate: number;
  factDate: number;
  acceptedAt: number;
  boxTypeID: number;
  lines: SupplyLine[];
  quantity: number;
  acceptedQuantity: number;
  coefficient: number;
  acceptanceCostKop: number;
}

/** Safety margin on top of the expected sales of a window. */
export function margin(q: number): number {
  return 2 + Math.ceil(q * 0.1);
}

/** Arrival at the warehouse gates (Monday 08:00–14:00 MSK). */
export function factDate(seed: number, slot: number, week: number): number {
  const h = hash32(seed, slot, week, 0xfac7);
  return dayStart(weekFirstDay(week)) + (8 + (h % 6)) * HOUR_MS + ((h >>> 8) % 60) * 60_000;
}

/** Replenishment instant of a slot: FBW acceptance end, FBS restock on Monday 00:00. */
export function replenishAt(src: OrderSource, slot: number, week: number): number {
  if (slot >= src.catalog.wbWarehouses.length) return dayStart(weekFirstDay(week));
  const h = hash32(src.cfg.seed, slot, week, 0xacce);
  return factDate(src.cfg.seed, slot, week) + (6 + (h % 14)) * HOUR_MS;
}

export function firstSupplyWeek(src: OrderSource): number {
  return weekOfDay(mskDay(src.cfg.historyStart)) + 1;
}

export function slotCount(src: OrderSource): number {
  return src.catalog.wbWarehouses.length + src.catalog.own.length;
}

export function slotOf(src: OrderSource, wh: number): number {
  return wh >= 0 ? wh : src.catalog.wbWarehouses.length + (-1 - wh);
}

/** Sales per (sku, slot) in each slot's window [from(slot), to(slot)). */
export function windowCounts(
  src: OrderSource,
  from: (slot: number) => number,
  to: (slot: number) => number,
): Map<number, Map<number, number>> {
  const slots = slotCount(src);
  let lo = Infinity;
  let hi = -Infinity;
  for (let s = 0; s < slots; s++) {
    lo = Math.min(lo, from(s));
    hi = Math.max(hi, to(s));
  }
  const out = new Map<number, Map<number, number>>();
  for (let d = mskDay(lo); d <= mskDay(hi - 1); d++) {
    const o = src.orders(d);
    for (let i = 0; i < o.count; i++) {
      const slot = slotOf(src, o.wh[i]!);
      const t = orderTime(o, i);
      if (t < from(slot) || t >= to(slot)) continue;
      let m = out.get(slot);
      if (!m) out.set(slot, (m = new Map<number, number>()));
      const sku = o.sku[i]!;
      m.set(sku, (m.get(sku) ?? 0) + 1);
    }
  }
  return out;
}

/** All supplies (FBW) and restocks (FBS) of a week, by slot. */
export function buildSupplyWeek(src: OrderSource, week: number): Supply[] {
  const { cfg, catalog } = src;
  const counts = windowCounts(
    src,
    (slot) => replenishAt(src, slot, week),
    (slot) => replenishAt(src, slot, week + 1),
  );
  const out: Supply[] = [];
  for (let slot = 0; slot < slotCount(src); slot++) {
    const m = counts.get(slot);
    if (!m || m.size === 0) continue;
    const lines: SupplyLine[] = [];
    for (const [sku, q] of [...m.entries()].sort((a, b) => a[0] - b[0])) {
      const quantity = q + margin(q);
      const h = hash32(cfg.seed, slot, week, sku, 0xd15c);
      // A few lines are accepted with a discrepancy; shortages stay within the margin.
      const delta = h % 100 < 2 ? -1 - ((h >>> 8) % 2) : h % 100 < 4 ? 1 + ((h >>> 8) % 2) : 0;
      lines.push({ sku, quantity, accepted: quantity + delta });
    }
    const fact = factDate(cfg.seed, slot, week);
    const boxTypeID = hash32(cfg.seed, slot, week, 0xb0) % 5 === 0 ? 5 : 2;
    const w = catalog.wbWarehouses[slot];
    const coefficient = w ? Math.max(0, acceptanceCoefficient(w, mskDay(fact), boxTypeID)) : 0;
    const quantity = lines.reduce((a, l) => a + l.quantity, 0);
    const acceptedQuantity = lines.reduce((a, l) => a + l.accepted, 0);
    const supplyID = supplyIdOf(cfg.seed, slot, week);
    out.push({
      slot,
      week,
      supplyID,
      preorderID: supplyID + 9_000_000,
      createDate: fact - 12 * DAY_MS - (hash32(cfg.seed, slot, week, 1) % 600) * 60_000,
      scheduledAt: fact - 10 * DAY_MS,
      supplyDate: dayStart(mskDay(fact)),
      factDate: fact,
      acceptedAt: replenishAt(src, slot, week),
      boxTypeID,
      lines,
      quantity,
      acceptedQuantity,
      coefficient,
      acceptanceCostKop: coefficient * acceptedQuantity * ACCEPTANCE_BASE_KOP,
    });
  }
  return out;
}

/** Supply status at `now` (WB's statusID 1–5) and the instant it was reached. */
export function supplyStatus(s: Supply, now: number): { status: number; since: number } {
  if (now >= s.acceptedAt) return { status: 5, since: s.acceptedAt };
  if (now >= s.factDate) return { status: 4, since: s.factDate };
  if (now >= s.supplyDate - DAY_MS) return { status: 3, since: s.supplyDate - DAY_MS };
  if (now >= s.scheduledAt) return { status: 2, since: s.scheduledAt };
  return { status: 1, since: s.createDate };
}

/** FBW supply id an order was shipped from (`incomeID` / `giId`), or 0 before the first supply. */
export function incomeIdFor(src: OrderSource, slot: number, t: number): number {
  if (slot >= src.catalog.wbWarehouses.length) return 0;
  let week = weekOfDay(mskDay(t));
  if (t < replenishAt(src, slot, week)) week -= 1;
  if (week < firstSupplyWeek(src)) return 0;
  return supplyIdOf(src.cfg.seed, slot, week);
}

export function supplyIdOf(seed: number, slot: number, week: number): number {
  return 40_000_000 + (seed % 997) * 100_000 + (week - 2800) * 24 + slot;
}
