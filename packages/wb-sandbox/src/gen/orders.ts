/**
 * Orders of one Moscow day as compact typed arrays (≈40 bytes per order), so a million orders fit
 * in tens of megabytes. Everything about an order — its fate (cancel / buyout / return) and when
 * each step happens — is decided here, once, from (seed, day, index); what a response shows
 * depends only on which of those instants are not after the sandbox's "now".
 */
import { pickWeighted, Rng, hash32, hexFrom } from './rng.ts';
import { DAY_MS, dayStart, mskDay } from './time.ts';
import type { Catalog } from './catalog.ts';
import type { SellerConfig } from './seller.ts';

export const OUT_BUYOUT = 0;
export const OUT_CANCEL = 1;
export const OUT_RETURN = 2;
export const OUT_RETURN_DEFECTIVE = 3;

export const CANCEL_TYPES = ['app', 'receipt', 'expire', 'other'] as const;

/** No status change happens later than this many days after the order. */
export const MAX_TAIL_DAYS = 18;

export interface DayOrders {
  day: number;
  count: number;
  /** Seconds since 00:00 MSK, ascending. */
  sec: Int32Array;
  sku: Int32Array;
  /** ≥ 0: index into catalog.wbWarehouses (FBW); < 0: −1 − index into catalog.own (FBS). */
  wh: Int16Array;
  region: Uint16Array;
  spp: Uint8Array;
  outcome: Uint8Array;
  cancelType: Uint8Array;
  /** Seconds from the order to its cancel or buyout. */
  d1: Int32Array;
  /** Seconds from the buyout to the return (0 = no return). */
  d2: Int32Array;
  /** Seconds the statistics service lags behind an event ("обновляются раз в 30 минут"). */
  lag: Uint16Array;
  /** Index of the first order of the same basket (gNumber). */
  basket: Int32Array;
  b2b: Uint8Array;
}

// Share of orders per hour of the Moscow day: quiet nights, busy evenings.
const HOURS = [
  2, 1.2, 0.8, 0.6, 0.6, 0.8, 1.5, 2.5, 3.5, 4.2, 4.6, 4.8, 5, 5, 5, 5, 5.2, 5.5, 6, 6.5, 6.8, 6.5,
  5, 3.5,
];
const HOUR_CUM = (() => {
  const c = new Float64Array(24);
  let s = 0;
  HOURS.forEach((h, i) => {
    s += h;
    c[i] = s;
  });
  return c;
})();
const WEEKDAY = [1.1, 0.97, 0.95, 0.96, 0.98, 1.02, 1.12]; // index: day % 7 (0 = Thursday)

export function ordersCount(cfg: SellerConfig, day: number): number {
  if (dayStart(day) < cfg.historyStart) return 0;
  const trend = 1 + 0.1 * Math.sin((day % 365) / 58);
  const noise = 0.92 + (hash32(cfg.seed, 0x0c, day) % 1000) / 6250;
  const n = cfg.scale.ordersPerDay * WEEKDAY[((day % 7) + 7) % 7]! * trend * noise;
  return Math.max(0, Math.round(n));
}

/** Cumulative popularity of cards that exist (and are not trashed) at the start of the day. */
function activeCumulative(catalog: Catalog, start: number): Float64Array {
  const c = new Float64Array(catalog.products.length);
  let s = 0;
  for (const p of catalog.products) {
    if (p.createdAt < start && p.trashedAt === null) s += p.popularity;
    c[p.idx] = s;
  }
  return c;
}

export function generateDay(cfg: SellerConfig, catalog: Catalog, day: number): DayOrders {
  const n = ordersCount(cfg, day);
  const rng = new Rng(cfg.seed, 0x0d, day);
  const o: DayOrders = {
    day,
    count: n,
    sec: new Int32Array(n),
    sku: new Int32Array(n),
    wh: new Int16Array(n),
    region: new Uint16Array(n),
    spp: new Uint8Array(n),
    outcome: new Uint8Array(n),
    cancelType: new Uint8Array(n),
    d1: new Int32Array(n),
    d2: new Int32Array(n),
    lag: new Uint16Array(n),
    basket: new Int32Array(n),
    b2b: new Uint8Array(n),
  };
  if (n === 0) return o;
  for (let i = 0; i < n; i++) {
    const hour = pickWeighted(HOUR_CUM, rng.next());
    o.sec[i] = hour * 3600 + Math.floor(rng.next() * 3600);
  }
  o.sec.sort();
  const cum = activeCumulative(catalog, dayStart(day));
  const hasProducts = (cum[cum.length - 1] ?? 0) > 0;
  const ownCount = catalog.own.length;
  for (let i = 0; i < n; i++) {
    const p = catalog.products[hasProducts ? pickWeighted(cum, rng.next()) : 0]!;
    o.sku[i] = p.sizes[Math.floor(rng.next() * p.sizes.length)]!.sku;
    const fbs = ownCount > 0 && rng.chance(0.1);
    o.wh[i] = fbs
      ? -1 - Math.floor(rng.next() * ownCount)
      : pickWeighted(catalog.wbWeights, rng.next());
    o.region[i] = pickWeighted(catalog.regionCumulative, rng.next());
    o.spp[i] = rng.int(5, 30);
    o.b2b[i] = rng.chance(0.02) ? 1 : 0;
    o.lag[i] = rng.int(300, 2100);
    o.basket[i] = i > 0 && rng.chance(0.15) ? o.basket[i - 1]! : i;
    const u = rng.next();
    if (u < 0.22) {
      o.outcome[i] = OUT_CANCEL;
      const t = rng.next();
      const type = t < 0.45 ? 0 : t < 0.75 ? 1 : t < 0.9 ? 2 : 3;
      o.cancelType[i] = type;
      o.d1[i] =
        type === 0
          ? rng.int(600, 36 * 3600)
          : type === 1
            ? rng.int(2 * 86400, 7 * 86400)
            : type === 2
              ? rng.int(7 * 86400, 9 * 86400)
              : rng.int(60, 12 * 3600);
    } else {
      o.d1[i] = rng.int(86400, 7 * 86400);
      const r = rng.next();
      if (r < 0.04) {
        o.outcome[i] = r < 0.01 ? OUT_RETURN_DEFECTIVE : OUT_RETURN;
        o.d2[i] = rng.int(86400, 10 * 86400);
      } else {
        o.outcome[i] = OUT_BUYOUT;
      }
    }
  }
  return o;
}

/** Instant of the order. */
export function orderTime(o: DayOrders, i: number): number {
  return dayStart(o.day) + o.sec[i]! * 1000;
}

/** Instant of the cancel (outcome cancel) or buyout (other outcomes). */
export function firstStepTime(o: DayOrders, i: number): number {
  return orderTime(o, i) + o.d1[i]! * 1000;
}

/** Instant of the return, or Infinity. */
export function returnTime(o: DayOrders, i: number): number {
  return o.d2[i]! > 0 ? firstStepTime(o, i) + o.d2[i]! * 1000 : Infinity;
}

/** WB order id (`srid`): unique per seller, stable. */
export function srid(seed: number, day: number, i: number): string {
  return `${hexFrom(12, seed, day, i)}${day.toString(16)}${i.toString(16).padStart(6, '0')}${hexFrom(8, seed, i, day)}`;
}

/** Buyer basket id (`gNumber`, statistics) — digits only, like WB's. */
export function gNumber(seed: number, day: number, basketIndex: number): string {
  return `${(hash32(seed, day, basketIndex, 1) % 900_000_000) + 100_000_000}${day}${basketIndex.toString().padStart(6, '0')}`;
}

/** Numeric id unique per (day, index), used for sale ids, shk ids, stickers. */
export function orderSerial(day: number, i: number): number {
  return (day - 19000) * 1_000_000 + i;
}

export const dayOf = mskDay;
export const DAY = DAY_MS;
