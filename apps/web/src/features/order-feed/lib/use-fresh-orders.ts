import type { OrderRow } from '@wb/shared/orders/orders.contract';
import { useEffect, useState } from 'react';

/** How long a newly arrived card stays highlighted. */
export const FRESH_MS = 8_000;

interface Tracking {
  source: readonly OrderRow[] | undefined;
  seen: ReadonlySet<string>;
  /** Date of the newest order seen so far (ISO instants compare as text). */
  newest: string | null;
  fresh: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Orders that arrived since the previous load of the feed (a poll), to highlight them briefly.
 * The first load highlights nothing, and older pages loaded with "show more" are not new: only
 * unseen orders at least as recent as the newest one already shown count.
 */
export function useFreshOrders(orders: readonly OrderRow[] | undefined): ReadonlySet<string> {
  const [tracking, setTracking] = useState<Tracking>({
    source: undefined,
    seen: NONE,
    newest: null,
    fresh: NONE,
  });

  // Derived while rendering (React's "adjust state on a prop change"), not in an effect.
  if (orders && orders !== tracking.source) {
    const first = tracking.source === undefined;
    const added = first
      ? []
      : orders.filter(
          (o) =>
            !tracking.seen.has(o.id) && (tracking.newest === null || o.date >= tracking.newest),
        );
    const newest = orders.reduce<string | null>(
      (max, o) => (max === null || o.date > max ? o.date : max),
      tracking.newest,
    );
    setTracking({
      source: orders,
      seen: new Set([...tracking.seen, ...orders.map((o) => o.id)]),
      newest,
      fresh: added.length > 0 ? new Set(added.map((o) => o.id)) : tracking.fresh,
    });
  }

  const { fresh } = tracking;
  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setTracking((t) => ({ ...t, fresh: NONE })), FRESH_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  return fresh;
}
