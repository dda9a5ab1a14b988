import {
  adminCronReportContract,
  adminListSyncContract,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import type { ContractRequest } from '@wb/shared/contracts/define';
import type { IsoDate } from '@wb/shared/dates/msk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { adminQueries } from './admin-queries';

export type AdminSyncQuery = NonNullable<ContractRequest<typeof adminListSyncContract>['query']>;
export type CronReportQuery = NonNullable<ContractRequest<typeof adminCronReportContract>['query']>;

/** While a run is queued or under way, the list refreshes itself. */
const LIVE_REFRESH_MS = 15_000;

export const syncAdminQueries = {
  sync: () => [...adminQueries.all(), 'sync'] as const,
  syncList: (query: AdminSyncQuery) =>
    queryOptions({
      queryKey: [...syncAdminQueries.sync(), 'list', query] as const,
      queryFn: ({ signal }) => apiRequest(adminListSyncContract, { query }, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) =>
        q.state.data?.items.some((r) => r.lastRun?.status === 'running') ? LIVE_REFRESH_MS : false,
    }),
  cronReport: (query: CronReportQuery) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'cron-report', query] as const,
      queryFn: ({ signal }) => apiRequest(adminCronReportContract, { query }, { signal }),
      placeholderData: keepPreviousData,
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
