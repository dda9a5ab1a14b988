/**
 * Everything generated for one seller, computed lazily and cached: catalogue, orders per day,
 * event indexes, supplies per week, stock snapshots and realization reports.
 */
import { buildCatalog, type Catalog } from './catalog.ts';
import { DailyStock } from './daily-stock.ts';
import { buildEventDay, type EventDay, type EventView } from './events.ts';
import { buildFinanceWeek, type FinanceRows } from './finance.ts';
import { Lru } from './lru.ts';
import { generateDay, type DayOrders } from './orders.ts';
import { buildStocks, openingStock, type StockSnapshot } from './stocks.ts';
import { buildSupplyWeek, type Supply } from './supplies.ts';
import type { SellerConfig } from './seller.ts';
import type { OrderSource } from './source.ts';

/** Orders kept in memory per seller (≈ 40 bytes each). */
const ORDER_CACHE = 3_000_000;
/** Stock snapshots are recomputed every 30 minutes of sandbox time ("обновляются 1 раз в 30 минут"). */
export const STOCK_REFRESH_MS = 30 * 60_000;

export class SellerData implements OrderSource {
  private catalogValue: Catalog | null = null;
  private readonly days = new Lru<number, DayOrders>(ORDER_CACHE, (d) => d.count);
  private readonly events = new Lru<string, EventDay>(ORDER_CACHE * 2, (e) => e.n);
  private readonly supplies = new Map<number, Supply[]>();
  private readonly finance = new Lru<number, FinanceRows>(1_500_000, (f) => f.n);
  private readonly stocks = new Lru<number, StockSnapshot>(2);
  private opening: Int32Array | null = null;
  private daily: DailyStock | null = null;

  constructor(readonly cfg: SellerConfig) {}

  get catalog(): Catalog {
    return (this.catalogValue ??= buildCatalog(this.cfg));
  }

  orders(day: number): DayOrders {
    return this.days.get(day, () => generateDay(this.cfg, this.catalog, day));
  }

  eventDay(view: EventView, day: number): EventDay {
    return this.events.get(`${view}:${day}`, () => buildEventDay(view, day, (d) => this.orders(d)));
  }

  supplyWeek(week: number): Supply[] {
    let s = this.supplies.get(week);
    if (!s) this.supplies.set(week, (s = buildSupplyWeek(this, week)));
    return s;
  }

  financeWeek(week: number): FinanceRows {
    return this.finance.get(week, () => buildFinanceWeek(this, week, this.supplyWeek(week)));
  }

  /** Stock snapshot as of the last 30-minute refresh not after `now`. */
  stockAt(now: number): StockSnapshot {
    const at = Math.floor(now / STOCK_REFRESH_MS) * STOCK_REFRESH_MS;
    const opening = this.openingStock();
    return this.stocks.get(at, () => buildStocks(this, at, opening, (w) => this.supplyWeek(w)));
  }

  /** Stock at the end of each Moscow day (the paid-storage report), walked day by day. */
  get dailyStock(): DailyStock {
    return (this.daily ??= new DailyStock(
      this,
      () => this.openingStock(),
      (w) => this.supplyWeek(w),
    ));
  }

  private openingStock(): Int32Array {
    return (this.opening ??= openingStock(this));
  }
}
