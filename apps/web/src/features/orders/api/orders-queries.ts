import { getOrderContract } from '@wb/shared/orders/order-detail.contract';
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
