/**
 * Ad campaigns and their spend documents (`/adv/v1/upd`). Spend paid from the WB balance also
 * appears as a deduction («Оказание услуг «ВБ.Продвижение»») in that week's realization report.
 */
import { CAMPAIGN_NAMES } from '../data/names.ts';
import { hash32 } from './rng.ts';
import { dayStart } from './time.ts';
import type { SellerConfig } from './seller.ts';

export interface Campaign {
  advertId: number;
  campName: string;
  advertType: number;
  paymentType: string;
  advertStatus: number;
}

export interface Upd {
  updNum: number;
  updTime: number;
  /** Roubles (WB: integer in the account currency). */
  updSum: number;
  campaign: Campaign;
}

const PAYMENT_TYPES = ['Баланс', 'Баланс', 'Баланс', 'Счёт', 'Бонусы', 'Кэшбэк'];

export function campaigns(cfg: SellerConfig): Campaign[] {
  const n = 3 + (cfg.seed % 3);
  return Array.from({ length: n }, (_, i) => ({
    advertId: 20_000_000 + (hash32(cfg.seed, 0xad, i) % 9_000_000),
    campName: CAMPAIGN_NAMES[(cfg.seed + i) % CAMPAIGN_NAMES.length]!,
    advertType: i % 2 === 0 ? 8 : 9,
    paymentType: PAYMENT_TYPES[hash32(cfg.seed, 0xae, i) % PAYMENT_TYPES.length]!,
    advertStatus: i === n - 1 ? 11 : 9,
  }));
}

/** Spend documents of one Moscow day (none before the history starts). */
export function updsOfDay(cfg: SellerConfig, day: number): Upd[] {
  if (dayStart(day) < cfg.historyStart) return [];
  const scale = Math.max(1, cfg.scale.ordersPerDay / 150);
  const out: Upd[] = [];
  campaigns(cfg).forEach((c, i) => {
    const h = hash32(cfg.seed, 0xaf, i, day);
    if (h % 10 < 2) return; // not every campaign spends every day
    out.push({
      updNum: c.paymentType === 'Счёт' ? 100_000 + (h % 900_000) : 0,
      updTime: dayStart(day) + (h % 86_000) * 1000,
      updSum: Math.round((100 + ((h >>> 8) % 2900)) * scale),
      campaign: c,
    });
  });
  return out.sort((a, b) => a.updTime - b.updTime);
}
