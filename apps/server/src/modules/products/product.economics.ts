/**
 * What the unit economics calculator starts from (docs/domain.md#unit-economics): per size the
 * price now and the cost in force (shared with the cost tab), the subject's commission, box
 * tariffs, the buyout and acquiring rates and the account's tax.
 */
import { mskDate, toDec } from '@wb/shared';
import type { CostAt } from '@wb/shared/product-costs/product-costs.contract';
import type { UnitEconomicsData } from '@wb/shared/products/product.contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { costAtSql } from '../product-costs/cost-at';
import { isoDate, text, volumeLitres, type Row } from './product.rows';
import type { ProductRef } from './product.service';

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

/** The first box tariff version WB announced after today (`next_*` columns), or null. */
const nextTariff = (validFrom: string | null, r: Row) =>
  validFrom === null
    ? null
    : {
        validFrom,
        deliveryBase: text(r.next_delivery_base),
        deliveryLiter: text(r.next_delivery_liter),
        mpDeliveryBase: text(r.next_mp_delivery_base),
        mpDeliveryLiter: text(r.next_mp_delivery_liter),
        storageBase: text(r.next_storage_base),
        storageLiter: text(r.next_storage_liter),
      };

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
    // The version in force today per warehouse, and the first one WB announced after today.
    db.execute<Row>(sql`
      SELECT cur.*, to_char(nxt.valid_from, 'YYYY-MM-DD') AS next_from,
             nxt.delivery_base AS next_delivery_base, nxt.delivery_liter AS next_delivery_liter,
             nxt.mp_delivery_base AS next_mp_delivery_base,
             nxt.mp_delivery_liter AS next_mp_delivery_liter,
             nxt.storage_base AS next_storage_base, nxt.storage_liter AS next_storage_liter
        FROM (SELECT DISTINCT ON (warehouse_name) warehouse_name, geo_name,
                     to_char(valid_from, 'YYYY-MM-DD') AS valid_from, delivery_base,
                     delivery_liter, mp_delivery_base, mp_delivery_liter, storage_base,
                     storage_liter
                FROM wb_box_tariffs WHERE valid_from <= ${today}::date
               ORDER BY warehouse_name, valid_from DESC) cur
        LEFT JOIN LATERAL (SELECT * FROM wb_box_tariffs n
                            WHERE n.warehouse_name = cur.warehouse_name
                              AND n.valid_from > ${today}::date
                            ORDER BY n.valid_from LIMIT 1) nxt ON true
       ORDER BY cur.warehouse_name`),
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
    next: nextTariff(text(r.next_from), r),
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
