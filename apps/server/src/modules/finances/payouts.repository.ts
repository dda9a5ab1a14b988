/**
 * The SQL of WB payouts as income (docs/domain.md#wb-payouts): a cabinet's marketplace account
 * and the system category «Выплата WB», made on demand, and the payout transactions, on the sync's
 * own connection (inside its page transaction).
 */
import type { PoolClient } from 'pg';

/**
 * The marketplace account of a WB cabinet, made on its first payout (one per cabinet, in RUB,
 * named after the cabinet; a name already taken gets the cabinet's id appended).
 */
export async function marketplaceAccount(
  client: PoolClient,
  companyId: string,
  wbAccountId: string,
  openingDate: string,
): Promise<string> {
  await client.query(
    `INSERT INTO finance_accounts (company_id, wb_account_id, name, type, currency, opening_date)
     SELECT w.company_id, w.id,
            CASE WHEN EXISTS (SELECT 1 FROM finance_accounts f
                               WHERE f.company_id = w.company_id
                                 AND lower(f.name) = lower('WB · ' || w.name))
                 THEN 'WB · ' || w.name || ' (' || left(w.id::text, 8) || ')'
                 ELSE 'WB · ' || w.name END,
            'marketplace', 'RUB', $3::date
       FROM wb_accounts w WHERE w.company_id = $1 AND w.id = $2
     ON CONFLICT DO NOTHING`,
    [companyId, wbAccountId, openingDate],
  );
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM finance_accounts WHERE company_id = $1 AND wb_account_id = $2`,
    [companyId, wbAccountId],
  );
  if (!rows[0]) throw new Error(`No marketplace account of cabinet ${wbAccountId}`);
  return rows[0].id;
}

/** The system categories of WB payouts: what WB paid, and what it withheld in a week. */
const SYSTEM_CATEGORIES = {
  wb_payout: { name: 'Выплата WB', kind: 'income' },
  wb_withheld: { name: 'Удержание WB', kind: 'expense' },
} as const;
export type PayoutCategoryKey = keyof typeof SYSTEM_CATEGORIES;

/**
 * A system category of WB payouts (not in the P&L: the reports' own figures are), made on first
 * use; a category of that name and kind made by hand is adopted.
 */
export async function payoutCategory(
  client: PoolClient,
  companyId: string,
  key: PayoutCategoryKey,
): Promise<string> {
  const { name, kind } = SYSTEM_CATEGORIES[key];
  await client.query(
    `UPDATE finance_categories SET system_key = $4
      WHERE company_id = $1 AND kind = $3 AND lower(name) = lower($2) AND system_key IS NULL
        AND NOT EXISTS (SELECT 1 FROM finance_categories
                         WHERE company_id = $1 AND system_key = $4)`,
    [companyId, name, kind, key],
  );
  await client.query(
    `INSERT INTO finance_categories (company_id, name, kind, pnl_line, system_key)
     VALUES ($1, $2, $3, 'notInPnl', $4) ON CONFLICT DO NOTHING`,
    [companyId, name, kind, key],
  );
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM finance_categories WHERE company_id = $1 AND system_key = $2`,
    [companyId, key],
  );
  if (!rows[0]) throw new Error(`No «${name}» category`);
  return rows[0].id;
}

export interface PayoutValues {
  reportId: string;
  kind: 'income' | 'expense';
  categoryId: string;
  date: string;
  amount: string;
  currency: string;
}

/**
 * Books each report's payout once: the (company, account, external id = report id) key holds one
 * row whatever reruns happen; a rerun whose report WB changed (amount, date or sign) updates that
 * row and nothing else — a category or comment set by hand stays unless the kind flipped.
 * Returns the rows written.
 */
export async function upsertPayouts(
  client: PoolClient,
  companyId: string,
  accountId: string,
  payouts: PayoutValues[],
): Promise<number> {
  if (payouts.length === 0) return 0;
  const result = await client.query(
    `INSERT INTO finance_transactions AS t
            (company_id, account_id, category_id, kind, source, external_id, date, amount, currency,
             comment)
     SELECT $1, $2, p.category_id, p.kind, 'wb_payout', p.report_id, p.date, p.amount,
            CASE WHEN EXISTS (SELECT 1 FROM currencies c WHERE c.code = p.currency)
                 THEN p.currency ELSE 'RUB' END,
            'Еженедельный отчёт WB № ' || p.report_id
       FROM unnest($3::text[], $4::date[], $5::numeric[], $6::text[], $7::text[], $8::uuid[])
            AS p(report_id, date, amount, currency, kind, category_id)
     ON CONFLICT (company_id, account_id, external_id) WHERE external_id IS NOT NULL
     DO UPDATE SET amount = excluded.amount, date = excluded.date, kind = excluded.kind,
                   category_id = CASE WHEN t.kind = excluded.kind THEN t.category_id
                                      ELSE excluded.category_id END,
                   updated_at = now()
      WHERE t.source = 'wb_payout'
        AND (t.amount IS DISTINCT FROM excluded.amount OR t.date IS DISTINCT FROM excluded.date
             OR t.kind IS DISTINCT FROM excluded.kind)`,
    [
      companyId,
      accountId,
      payouts.map((p) => p.reportId),
      payouts.map((p) => p.date),
      payouts.map((p) => p.amount),
      payouts.map((p) => p.currency),
      payouts.map((p) => p.kind),
      payouts.map((p) => p.categoryId),
    ],
  );
  return result.rowCount ?? 0;
}
