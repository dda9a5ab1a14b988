/** A registered seller: everything the generator needs to know about it. */
export interface Scale {
  products: number;
  /** Days of history before registration. */
  days: number;
  ordersPerDay: number;
}

export interface SellerConfig {
  sid: string;
  name: string;
  seed: number;
  scale: Scale;
  /** 00:00 MSK of the first day with orders. */
  historyStart: number;
  tin: string;
  tradeMark: string;
}

export const DEFAULT_SCALE: Scale = { products: 60, days: 120, ordersPerDay: 150 };

export const MAX_SCALE: Scale = { products: 100_000, days: 800, ordersPerDay: 200_000 };
