import { sql, type SQL } from 'drizzle-orm';
import type { ColumnSql } from './resource';

/**
 * The SQL of the product-slice columns (packages/shared list/product-slices.ts) over a row
 * table aliased `x` with `company_id`, `account_id` and `nm_id`: the product card `p`, the
 * seller's category `c`, the cabinet `a` and its organization `org`. The same definitions as the
 * reports group by, so a report's drill-down shows exactly the rows the group summed.
 */
export function productSliceColumns(): Record<
  'brand' | 'subject' | 'category' | 'tags' | 'organization',
  ColumnSql
> {
  return {
    brand: { expr: sql`p.brand`, sqlType: 'text', joins: ['products'] },
    subject: { expr: sql`p.subject_name`, sqlType: 'text', joins: ['products'] },
    category: { expr: sql`c.name`, sqlType: 'text', joins: ['products', 'categories'] },
    tags: {
      expr: sql`ARRAY(SELECT t.name FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE pt.account_id = x.account_id AND pt.nm_id = x.nm_id ORDER BY t.name)`,
      sqlType: 'text[]',
    },
    organization: {
      expr: sql`org.name`,
      sqlType: 'text',
      joins: ['accounts', 'organizations'],
    },
  };
}

/** The joins the product-slice columns need (`products`, `categories`, `accounts`, `organizations`). */
export function productSliceJoins(): Record<string, SQL> {
  return {
    products: sql`LEFT JOIN products p ON p.account_id = x.account_id AND p.nm_id = x.nm_id`,
    categories: sql`LEFT JOIN categories c ON c.id = p.category_id`,
    accounts: sql`JOIN wb_accounts a ON a.id = x.account_id`,
    organizations: sql`LEFT JOIN organizations org ON org.id = a.organization_id`,
  };
}

/** Slice columns users edit (categories, tags, organizations): never served from the cache. */
export const EDITED_SLICES = ['category', 'tags', 'organization'] as const;

/** A product-slice row's values as the row schema has them. */
export function productSliceValues(r: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    brand: text(r.brand),
    subject: text(r.subject),
    category: text(r.category),
    tags: Array.isArray(r.tags) ? (r.tags as string[]) : [],
    organization: text(r.organization),
  };
}
