import {
  CATEGORY_LIMITS,
  type Category,
  type CreateCategoryInput,
  type MoveCategoryInput,
} from '@wb/shared/categories/categories.contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors';

/*
 * The company's category tree. Every change takes the company's tree lock first (one writer at a
 * time), so that depth checks, cycle checks and sibling positions are decided on a tree nobody
 * else is changing; positions of siblings are always 0..n-1.
 */

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
 * depth, its own product count and the count of its whole subtree.
 */
export async function listCategories(db: DbOrTx, companyId: string): Promise<Category[]> {
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
  const list: Category[] = rows.map((r) => ({
    id: String(r.id),
    parentId: r.parent_id,
    name: String(r.name),
    position: Number(r.position),
    depth: Number(r.depth),
    productCount: Number(r.product_count),
    totalProductCount: Number(r.product_count),
  }));
  // Children come after their parent: adding each total to its parent from the end sums subtrees.
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const c of list.toReversed()) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (parent) parent.totalProductCount += c.totalProductCount;
  }
  return list;
}

export async function categoryOf(db: DbOrTx, companyId: string, id: string): Promise<Category> {
  const found = (await listCategories(db, companyId)).find((c) => c.id === id);
  if (!found) throw notFound('Категория не найдена');
  return found;
}

async function lockTree(tx: DbOrTx, companyId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`categories:${companyId}`}, 0))`,
  );
}

const duplicateName = () =>
  validationFailed(
    { name: ['На этом уровне уже есть категория с таким названием'] },
    'На этом уровне уже есть категория с таким названием',
  );

/** A unique violation (sibling names) as the field error; anything else as is. */
async function naming<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

const tooDeep = () =>
  new AppError(
    'CATEGORY_TOO_DEEP',
    `Вложенность категорий — не больше ${CATEGORY_LIMITS.maxDepth} уровней`,
    400,
  );

/** The parent (of this company) or a field error. */
function parentIn(tree: Category[], parentId: string | null, field = 'parentId') {
  if (parentId === null) return null;
  const parent = tree.find((c) => c.id === parentId);
  if (!parent) {
    throw validationFailed(
      { [field]: ['Родительская категория не найдена'] },
      'Родительская категория не найдена',
    );
  }
  return parent;
}

/** Renumbers the siblings under `parentId` 0..n-1 in the given order. */
async function renumber(tx: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE categories c SET position = o.ord - 1
      FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS o(id, ord)
     WHERE c.id = o.id AND c.company_id = ${companyId}::uuid AND c.position <> o.ord - 1`);
}

const siblingsOf = (tree: Category[], parentId: string | null) =>
  tree.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);

export async function createCategory(
  tx: DbOrTx,
  companyId: string,
  input: CreateCategoryInput,
): Promise<Category> {
  await lockTree(tx, companyId);
  const tree = await listCategories(tx, companyId);
  if (tree.length >= CATEGORY_LIMITS.perCompany) {
    throw new AppError(
      'CATEGORY_LIMIT',
      `Категорий может быть не больше ${CATEGORY_LIMITS.perCompany}`,
      400,
    );
  }
  const parentId = input.parentId ?? null;
  const parent = parentIn(tree, parentId);
  if ((parent?.depth ?? 0) + 1 > CATEGORY_LIMITS.maxDepth) throw tooDeep();
  const position = siblingsOf(tree, parentId).length;
  const { rows } = await naming(
    tx.execute<{ id: string }>(sql`
      INSERT INTO categories (company_id, parent_id, name, position)
      VALUES (${companyId}::uuid, ${parentId}::uuid, ${input.name}, ${position}) RETURNING id`),
  );
  return categoryOf(tx, companyId, rows[0]!.id);
}

export async function renameCategory(
  tx: DbOrTx,
  companyId: string,
  id: string,
  name: string,
): Promise<Category> {
  await lockTree(tx, companyId);
  await categoryOf(tx, companyId, id);
  await naming(
    tx.execute(sql`
      UPDATE categories SET name = ${name}
       WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`),
  );
  return categoryOf(tx, companyId, id);
}

/**
 * Moves a category (with its subtree) under a new parent at a position among the new siblings.
 * Refused: under itself or its own subtree (a cycle), and deeper than CATEGORY_LIMITS.maxDepth
 * counting its subtree. The old and the new siblings are renumbered in the same transaction.
 */
export async function moveCategory(
  tx: DbOrTx,
  companyId: string,
  id: string,
  input: MoveCategoryInput,
): Promise<Category[]> {
  await lockTree(tx, companyId);
  const tree = await listCategories(tx, companyId);
  const node = tree.find((c) => c.id === id);
  if (!node) throw notFound('Категория не найдена');
  const parent = parentIn(tree, input.parentId);
  // The subtree: the node and everything after it in pre-order deeper than it.
  const start = tree.indexOf(node);
  let end = start + 1;
  while (end < tree.length && tree[end]!.depth > node.depth) end++;
  const subtree = tree.slice(start, end);
  if (parent && subtree.some((c) => c.id === parent.id)) {
    throw new AppError(
      'CATEGORY_CYCLE',
      parent.id === id
        ? 'Категорию нельзя вложить саму в себя'
        : 'Категорию нельзя вложить в её же подкатегорию',
      400,
    );
  }
  const height = Math.max(...subtree.map((c) => c.depth)) - node.depth + 1;
  if ((parent?.depth ?? 0) + height > CATEGORY_LIMITS.maxDepth) throw tooDeep();

  const oldSiblings = siblingsOf(tree, node.parentId)
    .filter((c) => c.id !== id)
    .map((c) => c.id);
  const newSiblings = siblingsOf(tree, input.parentId)
    .filter((c) => c.id !== id)
    .map((c) => c.id);
  newSiblings.splice(Math.min(input.position, newSiblings.length), 0, id);
  if (node.parentId !== input.parentId) {
    await naming(
      tx.execute(sql`
        UPDATE categories SET parent_id = ${input.parentId}::uuid
         WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`),
    );
    await renumber(tx, companyId, oldSiblings);
  }
  await renumber(tx, companyId, newSiblings);
  return listCategories(tx, companyId);
}

/** Deletes the category and its subtree; their products keep no category (FK set null). */
export async function deleteCategory(tx: DbOrTx, companyId: string, id: string): Promise<void> {
  await lockTree(tx, companyId);
  const tree = await listCategories(tx, companyId);
  const node = tree.find((c) => c.id === id);
  if (!node) throw notFound('Категория не найдена');
  await tx.execute(
    sql`DELETE FROM categories WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`,
  );
  await renumber(
    tx,
    companyId,
    siblingsOf(tree, node.parentId)
      .filter((c) => c.id !== id)
      .map((c) => c.id),
  );
}
