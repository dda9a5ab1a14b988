import History from '@mui/icons-material/History';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import type { AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import { useSyncAction } from '../api/sync-admin-queries';
import { useLiveSyncList } from '../api/use-live-sync-list';
import { adminSyncColumns } from './admin-sync-columns';

// The date picker loads with the dialog, keeping the page light.
const ResyncDialog = lazy(() =>
  import('./resync-dialog').then((m) => ({ default: m.ResyncDialog })),
);

/** Every account × dataset on the one grid: health, the latest run, and the admin's actions. */
export function AdminSyncTable({ defaultView }: { defaultView: ViewState }) {
  const { t, i18n } = useTranslation(['admin', 'connections']);
  const action = useSyncAction();
  const [resyncing, setResyncing] = useState<AdminSyncRow>();
  const columns = useMemo(() => adminSyncColumns(t, i18n.language), [t, i18n.language]);

  const list = useLiveSyncList();

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
