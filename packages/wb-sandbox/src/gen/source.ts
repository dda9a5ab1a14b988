/** What the derived generators (supplies, stocks, finance) read: config, catalogue, cached days. */
import type { Catalog } from './catalog.ts';
import type { DayOrders } from './orders.ts';
import type { SellerConfig } from './seller.ts';

export interface OrderSource {
  readonly cfg: SellerConfig;
  readonly catalog: Catalog;
  orders(day: number): DayOrders;
}
