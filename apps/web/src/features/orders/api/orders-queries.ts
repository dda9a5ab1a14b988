import { getOrderContract } from '@wb/shared/orders/order-detail.contract';
import { listOrdersContract } from '@wb/shared/orders/orders.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

export const orderQueries = {
  all: () => ['orders'] as const,
  /** One order line by its srid (/orders/:orderId). */
  detail: (srid: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', srid] as const,
      queryFn: ({ signal }) => apiRequest(getOrderContract, { params: { srid } }, { signal }),
    }),
};

/** One page of /api/orders (the request travels as JSON in `list`). */
export const fetchOrdersPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listOrdersContract, { query: { list: JSON.stringify(request) } }, { signal });

export const ORDERS_EXPORT_PATH = '/api/orders/export';
