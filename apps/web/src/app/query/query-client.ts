import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Do not notify on failure: the caller shows the error itself (e.g. on form fields). */
      silent?: boolean;
      /** What the action was, for the failure notification ("Не удалось сохранить товар"). */
      action?: string;
    };
  }
}

const MINUTE = 60_000;

/** Retry delays: 1 s, 2 s, 4 s… capped at 30 s (seed §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Up to 3 retries, and none for client errors that would fail again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  return isApiError(error) ? error.retryable : true;
}

/**
 * The query client with the seed's defaults and the product's error policy
 * (docs/product.md#loading-and-errors): background refetch failures stay quiet (pages show a
 * "stale" hint); a failed user action is never silent — `onActionError` notifies unless the
 * mutation handles its own errors.
 */
export function createQueryClient(options: {
  onActionError: (error: unknown, action: string | undefined) => void;
}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) options.onActionError(error, mutation.meta?.action);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * MINUTE,
      },
      mutations: { retry: false },
    },
  });
}
