import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Token buckets of the WB client's limiter (`@wb/wb`, PgRateLimiter), one per seller × method
 * group, shared by every process. Mirrors `WB_RATE_BUCKETS_DDL` of `@wb/wb`; the limiter
 * integration test runs against this migrated table.
 */
export const wbRateBuckets = pgTable(
  'wb_rate_buckets',
  {
    sellerId: text('seller_id').notNull(),
    methodGroup: text('method_group').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.methodGroup] })],
);
