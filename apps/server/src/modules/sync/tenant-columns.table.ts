import { uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

// Column helpers for the tables of the synced modules; a table file, as it references the tables
// of companies and wb-accounts.

/**
 * The tenant columns of a table synced per WB account: the company (every query is scoped to
 * it) and the account; deleting either deletes the synced rows.
 */
export const accountTenant = () => ({
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => wbAccounts.id, { onDelete: 'cascade' }),
});

/**
 * The tenant columns of a high-volume table the sync engine writes (orders, sales, report rows,
 * stock snapshots, rollups), without per-row foreign keys: checking two references for every
 * row was a quarter of the time of merging a page of orders. Integrity holds by other means:
 * - each page's transaction locks its account row first (`FOR KEY SHARE`, sync.service.ts), so
 *   the account cannot be deleted while a page of it is written, and a deleted one writes nothing;
 * - deleting an account, or its company, deletes its rows of these tables (the statement trigger
 *   `wb_accounts_deleted`, migration 0015; `synced-tables.int.test.ts` holds the list to the schema).
 */
export const syncedTenant = () => ({
  companyId: uuid('company_id').notNull(),
  accountId: uuid('account_id').notNull(),
});
