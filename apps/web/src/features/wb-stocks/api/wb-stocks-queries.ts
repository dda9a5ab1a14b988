import {
  getStockHistoryContract,
  getStockSnapshotContract,
  wbStocksList,
  type StockHistoryQuery,
} from '@wb/shared/stocks/wb-stocks.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the stocks, all under the list's tag (the grid's pages too). */
export const wbStockQueries = {
  all: () => [wbStocksList.tag] as const,
  /** When the snapshot was taken (per account) and whether WB hides its warehouses. */
  snapshot: () =>
    queryOptions({
      queryKey: [...wbStockQueries.all(), 'snapshot'] as const,
      queryFn: ({ signal }) => apiRequest(getStockSnapshotContract, {}, { signal }),
    }),
  /** The stock history of a product, a size or a size on one warehouse. */
  history: (query: StockHistoryQuery) =>
    queryOptions({
      queryKey: [...wbStockQueries.all(), 'history', query] as const,
      queryFn: ({ signal }) => apiRequest(getStockHistoryContract, { query }, { signal }),
    }),
};
