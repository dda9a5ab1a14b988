import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers to requests sent with an `Idempotency-Key` (docs/budgets.md#idempotency): the first
 * request's status and body, replayed for a repeat with the same key. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: the user id (keys of different users never collide). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
