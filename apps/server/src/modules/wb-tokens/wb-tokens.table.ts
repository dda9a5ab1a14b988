import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import type { WbCategoryKey, WbTokenStatus, WbTokenTypeKey } from '@wb/shared';
import { users } from '../users/users.table';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

/**
 * WB API tokens. The token itself is stored only encrypted (AES-256-GCM, `lib/secrets.ts`; the
 * ciphertext names its key, `key_id` repeats it for rotation); the decoded payload is kept in
 * columns so that nothing needs the plaintext except calls to WB.
 */
export const wbTokens = pgTable(
  'wb_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ciphertext: text('ciphertext').notNull(),
    keyId: text('key_id').notNull(),
    last4: text('last4').notNull(),
    /** The token's own ID (`id` claim): the same token cannot be added twice to an account. */
    tokenId: text('token_id').notNull(),
    sellerId: text('seller_id').notNull(),
    tokenType: text('token_type').$type<WbTokenTypeKey>().notNull(),
    /** The `s` claim as issued (category bits and bit 30, read-only). */
    scopeMask: bigint('scope_mask', { mode: 'number' }).notNull(),
    categories: text('categories').array().$type<WbCategoryKey[]>().notNull(),
    readOnly: boolean('read_only').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WbTokenStatus>().notNull(),
    /** WB refused it at the last check (401/403, or another seller). */
    rejected: boolean('rejected').notNull().default(false),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Last expiry warning sent (14, 3 or 0 days ahead), so each goes out once. */
    warnedDays: text('warned_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameCompany('wb_tokens', t.companyId, t.accountId, wbAccounts),
    index('wb_tokens_company_idx').on(t.companyId),
    index('wb_tokens_account_idx').on(t.accountId),
    uniqueIndex('wb_tokens_account_token_idx').on(t.accountId, t.tokenId),
    index('wb_tokens_key_idx').on(t.keyId),
    index('wb_tokens_expires_idx').on(t.expiresAt),
  ],
);
