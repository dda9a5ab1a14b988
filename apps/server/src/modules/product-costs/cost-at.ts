import { sql, type SQL } from 'drizzle-orm';

/**
 * A text that changes whenever a company's costs at a date may have: its cost versions (added,
 * edited, deleted) and the currency rates they are converted at.
 */
export const costsDataVersion = (tenant: SQL): SQL => sql`concat_ws('|',
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM product_costs
      WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM currency_rates))`;

/**
 * An amount in a currency as RUB at a date: the amount itself for RUB, else × the latest rate on
 * or before the date, rounded to kopecks; NULL without such a rate (never guessed). SQL text; the
 * caller names the expressions.
 */
export function rubAtSql(amountExpr: string, currencyExpr: string, dateExpr: string): string {
  return `CASE WHEN ${currencyExpr} = 'RUB' THEN ${amountExpr}
           ELSE round(${amountExpr} * (
             SELECT cr.rate FROM currency_rates cr
              WHERE cr.currency = ${currencyExpr} AND cr.date <= (${dateExpr})::date
              ORDER BY cr.date DESC LIMIT 1), 2)
      END`;
}

/**
 * The unit cost of a product (or one of its sizes) at a date, in RUB —
 * docs/domain.md#cost-at-a-date: the latest version with valid_from ≤ date, a size's own version
 * winning over the product's, converted at the latest rate on or before that date. Null when there
 * is no version, or when it is in another currency with no known rate (never guessed).
 *
 * Returned as SQL text for a LATERAL join; the caller names the outer columns. Example:
 *   LEFT JOIN LATERAL (${costAtSql('p.account_id', 'p.nm_id', 'NULL', 'current_date')}) c ON true
 * yields c.unit_cost, c.currency, c.valid_from, c.unit_cost_rub.
 */
export function costAtSql(
  accountIdExpr: string,
  nmIdExpr: string,
  chrtIdExpr: string,
  dateExpr: string,
): string {
  return `
    SELECT pc.unit_cost, pc.currency, pc.valid_from,
      ${rubAtSql('pc.unit_cost', 'pc.currency', dateExpr)} AS unit_cost_rub
      FROM product_costs pc
     WHERE pc.account_id = ${accountIdExpr} AND pc.nm_id = ${nmIdExpr}
       AND pc.valid_from <= (${dateExpr})::date
       AND (pc.chrt_id IS NULL OR pc.chrt_id = ${chrtIdExpr})
     ORDER BY (pc.chrt_id IS NOT NULL) DESC, pc.valid_from DESC
     LIMIT 1`;
}
