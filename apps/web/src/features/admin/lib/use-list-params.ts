import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [25, 50, 100] as const;

export interface ListParams<F extends string> {
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  filters: Partial<Record<F, string>>;
  /**
   * Changes some parameters (`q`, `page`, `pageSize` or a filter; empty removes it); anything but
   * the page itself starts again from page 1.
   */
  update: (patch: Readonly<Record<string, string | number | undefined>>) => void;
}

/** A server-paged list's state in the URL query string, so it can be shared and survives reloads. */
export function useListParams<F extends string>(filterNames: readonly F[]): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam)
    ? sizeParam
    : PAGE_SIZES[0];
  const filterKey = filterNames.map((name) => params.get(name) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = filterKey.split('\u0000');
    return Object.fromEntries(
      filterNames.map((name, i) => [name, values[i] || undefined]).filter(([, v]) => v),
    ) as Partial<Record<F, string>>;
  }, [filterKey, filterNames]);

  const update = useCallback<ListParams<F>['update']>(
    (patch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const text = value === undefined ? '' : String(value);
            if (text === '' || (key === 'page' && text === '1')) next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { q, page, pageSize, filters, update };
}
