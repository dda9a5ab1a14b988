import type { ListRequestInput } from '@wb/shared/list/list-query';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ordersList } from '@wb/shared/orders/orders.contract';
import { fetchListPage } from '../../../app/query/list-api';

/** Orders per request: a busy day of a seller fits in one or two pages. */
export const FEED_PAGE_SIZE = 100;

/**
 * How often the feed asks for new orders. Polling rather than a push channel (SSE/WebSocket):
 * orders reach the server from the WB sync in batches every few minutes, so a push channel
 * would not make them appear sooner, while polling needs no new server endpoint, survives
 * proxies and reconnects by itself, and reuses the cached, permission-checked GET /api/orders.
 * TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground is
 * false), so an idle tab costs nothing. A poll refetches the pages loaded so far, starting
 * from the newest, so the cursors stay consistent; most users look at the first page or two.
 */
export const FEED_POLL_MS = 30_000;

/**
 * The feed: /api/orders newest first, page after page with the keyset cursor the server
 * returns (`next`). A cursor rather than a date filter per older day: no order is skipped or
 * repeated when new ones arrive between pages, and a day larger than a page still loads whole.
 * Under the `orders` key, so whatever refreshes the orders grid refreshes the feed too.
 */
export function orderFeedQuery(pollMs: number = FEED_POLL_MS) {
  return infiniteQueryOptions({
    queryKey: [ordersList.tag, 'feed'] as const,
    queryFn: ({ pageParam, signal }) => {
      const request: ListRequestInput = {
        sort: [{ field: 'date', dir: 'desc' }],
        pageSize: FEED_PAGE_SIZE,
        ...(pageParam ? { after: pageParam } : {}),
      };
      return fetchListPage(ordersList, request, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}
