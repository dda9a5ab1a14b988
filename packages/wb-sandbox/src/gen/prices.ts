/**
 * Price schedule: each card's price and seller discount change every few weeks, deterministically.
 * Orders use the price of their day; the prices API shows today's (or an uploaded override).
 */
import type { Product } from './catalog.ts';
import { hash32 } from './rng.ts';

const EPOCH_DAYS = 28;

export interface PricePoint {
  /** Price before discounts, roubles (WB prices are whole roubles). */
  price: number;
  /** Seller discount, %. */
  discount: number;
  /** WB Club discount, %. */
  clubDiscount: number;
}

export function priceAt(seed: number, p: Product, day: number): PricePoint {
  const epoch = Math.floor((day + (p.idx % EPOCH_DAYS)) / EPOCH_DAYS);
  const h = hash32(seed, 0x9e1, p.idx, epoch);
  const factor = 0.9 + ((h % 1000) / 1000) * 0.25;
  return {
    price: Math.max(100, Math.round((p.basePrice * factor) / 10) * 10),
    discount: 10 + ((h >>> 10) % 41),
    clubDiscount: (h >>> 20) % 4 === 0 ? 0 : 3 + ((h >>> 22) % 5),
  };
}

/** Price with the seller discount, kopecks. */
export function discountedKop(price: number, discount: number): number {
  return Math.round(price * (100 - discount));
}
