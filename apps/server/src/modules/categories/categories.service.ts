import {
  CATEGORY_LIMITS,
  type Category,
  type CreateCategoryInput,
  type MoveCategoryInput,
} from '@wb/shared/categories/categories.contract';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import {
  categoryNotFound,
  cycle,
  duplicateName,
  parentNotFound,
  tooDeep,
  tooMany,
} from './categories.errors';
import * as repo from './categories.repository';

/*
 * The company's category tree. Every change takes the company's tree lock first (one writer at a
 * time), so that depth checks, cycle checks and sibling positions are decided on a tree nobody
 * else is changing; positions of siblings are always 0..n-1. Every change is audited in the
 * transaction that makes it.
 */

const entity = 'category';

/**
 * Every category of the company in display order (pre-order, siblings by position), with its
 * depth, its own product count and the count of its whole subtree.
 */
export async function listCategories(db: DbOrTx, companyId: string): Promise<Category[]> {
  const list = await repo.categoryRows(db, companyId);
  // Children come after their parent: adding each total to its parent from the end sums subtrees.
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const c of list.toReversed()) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (parent) parent.totalProductCount += c.totalProductCount;
  }
  return list;
}

async function categoryOf(db: DbOrTx, companyId: string, id: string): Promise<Category> {
  const found = (await listCategories(db, companyId)).find((c) => c.id === id);
  if (!found) throw categoryNotFound();
  return found;
}

/** A unique violation (sibling names) as the field error; anything else as is. */
async function naming<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** The parent (of this company) or a field error. */
function parentIn(tree: Category[], parentId: string | null, field = 'parentId') {
  if (parentId === null) return null;
  const parent = tree.find((c) => c.id === parentId);
  if (!parent) throw parentNotFound(field);
  return parent;
}

const siblingsOf = (tree: Category[], parentId: string | null) =>
  tree.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);

export async function createCategory(
  database: Database,
  companyId: string,
  input: CreateCategoryInput,
  context: AuditContext,
): Promise<Category> {
  return database.db.transaction(async (tx) => {
    await repo.lockTree(tx, companyId);
    const tree = await listCategories(tx, companyId);
    if (tree.length >= CATEGORY_LIMITS.perCompany) throw tooMany();
    const parentId = input.parentId ?? null;
    const parent = parentIn(tree, parentId);
    if ((parent?.depth ?? 0) + 1 > CATEGORY_LIMITS.maxDepth) throw tooDeep();
    const position = siblingsOf(tree, parentId).length;
    const id = await naming(
      repo.insertCategory(tx, companyId, { parentId, name: input.name, position }),
    );
    const after = await categoryOf(tx, companyId, id);
    await audit(tx, context, { action: 'category.created', entity, entityId: id, after });
    return after;
  });
}

export async function renameCategory(
  database: Database,
  companyId: string,
  id: string,
  name: string,
  context: AuditContext,
): Promise<Category> {
  return database.db.transaction(async (tx) => {
    const before = await categoryOf(tx, companyId, id);
    await repo.lockTree(tx, companyId);
    await categoryOf(tx, companyId, id);
    await naming(repo.setName(tx, companyId, id, name));
    const after = await categoryOf(tx, companyId, id);
    await audit(tx, context, { action: 'category.renamed', entity, entityId: id, before, after });
    return after;
  });
}

/**
 * Moves a category (with its subtree) under a new parent at a position among the new siblings.
 * Refused: under itself or its own subtree (a cycle), and deeper than CATEGORY_LIMITS.maxDepth
 * counting its subtree. The old and the new siblings are renumbered in the same transaction.
 * Answers the whole tree after the move.
 */
export async function moveCategory(
  database: Database,
  companyId: string,
  id: string,
  input: MoveCategoryInput,
  context: AuditContext,
): Promise<Category[]> {
  return database.db.transaction(async (tx) => {
    const before = await categoryOf(tx, companyId, id);
    await repo.lockTree(tx, companyId);
    const tree = await listCategories(tx, companyId);
    const node = tree.find((c) => c.id === id);
    if (!node) throw categoryNotFound();
    const parent = parentIn(tree, input.parentId);
    // The subtree: the node and everything after it in pre-order deeper than it.
    const start = tree.indexOf(node);
    let end = start + 1;
    while (end < tree.length && tree[end]!.depth > node.depth) end++;
    const subtree = tree.slice(start, end);
    if (parent && subtree.some((c) => c.id === parent.id)) throw cycle(parent.id === id);
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
      await naming(repo.setParent(tx, companyId, id, input.parentId));
      await repo.renumber(tx, companyId, oldSiblings);
    }
    await repo.renumber(tx, companyId, newSiblings);
    const after = await listCategories(tx, companyId);
    await audit(tx, context, {
      action: 'category.moved',
      entity,
      entityId: id,
      before,
      after: after.find((c) => c.id === id),
    });
    return after;
  });
}

/** Deletes the category and its subtree; their products keep no category (FK set null). */
export async function deleteCategory(
  database: Database,
  companyId: string,
  id: string,
  context: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await categoryOf(tx, companyId, id);
    await repo.lockTree(tx, companyId);
    const tree = await listCategories(tx, companyId);
    const node = tree.find((c) => c.id === id);
    if (!node) throw categoryNotFound();
    await repo.removeCategory(tx, companyId, id);
    await repo.renumber(
      tx,
      companyId,
      siblingsOf(tree, node.parentId)
        .filter((c) => c.id !== id)
        .map((c) => c.id),
    );
    await audit(tx, context, { action: 'category.deleted', entity, entityId: id, before });
  });
}
