import { uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

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
