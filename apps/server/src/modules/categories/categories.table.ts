import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/**
 * The seller's own product categories (/products/category, docs/product.md#screens): a tree per
 * company, ordered among siblings by `position`. A product has at most one (products.category_id).
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null for a top-level category; deleting a parent deletes its subtree. */
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('categories_company_id_id_key').on(t.companyId, t.id),
    // A parent of the same company; deleting it deletes its subtree.
    foreignKey({
      name: 'categories_parent_company_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('cascade'),
    // Sibling names are unique, case-insensitively (top level included).
    uniqueIndex('categories_sibling_name_idx').on(
      t.companyId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('categories_company_parent_idx').on(t.companyId, t.parentId, t.position),
    check('categories_name_check', sql`length(btrim(${t.name})) between 1 and 100`),
    check('categories_not_own_parent_check', sql`${t.parentId} IS DISTINCT FROM ${t.id}`),
  ],
);
