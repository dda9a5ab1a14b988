import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

/** Outbound HTTP proxies for calls to WB; the password is stored encrypted. */
export const apiProxies = pgTable(
  'api_proxies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    username: text('username'),
    passwordCiphertext: text('password_ciphertext'),
    keyId: text('key_id'),
    enabled: boolean('enabled').notNull().default(true),
    /** `pool` or `accounts` (only those in api_proxy_accounts). */
    assignment: text('assignment', { enum: ['pool', 'accounts'] })
      .notNull()
      .default('pool'),
    lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
    latencyMs: integer('latency_ms'),
    /** Failures in a row (checks or calls); reset by a success. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    /** Set when the proxy was switched off automatically after repeated failures. */
    autoDisabledAt: timestamp('auto_disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('api_proxies_company_id_id_key').on(t.companyId, t.id),
    index('api_proxies_company_idx').on(t.companyId),
    index('api_proxies_key_idx').on(t.keyId),
  ],
);

export const apiProxyAccounts = pgTable(
  'api_proxy_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    proxyId: uuid('proxy_id')
      .notNull()
      .references(() => apiProxies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    sameCompany('api_proxy_accounts', t.companyId, t.proxyId, apiProxies),
    sameCompany('api_proxy_accounts', t.companyId, t.accountId, wbAccounts),
    primaryKey({ columns: [t.companyId, t.proxyId, t.accountId] }),
    index('api_proxy_accounts_account_idx').on(t.accountId),
  ],
);
