import {
  adminCronJobNamesContract,
  adminCronReportList,
  adminGetSyncContract,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  adminSyncList,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import { isSyncActive } from '@wb/shared/connections/sync.contract';
import type { IsoDate } from '@wb/shared/dates/msk';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { followUntilDone } from '../../../app/query/follow';
import { listQueryKey } from '../../../app/query/list-api';
import { SYNC_LIVE_POLL_MS, syncEndOf } from '../../../components/connections/sync-progress';
import { createFormat } from '../../../components/format/formatter';

/** Query keys of /admin/sync and /admin/cron-report, under the lists' root (their tag). */
export const syncAdminQueries = {
  /** The sync grid's pages (`useList(adminSyncList)` caches them here). */
  sync: () => listQueryKey(adminSyncList),
  /** One account × dataset (followed while a sync the admin started goes). */
  pair: ({ accountId, dataset }: Pick<AdminSyncRow, 'accountId' | 'dataset'>) =>
    queryOptions({
      queryKey: [adminSyncList.tag, 'sync-pair', accountId, dataset] as const,
      queryFn: ({ signal }) =>
        apiRequest(adminGetSyncContract, { query: { accountId, dataset } }, { signal }),
    }),
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
  const { t, i18n } = useTranslation(['admin', 'connections']);
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
    onSuccess: (row, action) => {
      const done = action.kind === 'pause' ? (action.paused ? 'paused' : 'resumed') : action.kind;
      void notify(
        t(`sync.done.${done}`, {
          account: action.row.accountName,
          dataset: t(`connections:datasets.${action.row.dataset}`),
        }),
        { variant: 'success' },
      );
      if (action.kind !== 'pause') followSync(queryClient, row, t, i18n.language);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncAdminQueries.sync() }),
  });
}

const END_VARIANT = { succeeded: 'success', failed: 'error', skipped: 'warning' } as const;

/**
 * Follows a sync the admin queued (run now, resync) until it ends, on this page or another,
 * and says how it ended: the rows it read, or why it failed or was skipped.
 */
function followSync(
  queryClient: QueryClient,
  started: AdminSyncRow,
  t: TFunction,
  language: string,
) {
  followUntilDone(queryClient, started, {
    query: syncAdminQueries.pair(started),
    key: `admin-sync:${started.accountId}:${started.dataset}`,
    intervalMs: SYNC_LIVE_POLL_MS,
    isActive: (row) => isSyncActive(row.progress.phase),
    onEnd: (row) => {
      const end = syncEndOf(row.progress, row.error, row.skippedReason);
      const who = {
        account: row.accountName,
        dataset: t(`connections:datasets.${row.dataset}`),
      };
      const { integer } = createFormat({ language });
      void notify(
        end.kind === 'succeeded'
          ? t('admin:sync.ended.succeeded', { ...who, rows: integer(end.rows) })
          : t(`admin:sync.ended.${end.kind}`, { ...who, reason: end.reason }),
        { variant: END_VARIANT[end.kind] },
      );
      void queryClient.invalidateQueries({ queryKey: syncAdminQueries.sync() });
    },
  });
}
