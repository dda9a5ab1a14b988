import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DatasetSync } from '@wb/shared/connections/sync.contract';
import type { WbDatasetKey } from '@wb/shared/connections/wb-categories';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSyncProgressText } from '../../../components/connections/sync-progress';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { useSyncNow, wbAccountQueries } from '../api/wb-accounts-queries';

/**
 * Where each dataset of a cabinet stands (last success, rows, error or why it was skipped, the
 * next run; queued, running or waiting for WB's limit with how far it got — polled while so),
 * with "sync now" for those who may edit the cabinet.
 */
export function AccountSync({ account, canSync }: { account: WbAccount; canSync: boolean }) {
  const { t } = useTranslation('wbaccounts');
  const sync = useQuery(wbAccountQueries.sync(account.id));
  const syncNow = useSyncNow();
  return (
    <Box data-testid="account-sync">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography variant="subtitle2" component="h3">
          {t('syncState.title')}
        </Typography>
        {canSync && (
          <Button
            size="small"
            startIcon={<SyncOutlined />}
            disabled={syncNow.isPending}
            onClick={() => syncNow.mutate(account)}
            aria-label={t('syncState.nowFor', { name: account.name })}
          >
            {t('syncState.now')}
          </Button>
        )}
      </Stack>
      <QueryState
        query={sync}
        isEmpty={(state) => state.datasets.length === 0}
        empty={t('syncState.none')}
      >
        {(state) => (
          <List dense disablePadding aria-label={t('syncState.listOf', { name: account.name })}>
            {state.datasets.map((dataset) => (
              <DatasetRow key={dataset.dataset} dataset={dataset} />
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}

function DatasetRow({ dataset }: { dataset: DatasetSync }) {
  const { t } = useTranslation(['wbaccounts', 'connections']);
  const format = useFormat();
  const rows = format.integer(dataset.rowsTotal);
  const live = useSyncProgressText().line(dataset.progress);
  const next = dataset.progress.phase === 'scheduled' ? dataset.nextRunAt : null;
  return (
    <ListItem disableGutters sx={{ display: 'block' }} data-testid="dataset-sync">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t(`connections:datasets.${dataset.dataset as WbDatasetKey}`)}
        </Typography>
        {dataset.pending && (
          <Chip size="small" color="info" variant="outlined" label={t('syncState.pending')} />
        )}
        {dataset.paused && (
          <Chip size="small" color="warning" variant="outlined" label={t('syncState.paused')} />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {dataset.lastSuccessAt
          ? t('syncState.lastSuccess', { date: format.localDateTime(dataset.lastSuccessAt) })
          : t('syncState.never')}
        {' · '}
        {t('syncState.rows', { rows })}
        {next && ` · ${t('syncState.nextRun', { date: format.localDateTime(next) })}`}
      </Typography>
      {live && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="sync-live">
          {live}
        </Typography>
      )}
      {dataset.lastError && (
        <Typography
          variant="caption"
          color="error.main"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {dataset.lastErrorAt
            ? t('syncState.errorAt', {
                date: format.localDateTime(dataset.lastErrorAt),
                error: dataset.lastError,
              })
            : t('syncState.error', { error: dataset.lastError })}
        </Typography>
      )}
      {dataset.skippedReason && (
        <Typography variant="caption" color="warning.main" component="p">
          {t('syncState.skipped', { reason: dataset.skippedReason })}
        </Typography>
      )}
    </ListItem>
  );
}
