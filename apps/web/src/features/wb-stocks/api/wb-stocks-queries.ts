import type { ListRequestInput } from '@wb/shared/list/list-query';
import {
  getStockHistoryContract,
  getStockSnapshotContract,
  listWbStocksContract,
  type StockHistoryQuery,
} from '@wb/shared/stocks/wb-stocks.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

export const wbStockQueries = {
  all: () => ['wbStocks'] as const,
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

/** One page of /api/wb-stocks (the request travels as JSON in `list`). */
export const fetchWbStocksPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listWbStocksContract, { query: { list: JSON.stringify(request) } }, { signal });

export const WB_STOCKS_EXPORT_PATH = '/api/wb-stocks/export';
