import {
  boolean,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.table';
import { companies } from '../companies/companies.table';

const NO_COMPANY = '00000000-0000-0000-0000-000000000000';
const scopeOf = (companyId: AnyPgColumn) =>
  sql`coalesce(${companyId}, ${sql.raw(`'${NO_COMPANY}'::uuid`)})`;

/**
 * A user's named grid views (filters, sort, columns…) per company and grid; a personal grid's
 * views (PERSONAL_LIST_RESOURCES: the user's companies, the administrator's lists) have no
 * company.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the views of a personal grid. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
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
    // A personal grid's views (no company) are one set per user: no company counts as one.
    uniqueIndex('saved_views_name_key').on(t.userId, scopeOf(t.companyId), t.resource, t.name),
    // At most one default view per user × company × grid.
    uniqueIndex('saved_views_default_key')
      .on(t.userId, scopeOf(t.companyId), t.resource)
      .where(sql`${t.isDefault}`),
  ],
);
