import { productsList } from '@wb/shared/products/products.contract';

/** Query keys of /products, all under the grid's root (invalidating it refreshes the grid). */
export const productQueries = {
  all: () => [productsList.tag] as const,
};

export const COST_TEMPLATE_PATH = '/api/products/cost-import/template';
