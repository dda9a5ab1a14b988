/**
 * Stock snapshot at an instant, per (SKU, warehouse slot): opening stock + accepted supplies −
 * ordered units + units back from cancels and returns. Units between order and buyout/cancel are
 * "in way to client"; cancelled and returned units travel back for two days ("in way from client").
 */
import { OUT_CANCEL, firstStepTime, orderTime, returnTime } from './orders.ts';
import { DAY_MS, mskDay } from './time.ts';
import {
  firstSupplyWeek,
  margin,
  replenishAt,
  slotCount,
  slotOf,
  windowCounts,
  type Supply,
} from './supplies.ts';
import type { OrderSource } from './source.ts';

export const BACK_TRAVEL_MS = 2 * DAY_MS;

export interface StockSnapshot {
  at: number;
  slots: number;
  quantity: Int32Array;
  inWayToClient: Int32Array;
  inWayFromClient: Int32Array;
}

/** Opening stock per (sku, slot): sales until the first replenishment plus a margin. */
export function openingStock(src: OrderSource): Int32Array {
  const slots = slotCount(src);
  const skus = src.catalog.skuSize.length;
  const out = new Int32Array(skus * slots);
  const first = firstSupplyWeek(src);
  const counts = windowCounts(
    src,
    () => src.cfg.historyStart,
    (slot) => replenishAt(src, slot, first),
  );
  for (const [slot, m] of counts) for (const [sku, q] of m) out[sku * slots + slot] = q + margin(q);
  // A little of everything lies at the first warehouse, so every card has some stock.
  for (let sku = 0; sku < skus; sku++) out[sku * slots] = (out[sku * slots] ?? 0) + 3;
  return out;
}

export function buildStocks(
  src: OrderSource,
  at: number,
  opening: Int32Array,
  supplyWeek: (week: number) => Supply[],
): StockSnapshot {
  const slots = slotCount(src);
  const quantity = Int32Array.from(opening);
  const inWayToClient = new Int32Array(quantity.length);
  const inWayFromClient = new Int32Array(quantity.length);
  for (let w = firstSupplyWeek(src); ; w++) {
    const supplies = supplyWeek(w);
    let any = false;
    for (const s of supplies) {
      if (s.acceptedAt > at) continue;
      any = true;
      for (const l of s.lines) quantity[l.sku * slots + s.slot]! += l.accepted;
    }
    // Replenishments happen early in the week; stop after the first week entirely after `at`.
    if (!any && replenishAt(src, 0, w) > at + 7 * DAY_MS) break;
  }
  const lastDay = mskDay(at);
  for (let d = mskDay(src.cfg.historyStart); d <= lastDay; d++) {
    const o = src.orders(d);
    for (let i = 0; i < o.count; i++) {
      const t0 = orderTime(o, i);
      if (t0 > at) break;
      const key = o.sku[i]! * slots + slotOf(src, o.wh[i]!);
      quantity[key]!--;
      const t1 = firstStepTime(o, i);
      if (t1 > at) {
        inWayToClient[key]!++;
        continue;
      }
      let back: number;
      if (o.outcome[i] === OUT_CANCEL) {
        // Cancelled before shipping (app, technical): back at once; refused or expired: travels back.
        back = o.cancelType[i] === 1 || o.cancelType[i] === 2 ? t1 + BACK_TRAVEL_MS : t1;
      } else {
        const tr = returnTime(o, i);
        if (tr <= at) back = tr + BACK_TRAVEL_MS;
        else continue;
      }
      if (back <= at) quantity[key]!++;
      else inWayFromClient[key]!++;
    }
  }
  return { at, slots, quantity, inWayToClient, inWayFromClient };
}
