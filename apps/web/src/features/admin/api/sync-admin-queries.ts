import {
  adminCronJobNamesContract,
  adminCronReportList,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  adminSyncList,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import type { IsoDate } from '@wb/shared/dates/msk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { listQueryKey } from '../../../app/query/list-api';

/** Query keys of /admin/sync and /admin/cron-report, under the lists' root (their tag). */
export const syncAdminQueries = {
  /** The sync grid's pages (`useList(adminSyncList)` caches them here). */
  sync: () => listQueryKey(adminSyncList),
  cronReport: () => [adminCronReportList.tag, 'cron-report'] as const,
  /** The job names that have runs (the report's job filter). */
  cronJobNames: () =>
    queryOptions({
      queryKey: [...syncAdminQueries.cronReport(), 'names'] as const,
      queryFn: ({ signal }) => apiRequest(adminCronJobNamesContract, {}, { signal }),
    }),
};

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
