/**
 * The product page's tabs over the synced WB data: the price of each size now with the history of
 * changes, the stock per warehouse and size, and sales by Moscow day from the rollup.
 */
import { mskDate, toDec } from '@wb/shared';
import {
  PRICE_HISTORY_LIMIT,
  SALES_MAX_DAYS,
  type ProductPrices,
  type ProductSales,
  type ProductStocks,
  type SalesDay,
} from '@wb/shared/products/product.contract';
import type { Db } from '../../db/client';
import { ownStockOfProduct } from '../warehouse/own-stock';
import { stocksOfProduct } from '../wb-stocks/wb-stocks.repository';
import { currentPrices, priceChanges, salesByDay } from './product.repository';
import { instant, num, text } from './product.rows';
import type { ProductRef } from './product.service';
import { bad } from './products.errors';

// ——— Prices ———

export async function getPrices(
  db: Db,
  ref: ProductRef,
  limit = PRICE_HISTORY_LIMIT,
): Promise<ProductPrices> {
  const current = await currentPrices(db, ref);
  // One more than shown tells whether the history goes on.
  const history = await priceChanges(db, ref, limit + 1);
  return {
    current: current.map((r) => ({
      chrtId: String(r.size_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      clubDiscount: text(r.club_discount),
      discountedPrice: text(r.discounted_price),
      clubDiscountedPrice: text(r.club_discounted_price),
      currency: text(r.currency),
    })),
    history: history.slice(0, limit).map((r) => ({
      chrtId: String(r.size_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      changedAt: instant(r.changed_at)!,
    })),
    historyTruncated: history.length > limit,
  };
}

// ——— Stocks ———

/** WB's stock of the last snapshot, and the seller's own warehouses' from the ledger. */
export async function getStocks(db: Db, ref: ProductRef): Promise<ProductStocks> {
  const [rows, own] = await Promise.all([stocksOfProduct(db, ref), ownStockOfProduct(db, ref)]);
  const items = rows.map((r) => ({
    source: r.source as 'wb' | 'seller',
    warehouseId: Number(r.warehouse_id),
    warehouseName: text(r.warehouse_name),
    hidden: r.hidden,
    chrtId: String(r.chrt_id),
    techSize: text(r.tech_size),
    quantity: num(r.quantity),
    inWayToClient: num(r.in_way_to_client),
    inWayFromClient: num(r.in_way_from_client),
    takenAt: instant(r.taken_at)!,
  }));
  const sum = (key: 'quantity' | 'inWayToClient' | 'inWayFromClient') =>
    items.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    rows: items,
    totals: {
      quantity: sum('quantity'),
      inWayToClient: sum('inWayToClient'),
      inWayFromClient: sum('inWayFromClient'),
    },
    own,
  };
}

// ——— Sales by day ———

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The period of the series: `to` defaults to today (Moscow), `from` to 29 days before it. */
export function salesPeriod(from?: string, to?: string): { from: string; to: string } {
  const end = to ?? mskDate();
  const start = from ?? addDays(end, -29);
  if (start > end) {
    throw bad('Начало периода позже конца', {
      'querystring.from': ['Начало периода позже конца'],
    });
  }
  if (daysBetween(start, end) + 1 > SALES_MAX_DAYS) {
    const message = `Период — не больше ${SALES_MAX_DAYS} дней`;
    throw bad(message, { 'querystring.from': [message] });
  }
  return { from: start, to: end };
}

const SALES_MONEY = ['ordersSum', 'buyoutsSum', 'returnsSum', 'revenue', 'forPaySum'] as const;
const SALES_COUNTS = ['ordersCount', 'cancelCount', 'buyoutsCount', 'returnsCount'] as const;

/** Every Moscow day of the period from the sales_daily rollup (never the raw rows). */
export async function getSales(
  db: Db,
  ref: ProductRef,
  period: { from: string; to: string },
): Promise<ProductSales> {
  const rows = await salesByDay(db, ref, period);
  const days: SalesDay[] = rows.map((r) => ({
    day: String(r.day),
    ordersCount: Number(r.orders_count),
    ordersSum: toDec(String(r.orders_sum)).toFixed(2),
    cancelCount: Number(r.cancel_count),
    buyoutsCount: Number(r.buyouts_count),
    buyoutsSum: toDec(String(r.buyouts_sum)).toFixed(2),
    returnsCount: Number(r.returns_count),
    returnsSum: toDec(String(r.returns_sum)).toFixed(2),
    revenue: toDec(String(r.revenue)).toFixed(2),
    forPaySum: toDec(String(r.for_pay_sum)).toFixed(2),
  }));
  const totals = {
    ...Object.fromEntries(
      SALES_COUNTS.map((k) => [k, days.reduce((n, d) => n + d[k], 0)] as const),
    ),
    ...Object.fromEntries(
      SALES_MONEY.map(
        (k) => [k, days.reduce((s, d) => s.plus(d[k]), toDec(0)).toFixed(2)] as const,
      ),
    ),
  } as ProductSales['totals'];
  return { ...period, days, totals };
}
