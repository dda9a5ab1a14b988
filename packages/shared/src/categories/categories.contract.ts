import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams } from '../identity/identity.schemas';

/** The seller's own category tree (/products/category, docs/product.md#screens). */
export const CATEGORY_LIMITS = {
  /** Levels of the tree: a top-level category is level 1. */
  maxDepth: 5,
  nameLength: 100,
  perCompany: 1000,
} as const;

const categoryName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Укажите название категории'),
    z.maxLength(
      CATEGORY_LIMITS.nameLength,
      `Название — не длиннее ${CATEGORY_LIMITS.nameLength} символов`,
    ),
  );
const parentId = z.nullable(z.uuid('Неверная родительская категория'));

export const createCategorySchema = z.object({
  name: categoryName,
  /** Absent or null: a top-level category. It goes last among its siblings. */
  parentId: z.optional(parentId),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

export const renameCategorySchema = z.object({ name: categoryName });
export type RenameCategoryInput = z.infer<typeof renameCategorySchema>;

/** Where a category goes: under `parentId` (null: top level), at `position` among its siblings. */
export const moveCategorySchema = z.object({
  parentId,
  /** 0-based among the new siblings (the category itself not counted); past the end: last. */
  position: z
    .int('Позиция — целое число')
    .check(z.gte(0, 'Позиция не может быть отрицательной'), z.lte(100_000)),
});
export type MoveCategoryInput = z.infer<typeof moveCategorySchema>;

export const categorySchema = z.object({
  id: z.uuid(),
  parentId: z.nullable(z.uuid()),
  name: z.string(),
  /** 0-based among its siblings. */
  position: z.int(),
  /** 1 for a top-level category. */
  depth: z.int(),
  /** Products in this category itself. */
  productCount: z.int(),
  /** Products in this category and every category under it. */
  totalProductCount: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

const categories = { tag: 'categories' } as const;
/** The whole tree in display order: each category followed by its subtree, siblings by position. */
const tree = z.array(categorySchema);

export const listCategoriesContract = defineContract({
  ...categories,
  method: 'GET',
  path: '/api/categories',
  summary: 'The category tree of the company with product counts (direct and with subcategories)',
  permission: { subject: 'category', action: 'view' },
  response: tree,
});

export const createCategoryContract = defineContract({
  ...categories,
  method: 'POST',
  path: '/api/categories',
  summary: 'Add a category (last among its siblings)',
  permission: { subject: 'category', action: 'create' },
  body: createCategorySchema,
  response: categorySchema,
  status: 201,
});

export const renameCategoryContract = defineContract({
  ...categories,
  method: 'PATCH',
  path: '/api/categories/:id',
  summary: 'Rename a category',
  permission: { subject: 'category', action: 'edit' },
  params: idParams,
  body: renameCategorySchema,
  response: categorySchema,
});

export const moveCategoryContract = defineContract({
  ...categories,
  method: 'POST',
  path: '/api/categories/:id/move',
  summary: 'Move a category (new parent and position; no cycles, depth limited); returns the tree',
  permission: { subject: 'category', action: 'edit' },
  params: idParams,
  body: moveCategorySchema,
  response: tree,
});

/** Deletes the subtree too; its products are left without a category. */
export const deleteCategoryContract = defineContract({
  ...categories,
  method: 'DELETE',
  path: '/api/categories/:id',
  summary: 'Delete a category with its subcategories (their products get no category)',
  permission: { subject: 'category', action: 'delete' },
  params: idParams,
  response: null,
});
