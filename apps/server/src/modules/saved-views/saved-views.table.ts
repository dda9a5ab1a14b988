import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/auth.table';
import { companies } from '../companies/companies.table';

/** A user's named grid views (filters, sort, columns…) per company and grid. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The grid: a LIST_RESOURCES key of packages/shared. */
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    /** Validated by viewStateSchema in packages/shared. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_name_key').on(t.userId, t.companyId, t.resource, t.name),
    // At most one default view per user × company × grid.
    uniqueIndex('saved_views_default_key')
      .on(t.userId, t.companyId, t.resource)
      .where(sql`${t.isDefault}`),
  ],
);
