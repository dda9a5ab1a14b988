import { sql, type SQL } from 'drizzle-orm';

/**
 * A cheap text that changes whenever a company's synced rows may have: every synced page bumps
 * its sync_state row, and editing a cabinet (its name shows in lists) bumps wb_accounts.
 * Lists and reports of synced data cache their counts, totals and figures per this version.
 */
export const syncedDataVersion = (tenant: SQL): SQL => sql`concat_ws('|',
    (SELECT max(updated_at) FROM sync_state WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM wb_accounts
      WHERE company_id = ${tenant}))`;
