import { listOrdersContract } from '@wb/shared/orders/orders.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { apiRequest } from '../../../app/query/api-client';

export const orderQueries = {
  all: () => ['orders'] as const,
};

/** One page of /api/orders (the request travels as JSON in `list`). */
export const fetchOrdersPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listOrdersContract, { query: { list: JSON.stringify(request) } }, { signal });

export const ORDERS_EXPORT_PATH = '/api/orders/export';
