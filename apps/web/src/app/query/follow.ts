import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isApiError } from './api-client';

export interface Follow<T, K extends QueryKey> {
  /** One follower per key and client: starting it again while it goes changes nothing. */
  key: string;
  /** The query that tells how the work stands (`queryOptions(…)`). */
  query: QueryObserverOptions<T, Error, T, T, K>;
  intervalMs: number;
  /** Whether the work still goes on in this answer. */
  isActive: (data: T) => boolean;
  /** Called once, with the first fresh answer in which it no longer does. */
  onEnd: (data: T) => void;
}

const followers = new WeakMap<QueryClient, Map<string, () => void>>();

/**
 * Follows work the user started (a sync) until it ends, wherever the user goes meanwhile: long
 * work can be left and the user is told when it ends. It polls the query in the shared cache (a
 * page showing the same key moves with it) and calls `onEnd` once. `started` is the answer the
 * user's action got: work that is not going on by then is not followed (its latest result would
 * be an earlier one). An answer that cannot change (a 4xx, e.g. the object was deleted) stops it
 * quietly.
 */
export function followUntilDone<T, K extends QueryKey>(
  queryClient: QueryClient,
  started: T,
  follow: Follow<T, K>,
) {
  let running = followers.get(queryClient);
  if (!running) followers.set(queryClient, (running = new Map<string, () => void>()));
  if (!follow.isActive(started) || running.has(follow.key)) return;
  const observer = new QueryObserver<T, Error, T, T, K>(queryClient, {
    ...follow.query,
    refetchInterval: follow.intervalMs,
    // The tab may be in the background when the work ends: the user hears of it there too.
    refetchIntervalInBackground: true,
  });
  // Only an answer that came after the start tells how the work went (what the cache held
  // then may be the end of earlier work).
  const answers = () => observer.getCurrentQuery().state.dataUpdateCount;
  const before = answers();
  const stop = () => {
    unsubscribe();
    running.delete(follow.key);
  };
  const unsubscribe = observer.subscribe((result) => {
    if (result.isError && isApiError(result.error) && !result.error.retryable) return stop();
    const data = result.data;
    if (data === undefined || answers() === before || follow.isActive(data)) return;
    stop();
    follow.onEnd(data);
  });
  running.set(follow.key, stop);
}
