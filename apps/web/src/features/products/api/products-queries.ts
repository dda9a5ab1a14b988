import { listProductsContract } from '@wb/shared/products/products.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { apiRequest } from '../../../app/query/api-client';

export const productQueries = {
  all: () => ['products'] as const,
};

/** One page of /api/products (the request travels as JSON in `list`). */
export const fetchProductsPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listProductsContract, { query: { list: JSON.stringify(request) } }, { signal });

export const PRODUCTS_EXPORT_PATH = '/api/products/export';
export const COST_TEMPLATE_PATH = '/api/products/cost-import/template';
