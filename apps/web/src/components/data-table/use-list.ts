import { contractUrl } from '@wb/shared/contracts/define';
import type { ListDeclaration } from '@wb/shared/list/define-list';
import type { ExportFormat, ListRequestInput } from '@wb/shared/list/list-query';
import type { ListResource } from '@wb/shared/list/saved-views.contract';
import { useMemo } from 'react';
import {
  fetchListPage,
  listQueryKey,
  type ListParams,
  type ListQuery,
  type ListRow,
} from '../../app/query/list-api';
import { useCan } from '../../app/session/can';
import { downloadExport, type ExportProgress } from './export-file';
import type { DataPage } from './types';

/** What the grid needs of a list: derived from its declaration by `useList`. */
export interface ListHandle<Row> {
  /** The grid's key (saved views). */
  key: ListResource;
  /** The query key the grid's pages are cached under (`listQueryKey`). */
  queryKey: readonly unknown[];
  fetchPage: (request: ListRequestInput, signal: AbortSignal) => Promise<DataPage<Row>>;
  /** Downloads the export of a view; resolves to the file's name. */
  download: (
    request: ListRequestInput,
    format: ExportFormat,
    onProgress: (p: ExportProgress) => void,
    signal: AbortSignal,
  ) => Promise<string>;
  /** Whether the signed-in user may read (and so export) the list: its contract's rule. */
  allowed: boolean;
}

/**
 * The one way the browser reads a list: the fetch of a page and the export download through
 * the list's contracts (no paths written by hand), its query key and the permission check.
 */
type ListArgs<L extends ListDeclaration> = [
  ...(ListParams<L> extends undefined ? [params?: undefined] : [params: ListParams<L>]),
  ...(ListQuery<L> extends undefined ? [] : [query: ListQuery<L>]),
];

export function useList<L extends ListDeclaration>(
  list: L,
  ...[params, query]: ListArgs<L>
): ListHandle<ListRow<L>> {
  const can = useCan();
  const allowed = can(list.access);
  // Compared by value: new objects with the same values are the same list.
  const argsKey = JSON.stringify([params ?? null, query ?? null]);
  return useMemo(
    () => ({
      key: list.key,
      queryKey: listQueryKey(list, params, query),
      allowed,
      fetchPage: (request, signal) =>
        fetchListPage(
          list,
          request,
          signal,
          params as ListParams<L>,
          query as ListQuery<L>,
        ) as Promise<DataPage<ListRow<L>>>,
      download: (request, format, onProgress, signal) =>
        downloadExport(
          contractUrl(list.exportFile.path, params as Record<string, unknown> | undefined),
          request,
          format,
          onProgress,
          signal,
          query as Record<string, string | number | boolean | undefined> | undefined,
        ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, argsKey, allowed],
  );
}
