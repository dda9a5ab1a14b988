/**
 * The product page's reads (product.tabs.ts, product.economics.ts): prices and their history,
 * sales by Moscow day, the sizes with their cost in force, and what the unit economics calculator
 * starts from. Rows as PostgreSQL returns them: numerics and bigints as text.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { costAtSql } from '../product-costs/cost-at';

/** One account's card of the company. */
export type ProductKey = {
  companyId: string;
  accountId: string;
  nmId: number;
};

type Numeric = string | null;

const scopeOf = (ref: ProductKey) => sql`company_id = ${ref.companyId}::uuid
    AND account_id = ${ref.accountId}::uuid AND nm_id = ${ref.nmId}`;

// ——— Prices ———

export type CurrentPriceRow = {
  size_id: string;
  tech_size: string | null;
  price: Numeric;
  discount: Numeric;
  club_discount: Numeric;
  discounted_price: Numeric;
  club_discounted_price: Numeric;
  currency: string | null;
};

/** The price of each size of the card now, by size ID. */
export async function currentPrices(db: DbOrTx, ref: ProductKey): Promise<CurrentPriceRow[]> {
  const { rows } = await db.execute<CurrentPriceRow>(sql`
    SELECT pr.size_id, ps.tech_size, pr.price, pr.discount, pr.club_discount,
           pr.discounted_price, pr.club_discounted_price, pr.currency
      FROM (SELECT * FROM prices WHERE ${scopeOf(ref)}) pr
      LEFT JOIN product_sizes ps ON ps.account_id = pr.account_id AND ps.chrt_id = pr.size_id
     ORDER BY pr.size_id`);
  return rows;
}

export type PriceChangeRow = {
  size_id: string;
  tech_size: string | null;
  price: Numeric;
  discount: Numeric;
  changed_at: Date | string;
};

/** The card's last `take` price changes, the newest first. */
export async function priceChanges(
  db: DbOrTx,
  ref: ProductKey,
  take: number,
): Promise<PriceChangeRow[]> {
  const { rows } = await db.execute<PriceChangeRow>(sql`
    SELECT h.size_id, ps.tech_size, h.price, h.discount, h.changed_at
      FROM (SELECT * FROM price_history WHERE ${scopeOf(ref)}
             ORDER BY changed_at DESC, id DESC LIMIT ${take}) h
      LEFT JOIN product_sizes ps ON ps.account_id = h.account_id AND ps.chrt_id = h.size_id
     ORDER BY h.changed_at DESC, h.id DESC`);
  return rows;
}

// ——— Sales by day ———

export type SalesDayRow = {
  day: string;
  orders_count: string;
  orders_sum: string;
  cancel_count: string;
  buyouts_count: string;
  buyouts_sum: string;
  returns_count: string;
  returns_sum: string;
  revenue: string;
  for_pay_sum: string;
};

/**
 * Every day `from`..`to` (both included) of the card from the sales_daily rollup, zeros on a day
 * without sales; revenue = buyouts − returns. Raw SQL: the sales module exports no such read.
 */
export async function salesByDay(
  db: DbOrTx,
  ref: ProductKey,
  period: { from: string; to: string },
): Promise<SalesDayRow[]> {
  const { rows } = await db.execute<SalesDayRow>(sql`
    SELECT to_char(g.day, 'YYYY-MM-DD') AS day,
           coalesce(d.orders_count, 0) AS orders_count, coalesce(d.orders_sum, 0) AS orders_sum,
           coalesce(d.cancel_count, 0) AS cancel_count,
           coalesce(d.buyouts_count, 0) AS buyouts_count,
           coalesce(d.buyouts_sum, 0) AS buyouts_sum,
           coalesce(d.returns_count, 0) AS returns_count,
           coalesce(d.returns_sum, 0) AS returns_sum,
           coalesce(d.buyouts_sum, 0) - coalesce(d.returns_sum, 0) AS revenue,
           coalesce(d.for_pay_sum, 0) AS for_pay_sum
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') AS g(day)
      LEFT JOIN sales_daily d
        ON d.company_id = ${ref.companyId}::uuid AND d.account_id = ${ref.accountId}::uuid
       AND d.nm_id = ${ref.nmId} AND d.day = g.day::date
     ORDER BY g.day`);
  return rows;
}

// ——— Sizes with their cost ———

/** A cost version in force (costAtSql's columns); all null without one. */
export type CostAtRow = {
  unit_cost: Numeric;
  currency: string | null;
  valid_from: Date | string | null;
  unit_cost_rub: Numeric;
};

export type SizeCostRow = CostAtRow & {
  chrt_id: string;
  tech_size: string | null;
  price: Numeric;
  discount: Numeric;
  discounted_price: Numeric;
};

// The key as a row, so costAtSql's expressions name columns and the values stay parameters.
const costKey = (ref: ProductKey, day: string) =>
  sql`(SELECT ${ref.accountId}::uuid AS account_id, ${ref.nmId}::bigint AS nm_id,
    ${day}::date AS day) k`;

/** Per size of the card, by size ID: the price now and the cost in force on `day`. */
export async function sizesWithCostAt(
  db: DbOrTx,
  ref: ProductKey,
  day: string,
): Promise<SizeCostRow[]> {
  const { rows } = await db.execute<SizeCostRow>(sql`
    SELECT ps.chrt_id, ps.tech_size, pr.price, pr.discount, pr.discounted_price,
           c.unit_cost, c.currency, c.valid_from, c.unit_cost_rub
      FROM ${costKey(ref, day)}
      JOIN product_sizes ps ON ps.account_id = k.account_id AND ps.nm_id = k.nm_id
      LEFT JOIN prices pr ON pr.account_id = ps.account_id AND pr.nm_id = ps.nm_id
                         AND pr.size_id = ps.chrt_id
      LEFT JOIN LATERAL (${sql.raw(costAtSql('k.account_id', 'k.nm_id', 'ps.chrt_id', 'k.day'))}) c
        ON true
     WHERE ps.company_id = ${ref.companyId}::uuid
     ORDER BY ps.chrt_id`);
  return rows;
}

/** The product-wide cost version in force on `day`, or undefined. */
export async function productCostAt(
  db: DbOrTx,
  ref: ProductKey,
  day: string,
): Promise<CostAtRow | undefined> {
  const { rows } = await db.execute<CostAtRow>(sql`
    SELECT c.* FROM ${costKey(ref, day)}
      JOIN LATERAL (${sql.raw(costAtSql('k.account_id', 'k.nm_id', 'NULL', 'k.day'))}) c ON true`);
  return rows[0];
}

// ——— What the unit economics calculator starts from ———

/** The card's subject and packed dimensions, or undefined. */
export async function productDimensions(db: DbOrTx, ref: ProductKey) {
  const { rows } = await db.execute<{
    subject_id: string | number | null;
    length: Numeric;
    width: Numeric;
    height: Numeric;
  }>(sql`SELECT subject_id, length, width, height FROM products WHERE ${scopeOf(ref)}`);
  return rows[0];
}

export type CommissionRow = {
  subject_id: string | number;
  subject_name: string | null;
  valid_from: string;
  fbw: Numeric;
  fbs: Numeric;
  dbs: Numeric;
  edbs: Numeric;
  pickup: Numeric;
  booking: Numeric;
};

/**
 * The commission of the card's subject in force on `day`, or undefined. Raw SQL: the tariffs
 * module exports no reads.
 */
export async function commissionOfProduct(
  db: DbOrTx,
  ref: ProductKey,
  day: string,
): Promise<CommissionRow | undefined> {
  const { rows } = await db.execute<CommissionRow>(sql`
    SELECT c.subject_id, c.subject_name, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
           c.fbw, c.fbs, c.dbs, c.edbs, c.pickup, c.booking
      FROM products p
      JOIN LATERAL (SELECT * FROM wb_commissions wc
                     WHERE wc.subject_id = p.subject_id AND wc.valid_from <= ${day}::date
                     ORDER BY wc.valid_from DESC LIMIT 1) c ON true
     WHERE p.company_id = ${ref.companyId}::uuid AND p.account_id = ${ref.accountId}::uuid
       AND p.nm_id = ${ref.nmId}`);
  return rows[0];
}

export type BoxTariffRow = {
  warehouse_name: string;
  geo_name: string | null;
  valid_from: string;
  delivery_base: Numeric;
  delivery_liter: Numeric;
  mp_delivery_base: Numeric;
  mp_delivery_liter: Numeric;
  storage_base: Numeric;
  storage_liter: Numeric;
  /** The first version WB announced after `day` (null without one) and its values. */
  next_from: string | null;
  next_delivery_base: Numeric;
  next_delivery_liter: Numeric;
  next_mp_delivery_base: Numeric;
  next_mp_delivery_liter: Numeric;
  next_storage_base: Numeric;
  next_storage_liter: Numeric;
};

/**
 * Per warehouse by name: the box tariff version in force on `day`, and the first one WB
 * announced after it. Raw SQL: the tariffs module exports no reads.
 */
export async function boxTariffsAround(db: DbOrTx, day: string): Promise<BoxTariffRow[]> {
  const { rows } = await db.execute<BoxTariffRow>(sql`
    SELECT cur.*, to_char(nxt.valid_from, 'YYYY-MM-DD') AS next_from,
           nxt.delivery_base AS next_delivery_base, nxt.delivery_liter AS next_delivery_liter,
           nxt.mp_delivery_base AS next_mp_delivery_base,
           nxt.mp_delivery_liter AS next_mp_delivery_liter,
           nxt.storage_base AS next_storage_base, nxt.storage_liter AS next_storage_liter
      FROM (SELECT DISTINCT ON (warehouse_name) warehouse_name, geo_name,
                   to_char(valid_from, 'YYYY-MM-DD') AS valid_from, delivery_base,
                   delivery_liter, mp_delivery_base, mp_delivery_liter, storage_base,
                   storage_liter
              FROM wb_box_tariffs WHERE valid_from <= ${day}::date
             ORDER BY warehouse_name, valid_from DESC) cur
      LEFT JOIN LATERAL (SELECT * FROM wb_box_tariffs n
                          WHERE n.warehouse_name = cur.warehouse_name
                            AND n.valid_from > ${day}::date
                          ORDER BY n.valid_from LIMIT 1) nxt ON true
     ORDER BY cur.warehouse_name`);
  return rows;
}

/**
 * The card's acquiring fees and their base (the sales' retail price with discount) of the `days`
 * days up to `day` (included) from the finance_daily rollup; null without sales. Raw SQL: the
 * finance module exports no such read.
 */
export async function acquiringOfSales(
  db: DbOrTx,
  ref: ProductKey,
  day: string,
  days: number,
): Promise<{ fee: Numeric; base: Numeric } | undefined> {
  const { rows } = await db.execute<{ fee: Numeric; base: Numeric }>(sql`
    SELECT sum(acquiring_fee) AS fee, sum(retail_price_with_disc) AS base
      FROM finance_daily
     WHERE ${scopeOf(ref)} AND document_type = 'Продажа'
       AND day > ${day}::date - ${days}::int AND day <= ${day}::date`);
  return rows[0];
}
