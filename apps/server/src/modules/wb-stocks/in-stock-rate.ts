/**
 * Days a product was in stock and its average daily buyouts over the last of them
 * (docs/domain.md#leftovers): shared by the dashboard's stock-out risks and the leftovers report.
 */

/** Days the in-stock average looks back over (WB's statistics keep 90 days). */
export const STOCK_LOOKBACK_DAYS = 90;

/**
 * CTEs (SQL text, after the caller's own `bounds(since, until)` — the look-back window, normally
 * the 90 days before today — and `cand(account_id, nm_id)` — the products to rate) ending in
 * `rate(account_id, nm_id, days, per_day)`: the product's last `windowDays` in-stock days within
 * the window and its buyouts per day over them (sales_daily). A product without such days has no
 * `rate` row.
 *
 * A day is in stock when the product's end-of-day quantity (stock_daily keeps a key's row only
 * on the days it changed: the value holds until its next row) summed over its keys (WB's and the
 * seller's warehouses) is positive; days before the product's stock history begins count as in
 * stock. Every step is per product (index lookups, window functions), never a join of two
 * derived sets, so the plan stays linear whatever the planner estimates. `company` is an SQL
 * expression of the company's id (a parameter).
 */
export function inStockRateCtes(company: string, windowDays: number): string {
  if (!Number.isInteger(windowDays) || windowDays <= 0) throw new Error('windowDays');
  return `
  keys AS MATERIALIZED (
    SELECT s.account_id, s.nm_id, s.chrt_id, s.source, s.warehouse_id
      FROM cand c JOIN wb_stocks s ON s.company_id = ${company} AND s.account_id = c.account_id
       AND s.nm_id = c.nm_id
  ),
  points AS (
    -- Each key's end-of-day quantity on the days it changed in the window…
    SELECT k.account_id, k.nm_id, k.chrt_id, k.source, k.warehouse_id, d.day,
           coalesce(d.quantity, 0) AS q
      FROM keys k CROSS JOIN bounds b
      JOIN stock_daily d ON d.company_id = ${company} AND d.account_id = k.account_id
       AND d.nm_id = k.nm_id AND d.chrt_id = k.chrt_id AND d.source = k.source
       AND d.warehouse_id = k.warehouse_id AND d.day BETWEEN b.since AND b.until
    UNION ALL
    -- …its value as the window opens…
    SELECT k.account_id, k.nm_id, k.chrt_id, k.source, k.warehouse_id, b.since - 1, before.q
      FROM keys k CROSS JOIN bounds b
      CROSS JOIN LATERAL (
        SELECT coalesce(d.quantity, 0) AS q FROM stock_daily d
         WHERE d.company_id = ${company} AND d.account_id = k.account_id AND d.nm_id = k.nm_id
           AND d.chrt_id = k.chrt_id AND d.source = k.source AND d.warehouse_id = k.warehouse_id
           AND d.day < b.since
         ORDER BY d.day DESC LIMIT 1
      ) before
    UNION ALL
    -- …and a zero after it for every product, so each has a point (none: no history at all).
    SELECT c.account_id, c.nm_id, NULL, NULL, NULL, b.until + 1, 0
      FROM cand c CROSS JOIN bounds b
  ),
  deltas AS (
    SELECT account_id, nm_id, day,
           q - coalesce(lag(q) OVER (PARTITION BY account_id, nm_id, chrt_id, source, warehouse_id
                                     ORDER BY day), 0) AS delta
      FROM points
  ),
  totals AS (
    -- The product's end-of-day total from each change day until the next one.
    SELECT account_id, nm_id, day,
           sum(sum(delta)) OVER (PARTITION BY account_id, nm_id ORDER BY day) AS total,
           lead(day) OVER (PARTITION BY account_id, nm_id ORDER BY day) AS next_day,
           min(day) OVER (PARTITION BY account_id, nm_id) AS first_day
      FROM deltas GROUP BY account_id, nm_id, day
  ),
  stretches AS (
    -- In stock: from a change day with stock until the next change…
    SELECT t.account_id, t.nm_id, greatest(t.day, b.since) AS s,
           least(coalesce(t.next_day - 1, b.until), b.until) AS e
      FROM totals t CROSS JOIN bounds b
     WHERE t.total > 0
    UNION ALL
    -- …and before the stock history, unknown, counted as in stock.
    SELECT t.account_id, t.nm_id, b.since, least(t.first_day - 1, b.until)
      FROM totals t CROSS JOIN bounds b
     WHERE t.day = t.first_day
  ),
  recent AS (
    -- The stretches from the latest back, with the in-stock days after each.
    SELECT account_id, nm_id, s, e,
           coalesce(sum(e - s + 1) OVER (PARTITION BY account_id, nm_id ORDER BY e DESC
                                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS after
      FROM stretches WHERE e >= s
  ),
  taken AS (
    -- The last 28 in-stock days: the stretches needed, the oldest one cut.
    SELECT account_id, nm_id, greatest(s, e - (${windowDays} - after)::int + 1) AS s, e
      FROM recent WHERE after < ${windowDays}
  ),
  rate AS (
    SELECT t.account_id, t.nm_id, sum(t.e - t.s + 1)::int AS days,
           sum(b.n)::numeric / sum(t.e - t.s + 1) AS per_day
      FROM taken t
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(s.buyouts_count), 0) AS n FROM sales_daily s
         WHERE s.account_id = t.account_id AND s.nm_id = t.nm_id AND s.day BETWEEN t.s AND t.e
           AND s.company_id = ${company}
      ) b
     GROUP BY t.account_id, t.nm_id
  )`;
}
