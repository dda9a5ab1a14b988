/**
 * The cost price versions of the product page (docs/domain.md#cost-at-a-date): the cost in force at
 * a date, the versions of a product and its sizes, and their changes.
 */
import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { instantSchema } from '../identity/identity.schemas';
import { costVersionInputSchema, type CostVersion } from './cost';
import {
  accountQuery,
  edit,
  money,
  nullableMoney,
  productParams,
  view,
} from '../products/product-common';

/**
 * The unit cost in force at a date (docs/domain.md#cost-at-a-date), or null when there is no
 * version.
 */
export const costAtSchema = z.object({
  unitCost: money,
  currency: z.string(),
  validFrom: z.string(),
  /** Null when the currency has no rate on or before the date (never guessed). */
  unitCostRub: nullableMoney,
});
export type CostAt = z.infer<typeof costAtSchema>;

export const costVersionSchema = z.object({
  id: z.uuid(),
  nmId: z.number(),
  chrtId: z.nullable(z.string()),
  validFrom: z.string(),
  unitCost: money,
  currency: z.string(),
  unitCostRub: nullableMoney,
  comment: z.nullable(z.string()),
  createdAt: instantSchema,
}) satisfies z.ZodMiniType<CostVersion>;

export const productCostsSchema = z.object({
  /** Every version, newest valid_from first; product-wide ones before sizes' on the same day. */
  versions: z.array(costVersionSchema),
  /** In force today (Moscow): the product-wide cost, and each size's (its own version wins). */
  current: z.object({
    product: z.nullable(costAtSchema),
    sizes: z.array(
      z.object({
        chrtId: z.string(),
        techSize: z.nullable(z.string()),
        cost: z.nullable(costAtSchema),
      }),
    ),
  }),
});
export type ProductCosts = z.infer<typeof productCostsSchema>;

const costParams = z.object({
  nmId: z.string(),
  id: z.uuid({ message: 'Неверный идентификатор' }),
});

export const listProductCostsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/products/:nmId/costs',
  summary: 'Cost price versions of the product and the cost in force today',
  params: productParams,
  query: accountQuery,
  response: productCostsSchema,
});

export const createProductCostContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/:nmId/costs',
  summary: 'Add a cost price version (product or size, valid from a date, in a currency)',
  params: productParams,
  query: accountQuery,
  body: costVersionInputSchema,
  response: costVersionSchema,
  status: 201,
});

export const updateProductCostContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/products/:nmId/costs/:id',
  summary: 'Change a cost price version (every field)',
  params: costParams,
  body: costVersionInputSchema,
  response: costVersionSchema,
});

export const deleteProductCostContract = defineContract({
  ...edit,
  method: 'DELETE',
  path: '/api/products/:nmId/costs/:id',
  summary: 'Delete a cost price version',
  params: costParams,
  response: null,
});
