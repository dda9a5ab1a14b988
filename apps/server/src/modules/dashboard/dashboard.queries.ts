/**
 * The dashboard's statements: each reads rollups (sales_daily, finance_daily, stock_daily,
 * wb_stocks) or small tables (ad_spend by day, product_costs, realization_reports headers,
 * products by key), never realization_rows; wb_orders and wb_sales only for today and yesterday
 * until the same time (SAME_TIME_SQL, one index range each) and wb_sales for the few products
 * with a size's own cost (SIZE_COGS_SQL, one index range each). `$1` is always the company
 * and `$2` the cabinet filter (null: all of the company's cabinets). Exported as text so the
 * benchmark and the tests can EXPLAIN them.
 */
import { STOCK_RISK_DAYS, STOCK_RISK_WINDOW_DAYS } from '@wb/shared/dashboard/dashboard.contract';
import type pg from 'pg';
import { costAtSql } from '../product-costs/cost-at';
import { ownStockVersionSql } from '../warehouse/own-stock';
import { inStockRateCtes, STOCK_LOOKBACK_DAYS } from '../wb-stocks/in-stock-rate';

const ACCOUNT = `($2::uuid IS NULL OR account_id = $2::uuid)`;
const MSK = `'Europe/Moscow'`;

/**
 * The company's cabinets, the last day their realization reports cover, and the reports whose
 * rows our sync has not loaded yet (a header is stored before its rows; its days have no payout).
 */
export const ACCOUNTS_SQL = `
  SELECT a.id, a.name,
         (SELECT max(r.date_to) FROM realization_reports r WHERE r.account_id = a.id)::text AS reports_until,
         coalesce((SELECT json_agg(json_build_object('from', p.date_from::text, 'to', p.date_to::text)
                                   ORDER BY p.date_from, p.date_to)
                     FROM realization_reports p
                    WHERE p.account_id = a.id AND NOT p.rows_loaded), '[]'::json) AS pending
    FROM wb_accounts a
   WHERE a.company_id = $1
   ORDER BY a.name, a.id`;

/** sales_daily per cabinet and day, $3..$4. */
export const SALES_BY_DAY_SQL = `
  SELECT account_id, day::text AS day, sum(orders_count)::int AS orders, sum(orders_sum) AS orders_sum,
         sum(cancel_count)::int AS cancelled, sum(buyouts_count)::int AS buyouts,
         sum(buyouts_sum) AS buyouts_sum, sum(returns_count)::int AS returns,
         sum(returns_sum) AS returns_sum, sum(for_pay_sum) AS for_pay
    FROM sales_daily
   WHERE company_id = $1 AND ${ACCOUNT} AND day BETWEEN $3::date AND $4::date
   GROUP BY account_id, day`;

/**
 * Per day $2..$3, over the cabinets $4 whose reports cover up to $5 (null: no report yet):
 * the reports' payout (finance_daily, docs/domain.md#payout) of each cabinet up to the day its
 * reports cover (days of a report whose rows are not all loaded left out: they are missing, not
 * partial), and the advertising: ad spend documents paid with money — from the ad balance
 * («Баланс»), and from the seller's account («Счёт») only after the covered days, since WB
 * deducts those from the payout (they are in the reports' deductions). Bonuses and cashback are
 * not money spent.
 */
export const MONEY_BY_DAY_SQL = `
  WITH acc AS (SELECT * FROM unnest($4::uuid[], $5::date[]) AS a(id, until)),
  fin AS (
    SELECT f.day, sum(f.payout) AS payout
      FROM finance_daily f JOIN acc ON acc.id = f.account_id AND f.day <= acc.until
     WHERE f.company_id = $1 AND f.day BETWEEN $2::date AND $3::date
       AND NOT EXISTS (SELECT 1 FROM realization_reports p
                        WHERE p.account_id = f.account_id AND NOT p.rows_loaded
                          AND f.day BETWEEN p.date_from AND p.date_to)
     GROUP BY f.day
  ),
  ad AS (
    SELECT a.date AS day, sum(a.amount) AS amount
      FROM ad_spend a JOIN acc ON acc.id = a.account_id
     WHERE a.company_id = $1 AND a.date BETWEEN $2::date AND $3::date
       AND (a.payment_type = 'Баланс'
            OR (a.payment_type = 'Счёт' AND (acc.until IS NULL OR a.date > acc.until)))
     GROUP BY a.date
  )
  SELECT coalesce(fin.day, ad.day)::text AS day, fin.payout, ad.amount AS ad_spend
    FROM fin FULL JOIN ad ON ad.day = fin.day`;

/**
 * The products with a size's own cost version valid by $4 (normally few): sales_daily has no
 * size, so their COGS is SIZE_COGS_SQL's, by size from wb_sales; COGS_SQL's are all the others.
 */
const SIZED = `
    SELECT DISTINCT account_id, nm_id FROM product_costs
     WHERE company_id = $1 AND ${ACCOUNT} AND chrt_id IS NOT NULL AND valid_from <= $4::date`;

/**
 * The common tail of the COGS statements, over their `units` (account_id, nm_id, day, net and,
 * by size, chrt_id — null for a sale of an unknown size): the cost of each (cost-at.ts) and the
 * result rows. The cost is asked once per product (by size: per size) and day, except where it
 * cannot change within $3..$4 — every version that applies (the product's; by size, the size's
 * too) in RUB (no rate), none starting after $3 — asked once, at $3: a tenth of the lookups for
 * a catalogue that keeps its costs in roubles.
 */
function costedUnits(bySize: boolean): string {
  const key = (t: string) => `${t}.account_id, ${t}.nm_id${bySize ? `, ${t}.chrt_id` : ''}`;
  // By size, a sale of an unknown size has no chrt_id: -1 (never a chrt_id) keeps joins hashable.
  const sameKey = (a: string, b: string) =>
    `${a}.account_id = ${b}.account_id AND ${a}.nm_id = ${b}.nm_id` +
    (bySize ? ` AND coalesce(${a}.chrt_id, -1) = coalesce(${b}.chrt_id, -1)` : '');
  return `
  changing AS MATERIALIZED (
    SELECT ${key('p')} FROM (SELECT DISTINCT ${key('u')} FROM units u) p
     WHERE EXISTS (
       SELECT 1 FROM product_costs pc
        WHERE pc.account_id = p.account_id AND pc.nm_id = p.nm_id
          AND ${bySize ? '(pc.chrt_id IS NULL OR pc.chrt_id = p.chrt_id)' : 'pc.chrt_id IS NULL'}
          AND pc.valid_from <= $4::date AND (pc.currency <> 'RUB' OR pc.valid_from > $3::date))
  ),
  keyed AS (
    SELECT u.*, CASE WHEN c.nm_id IS NULL THEN $3::date ELSE u.day END AS cost_day
      FROM units u
      LEFT JOIN changing c ON ${sameKey('c', 'u')}
  ),
  costs AS MATERIALIZED (
    SELECT ${key('k')}, k.cost_day, c.unit_cost_rub
      FROM (SELECT DISTINCT ${key('u')}, u.cost_day FROM keyed u) k
      LEFT JOIN LATERAL (${costAtSql('k.account_id', 'k.nm_id', bySize ? 'k.chrt_id' : 'NULL', 'k.cost_day')}) c ON true
  ),
  costed AS MATERIALIZED (
    SELECT k.account_id, k.nm_id, k.day, k.net, c.unit_cost_rub
      FROM keyed k
      JOIN costs c ON ${sameKey('c', 'k')} AND c.cost_day = k.cost_day
  ),
  windows AS (SELECT * FROM unnest($5::text[], $6::date[], $7::date[]) AS w(key, since, until))
  SELECT 'day' AS kind, day::text AS key, sum(net * unit_cost_rub) AS cogs, NULL::int AS missing
    FROM costed WHERE unit_cost_rub IS NOT NULL GROUP BY day
  UNION ALL
  SELECT 'window', w.key, NULL,
         (count(DISTINCT (c.account_id, c.nm_id)) FILTER (WHERE c.nm_id IS NOT NULL))::int
    FROM windows w
    LEFT JOIN costed c ON c.unit_cost_rub IS NULL AND c.day BETWEEN w.since AND w.until
   GROUP BY w.key`;
}

/**
 * COGS per day $3..$4 (net units × the product's cost at the sale day in RUB, cost-at.ts) over
 * the products that have a cost, and per window ($5 keys, $6 from, $7 to) the products sold
 * without one — of the products without a size's own cost version (`SIZED`): their units per
 * day from sales_daily, the product-level cost versions. The others are SIZE_COGS_SQL's, whose
 * rows are alike: the caller adds the two up. Two statements run side by side rather than one:
 * one plan of both passes PostgreSQL's default jit_above_cost (100 000) for a catalogue of a
 * few thousand products, and JIT compilation then costs more than the by-size part itself.
 */
export const COGS_SQL = `
  WITH sized AS MATERIALIZED (${SIZED}
  ),
  units AS (
    SELECT account_id, nm_id, day, buyouts_count - returns_count AS net
      FROM sales_daily d
     WHERE company_id = $1 AND ${ACCOUNT} AND day BETWEEN $3::date AND $4::date
       AND buyouts_count <> returns_count
       AND NOT EXISTS (SELECT 1 FROM sized z WHERE z.account_id = d.account_id AND z.nm_id = d.nm_id)
  ),${costedUnits(false)}`;

/**
 * COGS_SQL for the products with a size's own cost version (`SIZED`), by size: their units
 * counted from wb_sales per size and Moscow day exactly as sales_daily counts them
 * (refreshSalesDaily, sales/sales.datasets.ts: `S…` buyouts, `R…` returns), one index range
 * (account_id, nm_id, date) per product. A sale's size is the product_sizes row whose barcodes
 * hold its barcode, else whose tech size is its tech size (the lowest chrt_id of several). A size
 * takes its own version, else the product's (costAtSql); a sale of an unknown size the product's.
 * A product is sold without a cost when any of its sizes × days has none.
 */
export const SIZE_COGS_SQL = `
  WITH sized AS MATERIALIZED (${SIZED}
  ),
  size_sales AS (
    SELECT z.account_id, z.nm_id, s.day, s.barcode, s.tech_size, s.net
      FROM sized z
      CROSS JOIN LATERAL (
        SELECT (w.date AT TIME ZONE ${MSK})::date AS day, w.barcode, w.tech_size,
               (count(*) FILTER (WHERE w.sale_id LIKE 'S%'))::int
                 - (count(*) FILTER (WHERE w.sale_id LIKE 'R%'))::int AS net
          FROM wb_sales w
         WHERE w.account_id = z.account_id AND w.nm_id = z.nm_id AND w.company_id = $1
           AND w.date >= $3::date::timestamp AT TIME ZONE ${MSK}
           AND w.date < ($4::date + 1)::timestamp AT TIME ZONE ${MSK}
         GROUP BY 1, 2, 3
      ) s
  ),
  sizes AS MATERIALIZED (
    SELECT ps.account_id, ps.nm_id, ps.chrt_id, ps.tech_size, ps.barcodes
      FROM sized z
      JOIN product_sizes ps ON ps.account_id = z.account_id AND ps.nm_id = z.nm_id
     WHERE ps.company_id = $1
  ),
  by_barcode AS (
    SELECT account_id, nm_id, b.barcode, min(chrt_id) AS chrt_id
      FROM sizes CROSS JOIN unnest(barcodes) AS b(barcode)
     GROUP BY account_id, nm_id, b.barcode
  ),
  by_tech_size AS (
    SELECT account_id, nm_id, tech_size, min(chrt_id) AS chrt_id
      FROM sizes WHERE tech_size IS NOT NULL
     GROUP BY account_id, nm_id, tech_size
  ),
  units AS (
    SELECT s.account_id, s.nm_id, coalesce(b.chrt_id, t.chrt_id) AS chrt_id, s.day,
           sum(s.net)::int AS net
      FROM size_sales s
      LEFT JOIN by_barcode b
        ON b.account_id = s.account_id AND b.nm_id = s.nm_id AND b.barcode = s.barcode
      LEFT JOIN by_tech_size t
        ON t.account_id = s.account_id AND t.nm_id = s.nm_id AND t.tech_size = s.tech_size
     GROUP BY s.account_id, s.nm_id, coalesce(b.chrt_id, t.chrt_id), s.day
    HAVING sum(s.net) <> 0
  ),${costedUnits(true)}`;

/**
 * Stock-out risks on $3 (today), docs/domain.md#leftovers: days of cover = available ÷ average
 * daily buyouts of the last 28 in-stock days, at risk below 7; at most $4 rows, the lowest
 * cover first, with the number of all at risk.
 *
 * Candidates are the products with buyouts in the 28 days before today and a stock row in
 * wb_stocks (available = Σ quantity over sizes and warehouses, WB's and the seller's); their
 * in-stock days and daily buyouts are `inStockRateCtes`' (wb-stocks/in-stock-rate.ts).
 */
export const STOCK_RISKS_SQL = `
  WITH bounds AS (
    SELECT $3::date - ${STOCK_LOOKBACK_DAYS} AS since, $3::date - 1 AS until
  ),
  cand AS MATERIALIZED (
    SELECT c.account_id, c.nm_id
      FROM (SELECT DISTINCT account_id, nm_id FROM sales_daily
             WHERE company_id = $1 AND ${ACCOUNT}
               AND day BETWEEN $3::date - ${STOCK_RISK_WINDOW_DAYS} AND $3::date - 1
               AND buyouts_count > 0) c
     WHERE EXISTS (SELECT 1 FROM wb_stocks w WHERE w.company_id = $1
                      AND w.account_id = c.account_id AND w.nm_id = c.nm_id)
  ),
  ${inStockRateCtes('$1', STOCK_RISK_WINDOW_DAYS)},
  risks AS (
    SELECT r.account_id, r.nm_id, a.available, r.days, r.per_day, a.available / r.per_day AS cover
      FROM rate r
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(w.quantity), 0)::int AS available FROM wb_stocks w
         WHERE w.company_id = $1 AND w.account_id = r.account_id AND w.nm_id = r.nm_id
      ) a
     WHERE r.per_day > 0 AND a.available / r.per_day < ${STOCK_RISK_DAYS}
  )
  SELECT x.account_id, x.nm_id::float8 AS nm_id, x.available, x.days AS in_stock_days,
         round(x.per_day, 2)::float8 AS daily_buyouts, round(x.cover, 1)::float8 AS days_of_cover,
         ($3::date + floor(x.cover)::int)::text AS stock_out_date,
         count(*) OVER ()::int AS total, p.title, p.vendor_code
    FROM risks x
    LEFT JOIN products p ON p.account_id = x.account_id AND p.nm_id = x.nm_id
   ORDER BY x.cover, x.per_day DESC, x.nm_id
   LIMIT $4`;

/**
 * What the cached dashboard depends on, cheaply: every synced page bumps its sync_state row;
 * cost versions, cabinets and tokens are edited in the product; own stock moves with every
 * posting or cancellation (the warehouse module's ownStockVersionSql). A change of any → recompute.
 * Also whether $2 (null: all) is a cabinet of the company.
 */
export const VERSION_SQL = `
  SELECT concat_ws('|',
    (SELECT max(updated_at) FROM sync_state WHERE company_id = $1),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM product_costs WHERE company_id = $1),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM wb_accounts WHERE company_id = $1),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM wb_tokens WHERE company_id = $1),
    ${ownStockVersionSql('$1')}
  ) AS version,
  ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM wb_accounts WHERE id = $2::uuid AND company_id = $1)) AS known`;

/** The company's tokens (few rows) for the expiry block. */
export const TOKENS_SQL = `
  SELECT t.id, t.name, t.account_id, a.name AS account_name, t.categories, t.expires_at,
         t.rejected
    FROM wb_tokens t JOIN wb_accounts a ON a.id = t.account_id
   WHERE t.company_id = $1 AND ($2::uuid IS NULL OR t.account_id = $2::uuid)
   ORDER BY t.expires_at, t.name`;

export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The sales figures of order and sale rows in [$3, $4) — the rollup's definitions
 * (docs/domain.md#money-figures), for a part of a day the per-day rollup cannot give: yesterday
 * until the time it is now. Orders by order time, sales and returns by sale time.
 */
export const SAME_TIME_SQL = `
  SELECT o.orders, o.orders_sum, o.cancelled, s.buyouts, s.buyouts_sum, s.returns, s.returns_sum
    FROM (SELECT count(*)::int AS orders, coalesce(sum(price_with_disc), 0)::text AS orders_sum,
                 (count(*) FILTER (WHERE is_cancel))::int AS cancelled
            FROM wb_orders
           WHERE company_id = $1 AND ${ACCOUNT} AND date >= $3 AND date < $4 AND nm_id IS NOT NULL) o,
         (SELECT (count(*) FILTER (WHERE sale_id LIKE 'S%'))::int AS buyouts,
                 coalesce(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'S%'), 0)::text AS buyouts_sum,
                 (count(*) FILTER (WHERE sale_id LIKE 'R%'))::int AS returns,
                 coalesce(abs(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'R%')), 0)::text AS returns_sum
            FROM wb_sales
           WHERE company_id = $1 AND ${ACCOUNT} AND date >= $3 AND date < $4 AND nm_id IS NOT NULL) s`;
