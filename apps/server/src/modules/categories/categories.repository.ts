import type { Category } from '@wb/shared/categories/categories.contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

interface Row extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  name: string;
  position: number;
  depth: number;
  product_count: number;
}

/**
 * Every category of the company in display order (pre-order, siblings by position), with its
 * depth and its own product count (`totalProductCount` is the same: subtrees are not summed).
 */
export async function categoryRows(db: DbOrTx, companyId: string): Promise<Category[]> {
  const { rows } = await db.execute<Row>(sql`
    WITH RECURSIVE tree AS (
      SELECT c.id, c.parent_id, c.name, c.position, 1 AS depth,
             ARRAY[lpad(c.position::text, 6, '0') || c.id::text] AS path
        FROM categories c
       WHERE c.company_id = ${companyId}::uuid AND c.parent_id IS NULL
      UNION ALL
      SELECT c.id, c.parent_id, c.name, c.position, t.depth + 1,
             t.path || (lpad(c.position::text, 6, '0') || c.id::text)
        FROM categories c JOIN tree t ON c.parent_id = t.id
       WHERE c.company_id = ${companyId}::uuid
    ), direct AS (
      SELECT category_id AS id, count(*)::int AS n FROM products
       WHERE company_id = ${companyId}::uuid AND category_id IS NOT NULL
       GROUP BY category_id
    )
    SELECT t.id, t.parent_id, t.name, t.position, t.depth, coalesce(d.n, 0) AS product_count
      FROM tree t LEFT JOIN direct d ON d.id = t.id
     ORDER BY t.path`);
  return rows.map((r) => ({
    id: String(r.id),
    parentId: r.parent_id,
    name: String(r.name),
    position: Number(r.position),
    depth: Number(r.depth),
    productCount: Number(r.product_count),
    totalProductCount: Number(r.product_count),
  }));
}

/** One writer of the company's tree at a time, until the transaction ends. */
export async function lockTree(tx: DbOrTx, companyId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`categories:${companyId}`}, 0))`,
  );
}

export async function insertCategory(
  tx: DbOrTx,
  companyId: string,
  row: { parentId: string | null; name: string; position: number },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO categories (company_id, parent_id, name, position)
    VALUES (${companyId}::uuid, ${row.parentId}::uuid, ${row.name}, ${row.position})
    RETURNING id`);
  return rows[0]!.id;
}

export async function setName(tx: DbOrTx, companyId: string, id: string, name: string) {
  await tx.execute(sql`
    UPDATE categories SET name = ${name}
     WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`);
}

export async function setParent(
  tx: DbOrTx,
  companyId: string,
  id: string,
  parentId: string | null,
) {
  await tx.execute(sql`
    UPDATE categories SET parent_id = ${parentId}::uuid
     WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`);
}

/** Renumbers the given siblings 0..n-1 in the given order. */
export async function renumber(tx: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE categories c SET position = o.ord - 1
      FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS o(id, ord)
     WHERE c.id = o.id AND c.company_id = ${companyId}::uuid AND c.position <> o.ord - 1`);
}

/** Deletes the category; its subtree goes with it and its products keep no category (FKs). */
export async function removeCategory(tx: DbOrTx, companyId: string, id: string) {
  await tx.execute(
    sql`DELETE FROM categories WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`,
  );
}

/** Whether the company has the category (a foreign id looks exactly like a missing one). */
export async function categoryExists(db: DbOrTx, companyId: string, id: string) {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM categories WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`);
  return rows.length > 0;
}

/** The company's categories with their paths ("Одежда / Платья"), in the tree's order. */
export async function categoryPaths(
  db: DbOrTx,
  companyId: string,
): Promise<{ id: string; name: string; path: string }[]> {
  const { rows } = await db.execute<{ id: string; name: string; path: string }>(sql`
    WITH RECURSIVE tree AS (
        SELECT id, name, name::text AS path, ARRAY[position::bigint] AS sort_key, ARRAY[id] AS seen
          FROM categories WHERE company_id = ${companyId}::uuid AND parent_id IS NULL
        UNION ALL
        SELECT c.id, c.name, tree.path || ' / ' || c.name, tree.sort_key || c.position::bigint,
               tree.seen || c.id
          FROM categories c JOIN tree ON c.parent_id = tree.id
         WHERE c.company_id = ${companyId}::uuid AND NOT c.id = ANY(tree.seen))
      SELECT id, name, path FROM tree ORDER BY sort_key, path`);
  return rows;
}
