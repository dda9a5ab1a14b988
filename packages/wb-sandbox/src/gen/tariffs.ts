/**
 * Tariffs by warehouse and date. Each warehouse's coefficients drift every two weeks, so tariffs
 * "vary by warehouse and date"; finance logistics rows are priced with the same functions, so
 * the report agrees with the tariffs API.
 */
import type { Warehouse } from '../data/warehouses.ts';
import { hash32 } from './rng.ts';

const EPOCH_DAYS = 14;
/** First-litre and extra-litre logistics at coefficient 100 %, roubles. */
const DELIVERY_BASE = 46;
const DELIVERY_LITER = 14;
/** Storage per litre per day at coefficient 100 %, roubles. */
const STORAGE_BASE = 0.08;
const STORAGE_LITER = 0.08;

export function tariffEpoch(day: number): number {
  return Math.floor(day / EPOCH_DAYS);
}

export function epochFirstDay(epoch: number): number {
  return epoch * EPOCH_DAYS;
}

/** Box logistics coefficient of a warehouse on a day, % (e.g. 195). */
export function deliveryCoef(w: Warehouse, day: number): number {
  const h = hash32(w.id, tariffEpoch(day), 0xde1);
  return Math.max(100, Math.round((w.coef * (0.92 + (h % 160) / 1000)) / 5) * 5);
}

export function storageCoef(w: Warehouse, day: number): number {
  const h = hash32(w.id, tariffEpoch(day), 0x5701);
  return Math.max(100, Math.round((w.coef * 0.8 + (h % 40)) / 5) * 5);
}

export function marketplaceCoef(w: Warehouse, day: number): number {
  return Math.max(100, Math.round((deliveryCoef(w, day) * 0.85) / 5) * 5);
}

const r2 = (v: number) => Math.round(v * 100) / 100;

export interface BoxTariff {
  deliveryBase: number;
  deliveryLiter: number;
  deliveryCoef: number;
  mpBase: number;
  mpLiter: number;
  mpCoef: number;
  storageBase: number;
  storageLiter: number;
  storageCoef: number;
}

export function boxTariff(w: Warehouse, day: number): BoxTariff {
  const dc = deliveryCoef(w, day);
  const mc = marketplaceCoef(w, day);
  const sc = storageCoef(w, day);
  return {
    deliveryBase: r2((DELIVERY_BASE * dc) / 100),
    deliveryLiter: r2((DELIVERY_LITER * dc) / 100),
    deliveryCoef: dc,
    mpBase: r2((DELIVERY_BASE * mc) / 100),
    mpLiter: r2((DELIVERY_LITER * mc) / 100),
    mpCoef: mc,
    storageBase: r2((STORAGE_BASE * sc) / 100),
    storageLiter: r2((STORAGE_LITER * sc) / 100),
    storageCoef: sc,
  };
}

/** Logistics of one unit of volume `v` litres, kopecks (DOMAIN.md §9 formula). */
export function logisticsKop(w: Warehouse, day: number, v: number, fbs: boolean): number {
  const t = boxTariff(w, day);
  const base = fbs ? t.mpBase : t.deliveryBase;
  const liter = fbs ? t.mpLiter : t.deliveryLiter;
  return Math.round((base + liter * Math.max(0, v - 1)) * 100);
}

/** Storage of one unit for one day, kopecks (fractional kopecks kept for summing). */
export function storageKopPerDay(w: Warehouse, day: number, v: number): number {
  const t = boxTariff(w, day);
  return (t.storageBase + t.storageLiter * Math.max(0, v - 1)) * 100;
}

/** Acceptance coefficient: −1 closed, 0 free, ≥ 1 multiplier. */
export function acceptanceCoefficient(w: Warehouse, day: number, boxTypeID: number): number {
  const h = hash32(w.id, day, boxTypeID, 0xacc);
  const u = h % 100;
  if (u < 10) return -1;
  if (u < 40) return 0;
  if (u < 70) return 1;
  return 2 + ((h >>> 8) % 9);
}

export function acceptanceAllowUnload(w: Warehouse, day: number, boxTypeID: number): boolean {
  return (
    acceptanceCoefficient(w, day, boxTypeID) !== -1 &&
    hash32(w.id, day, boxTypeID, 0xa11) % 20 !== 0
  );
}

/** Base acceptance price per unit (not in WB's API; the sandbox's stand-in), kopecks. */
export const ACCEPTANCE_BASE_KOP = 150;
