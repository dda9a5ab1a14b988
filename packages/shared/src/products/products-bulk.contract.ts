import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { filterGroupSchema } from '../list/list-query';
import { costVersionInputSchema } from '../product-costs/cost';

/**
 * The bulk actions of the /products grid (docs/product.md#screens): set tags, set the own category,
 * set a cost price, on ticked products or on every product matching the grid's filter. Apart from
 * the grid's read contracts (products.contract.ts) so the page loads without them.
 */

const view = { permission: { subject: 'product', action: 'view' }, tag: 'products' } as const;
const edit = { permission: { subject: 'product', action: 'edit' }, tag: 'products' } as const;

/** What the bulk dialogs offer: the company's tags, categories (as paths) and currencies. */
export const productOptionsSchema = z.object({
  tags: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      color: z.nullable(z.string()),
      /** A WB tag's account (it can only be put on that account's products); null: own tag. */
      accountId: z.nullable(z.uuid()),
      accountName: z.nullable(z.string()),
    }),
  ),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), path: z.string() })),
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;

export const productOptionsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/options',
  summary: 'Tags, categories and currencies for the bulk actions of /products',
  response: productOptionsSchema,
});

/** Explicitly chosen products at most per request; "all matching the filter" at most. */
export const BULK_LIMITS = { keys: 5000, matching: 10_000, tags: 50 } as const;
/** 5,000 ticked keys of about 75 bytes each, with room for the rest of the body. */
const BULK_BODY_LIMIT = 512 * 1024;

export const productKeySchema = z.object({
  accountId: z.uuid(),
  nmId: z.int().check(z.gte(1)),
});
export type ProductKey = z.infer<typeof productKeySchema>;

/**
 * Which products a bulk action touches: the rows the user ticked, or every product matching the
 * grid's current filter (re-evaluated by the server at the moment of the action).
 */
export const productSelectionSchema = z.union([
  z.object({
    keys: z
      .array(productKeySchema)
      .check(
        z.minLength(1, 'Не выбрано ни одного товара'),
        z.maxLength(BULK_LIMITS.keys, `Не больше ${BULK_LIMITS.keys} товаров за раз`),
      ),
  }),
  z.object({ all: z.literal(true), filter: z.optional(filterGroupSchema) }),
]);
export type ProductSelection = z.infer<typeof productSelectionSchema>;

const tagIds = z
  .array(z.uuid())
  .check(z.maxLength(BULK_LIMITS.tags, `Не больше ${BULK_LIMITS.tags} ярлыков за раз`));

export const bulkTagsBodySchema = z
  .object({
    selection: productSelectionSchema,
    add: z._default(tagIds, []),
    remove: z._default(tagIds, []),
  })
  .check(
    z.refine((b) => b.add.length + b.remove.length > 0, {
      message: 'Выберите ярлыки, которые нужно добавить или снять',
      path: ['add'],
    }),
    z.refine((b) => !b.add.some((id) => b.remove.includes(id)), {
      message: 'Один и тот же ярлык нельзя и добавить, и снять',
      path: ['remove'],
    }),
  );
export type BulkTagsBody = z.infer<typeof bulkTagsBodySchema>;
export type BulkTagsInput = z.input<typeof bulkTagsBodySchema>;

export const bulkCategoryBodySchema = z.object({
  selection: productSelectionSchema,
  /** The category to set; null clears the products' category. */
  categoryId: z.nullable(z.uuid()),
});
export type BulkCategoryBody = z.infer<typeof bulkCategoryBodySchema>;
export type BulkCategoryInput = z.input<typeof bulkCategoryBodySchema>;

/** One product-wide cost version for every selected product (sizes differ per product). */
export const bulkCostInputSchema = z.omit(costVersionInputSchema, { chrtId: true });
export const bulkCostBodySchema = z.object({
  selection: productSelectionSchema,
  cost: bulkCostInputSchema,
});
export type BulkCostBody = z.infer<typeof bulkCostBodySchema>;
export type BulkCostInput = z.input<typeof bulkCostBodySchema>;

export const bulkResultSchema = z.object({
  /** Products the action applied to. */
  products: z.int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkTagsContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/bulk/tags',
  bodyLimit: BULK_BODY_LIMIT,
  summary: 'Add and remove tags on the selected products (all or nothing)',
  body: bulkTagsBodySchema,
  response: bulkResultSchema,
});

export const bulkCategoryContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/bulk/category',
  bodyLimit: BULK_BODY_LIMIT,
  summary: 'Set or clear the own category of the selected products (all or nothing)',
  body: bulkCategoryBodySchema,
  response: bulkResultSchema,
});

export const bulkCostContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/bulk/cost',
  bodyLimit: BULK_BODY_LIMIT,
  summary: 'Add a cost price version to each selected product (same date replaced)',
  body: bulkCostBodySchema,
  response: bulkResultSchema,
});
