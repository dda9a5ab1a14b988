import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Roubles for one unit of a currency at a date (docs/domain.md#currencies): 1 for RUB, else the
 * latest rate on or before the date; NULL without one (never guessed). SQL for other modules'
 * queries; the caller names the expressions.
 */
export function rateAtSql(currency: SQL, date: SQL): SQL {
  return sql`(CASE WHEN ${currency} = 'RUB' THEN 1::numeric ELSE (
    SELECT cr.rate FROM currency_rates cr
     WHERE cr.currency = ${currency} AND cr.date <= (${date})::date
     ORDER BY cr.date DESC LIMIT 1) END)`;
}

/**
 * An amount from one currency into another at the date's rates, rounded to kopecks: the amount
 * itself when both are the same, NULL when either rate is unknown.
 */
export function convertAtSql(amount: SQL, from: SQL, to: SQL, date: SQL): SQL {
  return sql`(CASE WHEN ${from} = ${to} THEN ${amount}
    ELSE round(${amount} * ${rateAtSql(from, date)} / ${rateAtSql(to, date)}, 2) END)`;
}

/** Whether a rate of the currency on or before the date is known (RUB always is). */
export async function hasRateAt(db: DbOrTx, currency: string, date: string): Promise<boolean> {
  const { rows } = await db.execute<{ rate: string | null }>(
    sql`SELECT ${rateAtSql(sql`${currency}::char(3)`, sql`${date}::date`)} AS rate`,
  );
  return rows[0]?.rate != null;
}
