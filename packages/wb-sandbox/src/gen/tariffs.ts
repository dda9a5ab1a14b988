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
  return marketplaceOf(deliveryCoef(w, day));
}

const marketplaceOf = (dc: number) => Math.max(100, Math.round((dc * 0.85) / 5) * 5);

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
  return tariffOf(deliveryCoef(w, day), marketplaceCoef(w, day), storageCoef(w, day));
}

/** The tariffs of a warehouse with these coefficients, % (the coefficients are in the prices). */
function tariffOf(dc: number, mc: number, sc: number): BoxTariff {
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

/*
 * Announcements (docs/wb-notes.md#box-tariffs): WB sets tariffs ahead, `dtNextBox` is the day the
 * next one starts, `dtTillMax` the last day of the last one set. On day `today` the sandbox has set
 * its tariffs up to the end of the next epoch. That epoch's announcement is preliminary during the
 * first REVISE_DAY days of the current epoch, then revised to the final values (`boxTariff`'s,
 * so a day's tariff never changes once the day has come):
 * - a third of the warehouses announce a logistics coefficient 10 points above the final one
 *   (the change is corrected, or withdrawn where the final equals the tariff before);
 * - another third announce a storage raise from the epoch's day RAISE_DAY, which the revision
 *   withdraws (so the preliminary announcement has one more tariff start, RAISE_DAY).
 */
export const REVISE_DAY = 7;
export const RAISE_DAY = 7;

const dayInEpoch = (day: number) => day - epochFirstDay(tariffEpoch(day));

/** The last day with tariffs set, as seen on `today` (`dtTillMax`): the end of the next epoch. */
export function tariffsSetTill(today: number): number {
  return epochFirstDay(tariffEpoch(today) + 2) - 1;
}

/** Whether on `today` the announcement of `day`'s tariffs is still the preliminary one. */
function preliminary(day: number, today: number): boolean {
  return tariffEpoch(day) === tariffEpoch(today) + 1 && dayInEpoch(today) < REVISE_DAY;
}

/** Which preliminary change a warehouse gets in an epoch: 0 logistics, 1 storage raise. */
const revision = (w: Warehouse, epoch: number) => hash32(w.id, epoch, 0xa22) % 3;

/**
 * The box tariff WB shows on `today` for `day`: the actual one for a day that has come, the
 * announced one for a later day, null after the last tariff set.
 */
export function announcedBoxTariff(w: Warehouse, day: number, today: number): BoxTariff | null {
  if (day > tariffsSetTill(today)) return null;
  if (day <= today || !preliminary(day, today)) return boxTariff(w, day);
  const r = revision(w, tariffEpoch(day));
  const dc = deliveryCoef(w, day) + (r === 0 ? 10 : 0);
  const sc = storageCoef(w, day) + (r === 1 && dayInEpoch(day) >= RAISE_DAY ? 20 : 0);
  return tariffOf(dc, marketplaceOf(dc), sc);
}

/** The day the tariff after `day`'s starts, as announced on `today` (`dtNextBox`), or null. */
export function nextTariffDay(day: number, today: number): number | null {
  if (day > tariffsSetTill(today)) return null;
  if (preliminary(day, today) && dayInEpoch(day) < RAISE_DAY) {
    return epochFirstDay(tariffEpoch(day)) + RAISE_DAY;
  }
  const next = epochFirstDay(tariffEpoch(day) + 1);
  return next <= tariffsSetTill(today) ? next : null;
}

/** Logistics of one unit of volume `v` litres, kopecks (docs/domain.md#logistics). */
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
