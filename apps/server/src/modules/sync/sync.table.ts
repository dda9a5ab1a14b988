import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

/** One row per WB account × dataset: where the next sync starts, and how the last ones went. */
export const syncState = pgTable(
  'sync_state',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    dataset: text('dataset').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The dataset's own cursor; committed with the page it follows. */
    cursor: jsonb('cursor'),
    paused: boolean('paused').notNull().default(false),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** Why the dataset cannot sync now (no token with its category…), shown as is. */
    skippedReason: text('skipped_reason'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    rowsTotal: bigint('rows_total', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.dataset] }),
    index('sync_state_company_idx').on(t.companyId),
    index('sync_state_due_idx').on(t.nextRunAt),
  ],
);

/** Every sync run of an account × dataset (for /admin/sync and the account's progress). */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    dataset: text('dataset').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running | succeeded | deferred | failed | skipped */
    status: text('status').notNull(),
    pages: integer('pages').notNull().default(0),
    rowsIn: bigint('rows_in', { mode: 'number' }).notNull().default(0),
    rowsUpserted: bigint('rows_upserted', { mode: 'number' }).notNull().default(0),
    requests: integer('requests').notNull().default(0),
    retries: integer('retries').notNull().default(0),
    rateLimitWaitMs: bigint('rate_limit_wait_ms', { mode: 'number' }).notNull().default(0),
    error: text('error'),
  },
  (t) => [index('sync_runs_account_dataset_idx').on(t.accountId, t.dataset, t.startedAt)],
);
