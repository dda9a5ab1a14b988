// TRANSITION (issue 16): grids not yet declared with defineList pass these props; removed once
// every list goes through useList.
import type { ListRequestInput } from '@wb/shared/list/list-query';
import type { ListResource } from '@wb/shared/list/saved-views.contract';
import { downloadExport } from './export-file';
import type { DataPage } from './types';
import type { ListHandle } from './use-list';

export interface LegacyListProps<Row> {
  resource: ListResource;
  queryKey: readonly unknown[];
  fetchPage: (request: ListRequestInput, signal: AbortSignal) => Promise<DataPage<Row>>;
  exportPath: string;
}

export const legacyHandle = <Row>(p: LegacyListProps<Row>): ListHandle<Row> => ({
  key: p.resource,
  queryKey: [...p.queryKey, 'list'],
  fetchPage: p.fetchPage,
  download: (request, format, onProgress, signal) =>
    downloadExport(p.exportPath, request, format, onProgress, signal),
  allowed: true,
});
