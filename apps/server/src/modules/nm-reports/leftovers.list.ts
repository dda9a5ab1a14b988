import { mskDate } from '@wb/shared/dates/msk';
import {
  COVER_WINDOW_DAYS,
  SLOW_MOVER_COVER_DAYS,
  SLOW_MOVER_NO_SALE_DAYS,
  type LeftoverMissing,
  type leftoversList,
} from '@wb/shared/nm-reports/leftovers.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import { costAtSql, costsDataVersion } from '../product-costs/cost-at';
import { syncedDataVersion } from '../sync/data-version';
import { inStockRateCtes, STOCK_LOOKBACK_DAYS } from '../wb-stocks/in-stock-rate';
import { currentWbStock, HIDDEN_WB_WAREHOUSE_ID } from '../wb-stocks/wb-stocks.list';

const HIDDEN = sql.raw(String(HIDDEN_WB_WAREHOUSE_ID));
const text = textOrNull;

/**
 * The leftovers of one company (docs/domain.md#leftovers), as a subquery `r` with one row per
 * size × WB warehouse in stock now (wb_stocks, current rows with a positive quantity):
 * - value at cost = available × the unit cost today (product-costs' `costAtSql`, in RUB), value
 *   at price = available × the size's discounted price (`prices`); each missing with its reason;
 * - the nmID's pace (`inStockRateCtes`: buyouts per day over its last 28 in-stock days of the
 *   90 before today, sales_daily and stock_daily), its cover = its available on WB (Σ of its
 *   rows) ÷ that pace, the stock-out date = today + ⌊cover⌋, and whether it is a slow mover (no
 *   buyout for 30 days, or cover above 120 days);
 * - storage per day: the size's amount on that warehouse in the nmID's latest day of the
 *   paid-storage report (`wb_paid_storage`; the aggregate «Склад WB» matches WB's office 0,
 *   «Склад WB РФ», of the warehouse-hidden mode).
 * Every step reads by the company's keys: wb_stocks, then index lookups per product or size.
 */
function leftovers(tenant: ReturnType<typeof sql>, today: string) {
  const company = '(SELECT company_id FROM lo_args)';
  return sql`(WITH lo_args AS (SELECT ${tenant} AS company_id, ${sql.param(today)}::date AS today),
  stock AS MATERIALIZED (
    SELECT s.company_id, s.account_id, s.nm_id, s.chrt_id, s.warehouse_id, s.warehouse_name,
           s.quantity AS available
      FROM wb_stocks s
     WHERE s.company_id = (SELECT company_id FROM lo_args) AND ${currentWbStock('s')}
       AND s.quantity > 0
  ),
  bounds AS (
    SELECT today - ${sql.raw(String(STOCK_LOOKBACK_DAYS))} AS since, today - 1 AS until FROM lo_args
  ),
  cand AS MATERIALIZED (SELECT DISTINCT account_id, nm_id FROM stock),
  ${sql.raw(inStockRateCtes(company, COVER_WINDOW_DAYS))},
  nm AS (
    SELECT c.account_id, c.nm_id, r.per_day,
           (SELECT sum(x.available) FROM stock x
             WHERE x.account_id = c.account_id AND x.nm_id = c.nm_id) AS available,
           (SELECT max(d.day) FROM sales_daily d
             WHERE d.account_id = c.account_id AND d.nm_id = c.nm_id AND d.buyouts_count > 0
               AND d.company_id = ${sql.raw(company)}) AS last_sale
      FROM cand c LEFT JOIN rate r ON r.account_id = c.account_id AND r.nm_id = c.nm_id
  ),
  cover AS (
    SELECT nm.*, CASE WHEN nm.per_day > 0 THEN nm.available / nm.per_day END AS days
      FROM nm
  )
  SELECT s.company_id, s.account_id, s.nm_id, s.chrt_id, s.warehouse_id, s.warehouse_name,
         s.available, a.name AS account, p.title, p.vendor_code, p.brand, p.subject_name,
         (p.photos -> 0 ->> 'c246x328') AS photo, ps.tech_size,
         uc.unit_cost_rub AS unit_cost, uc.valid_from AS cost_from,
         round(s.available * uc.unit_cost_rub, 2) AS value_at_cost,
         pr.discounted_price AS price, round(s.available * pr.discounted_price, 2) AS value_at_price,
         round(cv.per_day, 2) AS sales_per_day, round(cv.days, 1) AS days_of_cover,
         ((SELECT today FROM lo_args) + floor(cv.days)::int)::text AS stock_out_date,
         cv.last_sale::text AS last_sale,
         CASE WHEN cv.last_sale IS NULL
                OR (SELECT today FROM lo_args) - cv.last_sale >= ${sql.raw(String(SLOW_MOVER_NO_SALE_DAYS))}
                OR cv.days > ${sql.raw(String(SLOW_MOVER_COVER_DAYS))}
                OR (cv.per_day IS NOT NULL AND cv.per_day = 0)
              THEN 'yes' ELSE 'no' END AS slow_mover,
         st.amount AS storage, sl.day::text AS storage_day
    FROM stock s
    JOIN wb_accounts a ON a.id = s.account_id
    LEFT JOIN products p ON p.account_id = s.account_id AND p.nm_id = s.nm_id
    LEFT JOIN product_sizes ps ON ps.account_id = s.account_id AND ps.chrt_id = s.chrt_id
    LEFT JOIN LATERAL (${sql.raw(
      costAtSql('s.account_id', 's.nm_id', 's.chrt_id', '(SELECT today FROM lo_args)'),
    )}) uc ON true
    LEFT JOIN prices pr ON pr.account_id = s.account_id AND pr.nm_id = s.nm_id
     AND pr.size_id = s.chrt_id
    LEFT JOIN cover cv ON cv.account_id = s.account_id AND cv.nm_id = s.nm_id
    LEFT JOIN LATERAL (
      SELECT max(w.original_date) AS day FROM wb_paid_storage w
       WHERE w.account_id = s.account_id AND w.nm_id = s.nm_id
    ) sl ON true
    LEFT JOIN LATERAL (
      SELECT sum(w.warehouse_price) AS amount FROM wb_paid_storage w
       WHERE w.account_id = s.account_id AND w.nm_id = s.nm_id AND w.original_date = sl.day
         AND w.chrt_id = s.chrt_id
         AND (w.office_id = s.warehouse_id OR (w.office_id = 0 AND s.warehouse_id = ${HIDDEN}))
    ) st ON true) r`;
}

const R = (column: string) => sql.raw(`r.${column}`);
const missingCost = (r: Record<string, unknown>): LeftoverMissing | null =>
  r.valueAtCost !== null ? null : r.costFrom === null ? 'noCost' : 'noRate';

/**
 * Leftovers by nmID × size × warehouse (docs/domain.md#leftovers). Cached per version of what
 * they read — the synced rows, the cost versions and rates, and today (the pace and cover move
 * with the date).
 */
export const leftoversSource: ListSource<typeof leftoversList> = {
  columns: {
    photo: { expr: R('photo'), sqlType: 'text' },
    nmId: { expr: R('nm_id'), sqlType: 'bigint', notNull: true },
    title: { expr: R('title'), sqlType: 'text' },
    vendorCode: { expr: R('vendor_code'), sqlType: 'text' },
    size: { expr: R('tech_size'), sqlType: 'text' },
    warehouse: { expr: R('warehouse_name'), sqlType: 'text' },
    available: { expr: R('available'), sqlType: 'numeric', notNull: true },
    unitCost: { expr: R('unit_cost'), sqlType: 'numeric' },
    valueAtCost: { expr: R('value_at_cost'), sqlType: 'numeric' },
    price: { expr: R('price'), sqlType: 'numeric' },
    valueAtPrice: { expr: R('value_at_price'), sqlType: 'numeric' },
    salesPerDay: { expr: R('sales_per_day'), sqlType: 'numeric' },
    daysOfCover: { expr: R('days_of_cover'), sqlType: 'numeric' },
    stockOutDate: { expr: R('stock_out_date'), sqlType: 'text' },
    slowMover: { expr: R('slow_mover'), sqlType: 'text', notNull: true },
    lastSaleDate: { expr: R('last_sale'), sqlType: 'text' },
    storagePerDay: { expr: R('storage'), sqlType: 'numeric' },
    storageDate: { expr: R('storage_day'), sqlType: 'text' },
    brand: { expr: R('brand'), sqlType: 'text' },
    subject: { expr: R('subject_name'), sqlType: 'text' },
    account: { expr: R('account'), sqlType: 'text', notNull: true },
  },
  from: (ctx) => leftovers(ctx.tenant, mskDate()),
  tenant: sql`r.company_id`,
  tiebreak: [
    { expr: sql`r.nm_id`, sqlType: 'bigint' },
    { expr: sql`r.chrt_id`, sqlType: 'numeric' },
    { expr: sql`r.warehouse_id`, sqlType: 'bigint' },
    { expr: sql`r.account_id`, sqlType: 'uuid' },
  ],
  defaultSort: [{ field: 'valueAtPrice', dir: 'desc' }],
  extra: {
    accountId: { expr: sql`r.account_id` },
    chrtId: { expr: sql`r.chrt_id::text` },
    warehouseId: { expr: sql`r.warehouse_id` },
    costFrom: { expr: sql`r.cost_from` },
  },
  dataVersion: (ctx) => sql`concat_ws('|', ${syncedDataVersion(ctx.tenant)},
    ${costsDataVersion(ctx.tenant)}, ${sql.param(mskDate())}::text)`,
  cachePages: true,
  mapRow: (r) => {
    const warehouseId = Number(r.warehouseId);
    const daysOfCover = text(r.daysOfCover);
    return {
      id: `${String(r.accountId)}:${String(r.chrtId)}:${warehouseId}`,
      nmId: Number(r.nmId),
      chrtId: String(r.chrtId),
      warehouseId,
      hiddenWarehouse: warehouseId === HIDDEN_WB_WAREHOUSE_ID,
      photo: textOrNull(r.photo),
      title: textOrNull(r.title),
      vendorCode: textOrNull(r.vendorCode),
      size: textOrNull(r.size),
      warehouse: textOrNull(r.warehouse),
      available: Number(r.available),
      unitCost: text(r.unitCost),
      valueAtCost: text(r.valueAtCost),
      costMissing: missingCost(r),
      price: text(r.price),
      valueAtPrice: text(r.valueAtPrice),
      priceMissing: r.valueAtPrice === null ? 'noPrice' : null,
      salesPerDay: text(r.salesPerDay),
      daysOfCover,
      stockOutDate: daysOfCover === null ? null : text(r.stockOutDate),
      coverMissing: daysOfCover === null ? 'noSales' : null,
      slowMover: r.slowMover === 'yes' ? 'yes' : 'no',
      lastSaleDate: text(r.lastSaleDate),
      storagePerDay: text(r.storagePerDay),
      storageDate: r.storagePerDay === null ? null : text(r.storageDate),
      storageMissing: r.storagePerDay === null ? 'noStorage' : null,
      brand: textOrNull(r.brand),
      subject: textOrNull(r.subject),
      account: String(r.account),
    };
  },
};
