import { mskDate, type IsoDate } from '@wb/shared/dates/msk';
import { Dec, toMoneyString, type MoneyString } from '@wb/shared/money/money';
import type { OrderRow } from '@wb/shared/orders/orders.contract';

/**
 * The orders of one Moscow business day, with their count and their order sum
 * (docs/domain.md#money-figures: the price after the seller's discount, as on every page).
 */
export interface FeedDay {
  day: IsoDate;
  orders: OrderRow[];
  /** Σ priceWithDisc of the day's orders (cancelled ones included: ordered). */
  sum: MoneyString;
}

/**
 * Groups orders (newest first) by Moscow day (business dates are Moscow time,
 * docs/product.md#dates-and-periods), keeping the order; an order repeated across pages (arrived
 * while paging) is shown once.
 */
export function groupByDay(orders: readonly OrderRow[]): FeedDay[] {
  const seen = new Set<string>();
  const days = new Map<IsoDate, OrderRow[]>();
  for (const order of orders) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    const day = mskDate(order.date);
    const list = days.get(day);
    if (list) list.push(order);
    else days.set(day, [order]);
  }
  return [...days].map(([day, list]) => ({
    day,
    orders: list,
    sum: toMoneyString(
      list.reduce(
        (total, o) => (o.priceWithDisc ? total.plus(o.priceWithDisc) : total),
        new Dec(0),
      ),
    ),
  }));
}
