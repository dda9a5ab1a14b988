import { mskDate, toDec, wbProductUrl } from '@wb/shared';
import {
  PRICE_HISTORY_LIMIT,
  SALES_MAX_DAYS,
  type CostAt,
  type ProductDetail,
  type ProductPrices,
  type ProductSales,
  type ProductStocks,
  type SalesDay,
  type UnitEconomicsData,
} from '@wb/shared/catalog/product.contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { HIDDEN_WB_WAREHOUSE_ID } from '../stocks/stocks.table';
import { costAtSql } from './cost-at';

type Row = Record<string, unknown>;

const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? v.toString() : null;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const instant = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();
const isoDate = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

export const productNotFound = () => notFound('Товар не найден');

/** The product (one account's card) every endpoint of the page works on. */
export interface ProductRef {
  companyId: string;
  accountId: string;
  account: string;
  nmId: number;
  accounts: { id: string; name: string }[];
}

/** An nmID as the path carries it, or null when it cannot be one (→ 404, like a foreign one). */
export function parseNmId(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The company's card of an nmID: of `accountId` when given, else of the account whose card is
 * out of the trash and was updated at WB last (the same cabinet connected twice holds two copies
 * of one card). 404 when the company has no such card.
 */
export async function resolveProduct(
  db: DbOrTx,
  companyId: string,
  nmIdParam: string,
  accountId?: string,
): Promise<ProductRef> {
  const nmId = parseNmId(nmIdParam);
  if (nmId === null) throw productNotFound();
  const { rows } = await db.execute<{ account_id: string; name: string }>(sql`
    SELECT p.account_id, a.name
      FROM products p JOIN wb_accounts a ON a.id = p.account_id
     WHERE p.company_id = ${companyId}::uuid AND p.nm_id = ${nmId}
     ORDER BY p.in_trash, p.wb_updated_at DESC NULLS LAST, a.name, p.account_id`);
  const chosen = accountId ? rows.find((r) => r.account_id === accountId) : rows[0];
  if (!chosen) throw productNotFound();
  return {
    companyId,
    nmId,
    accountId: chosen.account_id,
    account: chosen.name,
    accounts: rows.map((r) => ({ id: r.account_id, name: r.name })),
  };
}

// ——— General ———

/** l·w·h / 1000, exact; null while a dimension is unknown. */
export function volumeLitres(l: unknown, w: unknown, h: unknown): string | null {
  const parts = [l, w, h].map(text);
  if (parts.some((p) => p === null)) return null;
  const [a, b, c] = parts as [string, string, string];
  return toDec(a).times(b).times(c).div(1000).toFixed();
}

function characteristicValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => characteristicValue(v)).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function characteristicsOf(raw: unknown): ProductDetail['characteristics'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    if (!c || typeof c !== 'object') return [];
    const { id, name, value } = c as { id?: unknown; name?: unknown; value?: unknown };
    if (typeof name !== 'string') return [];
    return [{ id: typeof id === 'number' ? id : null, name, value: characteristicValue(value) }];
  });
}

/** WB photo sets ({big, c516x688, c246x328, square, …}): the largest and a small one. */
function photosOf(raw: unknown): ProductDetail['photos'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object') return [];
    const set = p as Record<string, unknown>;
    const pick = (...keys: string[]) =>
      keys.map((k) => set[k]).find((v): v is string => typeof v === 'string' && v !== '');
    const full = pick('big', 'hq', 'c516x688', 'c246x328', 'square');
    const thumb = pick('c246x328', 'c516x688', 'square', 'big', 'hq');
    return full && thumb ? [{ full, thumb }] : [];
  });
}

export async function getProduct(db: Db, ref: ProductRef): Promise<ProductDetail> {
  const { rows } = await db.execute<Row>(sql`
    SELECT p.nm_id, p.imt_id, p.title, p.brand, p.vendor_code, p.description, p.subject_id,
           coalesce(p.subject_name, s.name) AS subject_name, p.length, p.width, p.height,
           p.weight, p.raw -> 'dimensions' -> 'isValid' AS dimensions_valid, p.characteristics,
           p.photos, p.wb_created_at, p.wb_updated_at, p.in_trash, c.id AS category_id,
           c.name AS category_name
      FROM products p
      LEFT JOIN categories c ON c.id = p.category_id AND c.company_id = p.company_id
      LEFT JOIN wb_subjects s ON s.subject_id = p.subject_id
     WHERE p.company_id = ${ref.companyId}::uuid AND p.account_id = ${ref.accountId}::uuid
       AND p.nm_id = ${ref.nmId}`);
  const p = rows[0];
  if (!p) throw productNotFound();
  const sizes = await db.execute<Row>(sql`
    SELECT chrt_id, tech_size, wb_size, barcodes FROM product_sizes
     WHERE company_id = ${ref.companyId}::uuid AND account_id = ${ref.accountId}::uuid
       AND nm_id = ${ref.nmId}
     ORDER BY chrt_id`);
  return {
    nmId: ref.nmId,
    imtId: num(p.imt_id),
    accountId: ref.accountId,
    account: ref.account,
    accounts: ref.accounts,
    title: text(p.title),
    brand: text(p.brand),
    vendorCode: text(p.vendor_code),
    description: text(p.description),
    subjectId: num(p.subject_id),
    subjectName: text(p.subject_name),
    category:
      typeof p.category_id === 'string'
        ? { id: p.category_id, name: text(p.category_name) ?? '' }
        : null,
    dimensions: {
      length: text(p.length),
      width: text(p.width),
      height: text(p.height),
      weight: text(p.weight),
      volumeLitres: volumeLitres(p.length, p.width, p.height),
      isValid: typeof p.dimensions_valid === 'boolean' ? p.dimensions_valid : null,
    },
    sizes: sizes.rows.map((s) => ({
      chrtId: String(s.chrt_id),
      techSize: text(s.tech_size),
      wbSize: text(s.wb_size),
      barcodes: Array.isArray(s.barcodes) ? (s.barcodes as string[]) : [],
    })),
    characteristics: characteristicsOf(p.characteristics),
    photos: photosOf(p.photos),
    wbCreatedAt: instant(p.wb_created_at),
    wbUpdatedAt: instant(p.wb_updated_at),
    inTrash: p.in_trash === true,
    wbUrl: wbProductUrl(ref.nmId),
  };
}

// ——— Prices ———

export async function getPrices(
  db: Db,
  ref: ProductRef,
  limit = PRICE_HISTORY_LIMIT,
): Promise<ProductPrices> {
  const scope = sql`company_id = ${ref.companyId}::uuid AND account_id = ${ref.accountId}::uuid
    AND nm_id = ${ref.nmId}`;
  const current = await db.execute<Row>(sql`
    SELECT pr.size_id, ps.tech_size, pr.price, pr.discount, pr.club_discount,
           pr.discounted_price, pr.club_discounted_price, pr.currency
      FROM (SELECT * FROM prices WHERE ${scope}) pr
      LEFT JOIN product_sizes ps ON ps.account_id = pr.account_id AND ps.chrt_id = pr.size_id
     ORDER BY pr.size_id`);
  const history = await db.execute<Row>(sql`
    SELECT h.size_id, ps.tech_size, h.price, h.discount, h.changed_at
      FROM (SELECT * FROM price_history WHERE ${scope}
             ORDER BY changed_at DESC, id DESC LIMIT ${limit + 1}) h
      LEFT JOIN product_sizes ps ON ps.account_id = h.account_id AND ps.chrt_id = h.size_id
     ORDER BY h.changed_at DESC, h.id DESC`);
  return {
    current: current.rows.map((r) => ({
      chrtId: String(r.size_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      clubDiscount: text(r.club_discount),
      discountedPrice: text(r.discounted_price),
      clubDiscountedPrice: text(r.club_discounted_price),
      currency: text(r.currency),
    })),
    history: history.rows.slice(0, limit).map((r) => ({
      chrtId: String(r.size_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      changedAt: instant(r.changed_at)!,
    })),
    historyTruncated: history.rows.length > limit,
  };
}

// ——— Stocks ———

export async function getStocks(db: Db, ref: ProductRef): Promise<ProductStocks> {
  const { rows } = await db.execute<Row>(sql`
    SELECT s.source, s.warehouse_id, s.warehouse_name, s.chrt_id, ps.tech_size, s.quantity,
           s.in_way_to_client, s.in_way_from_client, s.taken_at
      FROM wb_stocks s
      LEFT JOIN product_sizes ps ON ps.account_id = s.account_id AND ps.chrt_id = s.chrt_id
     WHERE s.company_id = ${ref.companyId}::uuid AND s.account_id = ${ref.accountId}::uuid
       AND s.nm_id = ${ref.nmId}
     ORDER BY coalesce(s.quantity, 0) DESC, s.source, s.warehouse_name NULLS LAST, s.chrt_id`);
  const items = rows.map((r) => ({
    source: r.source as 'wb' | 'seller',
    warehouseId: Number(r.warehouse_id),
    warehouseName: text(r.warehouse_name),
    hidden: r.source === 'wb' && Number(r.warehouse_id) === HIDDEN_WB_WAREHOUSE_ID,
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
    throw new AppError('VALIDATION_FAILED', 'Начало периода позже конца', 400, {
      'querystring.from': ['Начало периода позже конца'],
    });
  }
  if (daysBetween(start, end) + 1 > SALES_MAX_DAYS) {
    const message = `Период — не больше ${SALES_MAX_DAYS} дней`;
    throw new AppError('VALIDATION_FAILED', message, 400, { 'querystring.from': [message] });
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
  const { rows } = await db.execute<Row>(sql`
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

// ——— Unit economics ———

export const BUYOUT_DAYS = 30;
export const ACQUIRING_DAYS = 90;

const costAt = (r: Row, prefix = ''): CostAt | null =>
  r[`${prefix}unit_cost`] === null || r[`${prefix}unit_cost`] === undefined
    ? null
    : {
        unitCost: String(r[`${prefix}unit_cost`]),
        currency: String(r[`${prefix}currency`]).trim(),
        validFrom: isoDate(r[`${prefix}valid_from`]),
        unitCostRub: text(r[`${prefix}unit_cost_rub`]),
      };

/** Per size: the price now and the cost in force on `day`; and the product-wide cost. */
export async function sizesWithCost(db: DbOrTx, ref: ProductRef, day: string) {
  // The key as a row, so costAtSql's expressions name columns and the values stay parameters.
  const key = sql`(SELECT ${ref.accountId}::uuid AS account_id, ${ref.nmId}::bigint AS nm_id,
    ${day}::date AS day) k`;
  const { rows } = await db.execute<Row>(sql`
    SELECT ps.chrt_id, ps.tech_size, pr.price, pr.discount, pr.discounted_price,
           c.unit_cost, c.currency, c.valid_from, c.unit_cost_rub
      FROM ${key}
      JOIN product_sizes ps ON ps.account_id = k.account_id AND ps.nm_id = k.nm_id
      LEFT JOIN prices pr ON pr.account_id = ps.account_id AND pr.nm_id = ps.nm_id
                         AND pr.size_id = ps.chrt_id
      LEFT JOIN LATERAL (${sql.raw(costAtSql('k.account_id', 'k.nm_id', 'ps.chrt_id', 'k.day'))}) c
        ON true
     WHERE ps.company_id = ${ref.companyId}::uuid
     ORDER BY ps.chrt_id`);
  const product = await db.execute<Row>(sql`
    SELECT c.* FROM ${key}
      JOIN LATERAL (${sql.raw(costAtSql('k.account_id', 'k.nm_id', 'NULL', 'k.day'))}) c ON true`);
  return {
    sizes: rows.map((r) => ({
      chrtId: String(r.chrt_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      discountedPrice: text(r.discounted_price),
      cost: costAt(r),
    })),
    productCost: product.rows[0] ? costAt(product.rows[0]) : null,
  };
}

export async function getUnitEconomicsData(db: Db, ref: ProductRef): Promise<UnitEconomicsData> {
  const today = mskDate();
  const scope = sql`company_id = ${ref.companyId}::uuid AND account_id = ${ref.accountId}::uuid
    AND nm_id = ${ref.nmId}`;
  const [costs, product, commission, tariffs, stock, buyout, acquiring, tax] = await Promise.all([
    sizesWithCost(db, ref, today),
    db.execute<Row>(sql`SELECT subject_id, length, width, height FROM products WHERE ${scope}`),
    db.execute<Row>(sql`
      SELECT c.subject_id, c.subject_name, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
             c.fbw, c.fbs, c.dbs, c.edbs, c.pickup, c.booking
        FROM products p
        JOIN LATERAL (SELECT * FROM wb_commissions wc
                       WHERE wc.subject_id = p.subject_id AND wc.valid_from <= ${today}::date
                       ORDER BY wc.valid_from DESC LIMIT 1) c ON true
       WHERE p.company_id = ${ref.companyId}::uuid AND p.account_id = ${ref.accountId}::uuid
         AND p.nm_id = ${ref.nmId}`),
    db.execute<Row>(sql`
      SELECT DISTINCT ON (warehouse_name) warehouse_name, geo_name,
             to_char(valid_from, 'YYYY-MM-DD') AS valid_from, delivery_base, delivery_liter,
             mp_delivery_base, mp_delivery_liter, storage_base, storage_liter
        FROM wb_box_tariffs WHERE valid_from <= ${today}::date
       ORDER BY warehouse_name, valid_from DESC`),
    db.execute<Row>(sql`
      SELECT warehouse_name, sum(coalesce(quantity, 0)) AS quantity FROM wb_stocks
       WHERE ${scope} AND source = 'wb' AND warehouse_name IS NOT NULL
       GROUP BY warehouse_name ORDER BY 2 DESC, 1`),
    db.execute<Row>(sql`
      SELECT coalesce(sum(orders_count), 0) AS orders, coalesce(sum(buyouts_count), 0) AS buyouts
        FROM sales_daily
       WHERE ${scope} AND day > ${today}::date - ${BUYOUT_DAYS}::int AND day <= ${today}::date`),
    db.execute<Row>(sql`
      SELECT sum(acquiring_fee) AS fee, sum(retail_price_with_disc) AS base
        FROM finance_daily
       WHERE ${scope} AND document_type = 'Продажа'
         AND day > ${today}::date - ${ACQUIRING_DAYS}::int AND day <= ${today}::date`),
    db.execute<Row>(sql`
      SELECT o.name, o.tax_system, o.tax_rate
        FROM wb_accounts a JOIN organizations o ON o.id = a.organization_id
       WHERE a.id = ${ref.accountId}::uuid AND a.company_id = ${ref.companyId}::uuid`),
  ]);
  const p = product.rows[0] ?? {};
  const c = commission.rows[0];
  const boxTariffs = tariffs.rows.map((r) => ({
    warehouseName: String(r.warehouse_name),
    geoName: text(r.geo_name),
    validFrom: String(r.valid_from),
    deliveryBase: text(r.delivery_base),
    deliveryLiter: text(r.delivery_liter),
    mpDeliveryBase: text(r.mp_delivery_base),
    mpDeliveryLiter: text(r.mp_delivery_liter),
    storageBase: text(r.storage_base),
    storageLiter: text(r.storage_liter),
  }));
  const tariffNames = new Set(boxTariffs.map((t) => t.warehouseName));
  const suggested = stock.rows
    .filter((r) => Number(r.quantity) > 0)
    .map((r) => String(r.warehouse_name))
    .find((name) => tariffNames.has(name));
  const orders = Number(buyout.rows[0]?.orders ?? 0);
  const buyouts = Number(buyout.rows[0]?.buyouts ?? 0);
  const fee = text(acquiring.rows[0]?.fee);
  const base = text(acquiring.rows[0]?.base);
  const t = tax.rows[0];
  return {
    ...costs,
    volumeLitres: volumeLitres(p.length, p.width, p.height),
    commission: c
      ? {
          subjectId: Number(c.subject_id),
          subjectName: text(c.subject_name),
          validFrom: String(c.valid_from),
          fbw: text(c.fbw),
          fbs: text(c.fbs),
          dbs: text(c.dbs),
          edbs: text(c.edbs),
          pickup: text(c.pickup),
          booking: text(c.booking),
        }
      : null,
    boxTariffs,
    suggestedWarehouse: suggested ?? null,
    buyout: {
      days: BUYOUT_DAYS,
      orders,
      buyouts,
      percent:
        orders > 0 ? toDec(buyouts).div(orders).times(100).toDecimalPlaces(2).toFixed(2) : null,
    },
    acquiring: {
      days: ACQUIRING_DAYS,
      percent:
        fee !== null && base !== null && toDec(base).gt(0) && toDec(fee).gt(0)
          ? toDec(fee).div(base).times(100).toDecimalPlaces(2).toFixed(2)
          : null,
    },
    tax: t
      ? {
          organization: String(t.name),
          taxSystem: String(t.tax_system),
          taxRate: String(t.tax_rate),
        }
      : null,
  };
}
