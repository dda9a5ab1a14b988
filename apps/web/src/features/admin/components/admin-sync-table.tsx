import History from '@mui/icons-material/History';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { adminSyncList, type AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import type { ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import { useList, type ListHandle } from '../../../components/data-table/use-list';
import { syncAdminQueries, useSyncAction } from '../api/sync-admin-queries';
import { adminSyncColumns } from './admin-sync-columns';

// The date picker loads with the dialog, keeping the page light.
const ResyncDialog = lazy(() =>
  import('./resync-dialog').then((m) => ({ default: m.ResyncDialog })),
);

/** While a run on screen is under way, the grid refreshes itself. */
const LIVE_REFRESH_MS = 15_000;

/** Every account × dataset on the one grid: health, the latest run, and the admin's actions. */
export function AdminSyncTable({ defaultView }: { defaultView: ViewState }) {
  const { t, i18n } = useTranslation(['admin', 'connections']);
  const queryClient = useQueryClient();
  const action = useSyncAction();
  const [resyncing, setResyncing] = useState<AdminSyncRow>();
  const columns = useMemo(() => adminSyncColumns(t, i18n.language), [t, i18n.language]);

  const [live, setLive] = useState(false);
  const base = useList(adminSyncList);
  const fetchPage = useCallback(
    async (request: ListRequestInput, signal: AbortSignal) => {
      const page = await base.fetchPage(request, signal);
      setLive(page.items.some((r) => r.lastRunStatus === 'running'));
      return page;
    },
    [base],
  );
  const list: ListHandle<AdminSyncRow> = useMemo(() => ({ ...base, fetchPage }), [base, fetchPage]);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: syncAdminQueries.sync() }),
      LIVE_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [live, queryClient]);

  const who = (row: AdminSyncRow) => ({
    account: row.accountName,
    dataset: t(`connections:datasets.${row.dataset}`),
  });

  return (
    <>
      <DataTable
        list={list}
        label={t('sync.tableLabel')}
        columns={columns}
        defaultView={defaultView}
        rowId={(row) => `${row.accountId}:${row.dataset}`}
        rowActions={{
          label: t('sync.actions'),
          width: 140,
          render: (row) => (
            <Box sx={{ display: 'inline-flex' }}>
              <RowActionButton
                title={t('sync.run')}
                label={t('sync.runWho', who(row))}
                icon={<PlayArrow />}
                color="primary"
                disabled={row.paused || action.isPending}
                onClick={() => action.mutate({ kind: 'run', row })}
              />
              <RowActionButton
                title={t(row.paused ? 'sync.resume' : 'sync.pause')}
                label={t(row.paused ? 'sync.resumeWho' : 'sync.pauseWho', who(row))}
                icon={row.paused ? <PlayArrow /> : <Pause />}
                disabled={action.isPending}
                onClick={() => action.mutate({ kind: 'pause', row, paused: !row.paused })}
              />
              <RowActionButton
                title={t('sync.resync')}
                label={t('sync.resyncWho', who(row))}
                icon={<History />}
                disabled={action.isPending}
                onClick={() => setResyncing(row)}
              />
            </Box>
          ),
        }}
      />
      {resyncing && (
        <Suspense fallback={null}>
          <ResyncDialog
            row={resyncing}
            onClose={() => setResyncing(undefined)}
            onSubmit={(from) => {
              action.mutate({ kind: 'resync', row: resyncing, from });
              setResyncing(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
