import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The last query string a page asked for, and the one it was built on. */
let latest: { from: string; to: string } | null = null;

/**
 * Changes the page's query string (replace, no scroll) from what it is about to be, not from
 * what the last render saw: the router commits a navigation only after its loaders, so a second
 * change made before that (a cabinet, then a period, clicked in quick succession) would
 * otherwise drop the first. Once the router has committed the change, or after a navigation
 * elsewhere (back, a link), the next change starts from the address as it is.
 */
export function useSearchWriter(): (update: (params: URLSearchParams) => void) => void {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  // Committed: nothing is pending any more, so no later page can build on it.
  useEffect(() => {
    if (latest?.to === current) latest = null;
  }, [current]);
  return useCallback(
    (update) => {
      const base = latest && latest.from === current ? latest.to : current;
      const next = new URLSearchParams(base);
      update(next);
      latest = { from: current, to: next.toString() };
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [current, setParams],
  );
}
