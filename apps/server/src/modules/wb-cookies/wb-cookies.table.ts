import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { users } from '../users/users.table';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

/** Seller-portal session cookies (outside WB's public API), one per account, encrypted. */
export const wbCookies = pgTable(
  'wb_cookies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    ciphertext: text('ciphertext').notNull(),
    keyId: text('key_id').notNull(),
    cookieNames: text('cookie_names').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a feature's call was refused by the portal (the session ended early). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastError: text('last_error'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameCompany('wb_cookies', t.companyId, t.accountId, wbAccounts),
    index('wb_cookies_company_idx').on(t.companyId),
    uniqueIndex('wb_cookies_account_idx').on(t.accountId),
    index('wb_cookies_key_idx').on(t.keyId),
  ],
);
