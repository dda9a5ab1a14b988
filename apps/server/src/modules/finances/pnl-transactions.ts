/**
 * What the management accounts give the P&L (docs/domain.md#pl-report): the company's income
 * and expense transactions whose category maps to a P&L line other than `notInPnl`, as SQL for
 * the P&L report's source (other modules read the finance tables only through this file).
 */
import { sql, type SQL } from 'drizzle-orm';
import { amountRubSql } from './finances.sql';

/**
 * One row per transaction that reaches the P&L: company_id, organization_id (the transaction's),
 * day (its date), pnl_line (its category's), and profit_rub — its RUB amount at the date's rate
 * (docs/domain.md#management-accounts), signed by its effect on profit: + income, − expense;
 * NULL when the currency has no rate on or before the date (never guessed). Transfers have no
 * category and `notInPnl` is money that moves without profit or loss, so neither is here. A
 * subquery without alias; conditions on company_id and day reach the journal's
 * (company_id, date) index.
 */
export const pnlTransactionsSql = (): SQL => sql`(
  SELECT t.company_id, t.organization_id, t.date AS day, c.pnl_line,
         CASE WHEN t.kind = 'income' THEN 1 ELSE -1 END * ${amountRubSql('t')} AS profit_rub
    FROM finance_transactions t
    JOIN finance_categories c ON c.id = t.category_id
   WHERE t.kind IN ('income', 'expense') AND c.pnl_line <> 'notInPnl')`;

/**
 * A text that changes whenever the rows above may have: a transaction added, edited or deleted,
 * a category re-mapped. For the P&L's cached figures.
 */
export const pnlTransactionsVersion = (tenant: SQL): SQL => sql`concat_ws('|',
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM finance_transactions
      WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM finance_categories
      WHERE company_id = ${tenant}))`;
