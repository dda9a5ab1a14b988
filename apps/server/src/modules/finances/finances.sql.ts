/**
 * The balance arithmetic the management accounts' grids and the P&L share
 * (docs/domain.md#management-accounts): each movement in its account's currency, or in RUB, at
 * the date's rate.
 */
import { sql, type SQL } from 'drizzle-orm';
import { convertAtSql } from '../currencies/convert';

/**
 * A transaction's movement of account `a` (alias of finance_accounts), signed and in the
 * account's currency at the transaction's date: + income or a transfer in, − expense or a
 * transfer out; NULL when a rate is unknown. `t` is finance_transactions.
 */
export const movementSql = (t: string, a: string): SQL =>
  sql`(CASE WHEN ${sql.raw(t)}.kind = 'income' OR ${sql.raw(t)}.target_account_id = ${sql.raw(a)}.id
           THEN 1 ELSE -1 END) * ${convertAtSql(
             sql.raw(`${t}.amount`),
             sql.raw(`${t}.currency`),
             sql.raw(`${a}.currency`),
             sql.raw(`${t}.date`),
           )}`;

/** An amount of `t` in RUB at its date's rate (NULL without a rate). */
export const amountRubSql = (t: string): SQL =>
  convertAtSql(sql.raw(`${t}.amount`), sql.raw(`${t}.currency`), sql`'RUB'`, sql.raw(`${t}.date`));

/**
 * Balance of each account `a` to date: opening balance + every movement; NULL when one of
 * them has no rate (a sum that skipped it would be wrong, not missing). A LATERAL subquery.
 */
export const balanceSql = (a: string): SQL => sql`(
  SELECT CASE WHEN bool_and(m.v IS NOT NULL) IS NOT FALSE
              THEN ${sql.raw(a)}.opening_balance + coalesce(sum(m.v), 0) END AS balance
    FROM (SELECT ${movementSql('t', a)} AS v FROM finance_transactions t
           WHERE t.company_id = ${sql.raw(a)}.company_id
             AND (t.account_id = ${sql.raw(a)}.id OR t.target_account_id = ${sql.raw(a)}.id)) m)`;
