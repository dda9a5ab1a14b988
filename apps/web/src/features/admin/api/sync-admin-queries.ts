import {
  adminCronJobNamesContract,
  adminCronReportContract,
  adminListSyncContract,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import type { IsoDate } from '@wb/shared/dates/msk';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { adminQueries } from './admin-queries';

export const syncAdminQueries = {
  sync: () => [...adminQueries.all(), 'sync'] as const,
  cronReport: () => [...adminQueries.all(), 'cron-report'] as const,
  /** The job names that have runs (the report's job filter). */
  cronJobNames: () =>
    queryOptions({
      queryKey: [...syncAdminQueries.cronReport(), 'names'] as const,
      queryFn: ({ signal }) => apiRequest(adminCronJobNamesContract, {}, { signal }),
    }),
};

/** One page of /api/admin/sync (the grid's request travels as JSON in `list`). */
export const fetchAdminSyncPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(adminListSyncContract, { query: { list: JSON.stringify(request) } }, { signal });

export const ADMIN_SYNC_EXPORT_PATH = '/api/admin/sync/export';

/** One page of /api/admin/cron-report. */
export const fetchCronReportPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(adminCronReportContract, { query: { list: JSON.stringify(request) } }, { signal });

export const CRON_REPORT_EXPORT_PATH = '/api/admin/cron-report/export';

export type SyncAction =
  | { kind: 'run'; row: AdminSyncRow }
  | { kind: 'pause'; row: AdminSyncRow; paused: boolean }
  | { kind: 'resync'; row: AdminSyncRow; from: IsoDate };

/** Run now, pause/resume and resync of one account × dataset; each result is announced. */
export function useSyncAction() {
  const { t } = useTranslation(['admin', 'connections']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SyncAction) => {
      const pair = { accountId: action.row.accountId, dataset: action.row.dataset };
      if (action.kind === 'run') return apiRequest(adminRunSyncContract, { body: pair });
      if (action.kind === 'pause') {
        return apiRequest(adminPauseSyncContract, { body: { ...pair, paused: action.paused } });
      }
      return apiRequest(adminResyncContract, { body: { ...pair, from: action.from } });
    },
    meta: { action: t('sync.actionFailed') },
    onSuccess: (_row, action) => {
      const done = action.kind === 'pause' ? (action.paused ? 'paused' : 'resumed') : action.kind;
      void notify(
        t(`sync.done.${done}`, {
          account: action.row.accountName,
          dataset: t(`connections:datasets.${action.row.dataset}`),
        }),
        { variant: 'success' },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncAdminQueries.sync() }),
  });
}
