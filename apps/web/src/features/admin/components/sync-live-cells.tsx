import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import { isSyncActive } from '@wb/shared/connections/sync.contract';
import { useTranslation } from 'react-i18next';
import { useSyncProgressText } from '../../../components/connections/sync-progress';
import { useFormat } from '../../../components/format/use-format';
import { RunStatusChip } from './run-status-chip';

const LIVE_CHIP = { queued: 'queued', running: 'running', waiting: 'deferred' } as const;

/**
 * The latest run: a sync under way with how far it got (queued, running, waiting for WB's limit
 * until when), else how the latest run ended. A run still recorded as running whose worker is
 * gone shows as abandoned: its pair's next run marks it failed.
 */
export function RunCell({ row }: { row: AdminSyncRow }) {
  const { t } = useTranslation('admin');
  const { detail } = useSyncProgressText();
  const { phase } = row.progress;
  if (isSyncActive(phase)) {
    const more = detail(row.progress);
    return (
      <Box data-live={phase}>
        <RunStatusChip status={LIVE_CHIP[phase as keyof typeof LIVE_CHIP]} />
        {more && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {more}
          </Typography>
        )}
      </Box>
    );
  }
  if (!row.lastRunStatus) return t('sync.noRuns');
  return (
    <RunStatusChip status={row.lastRunStatus === 'running' ? 'abandoned' : row.lastRunStatus} />
  );
}

/** When the scheduler runs the pair next: never a time already past. */
export function NextRunCell({ row }: { row: AdminSyncRow }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (row.paused) return <Chip size="small" color="warning" label={t('sync.paused')} />;
  switch (row.progress.phase) {
    case 'queued':
      return t('sync.nextRunNow');
    case 'running':
      return t('sync.nextRunAfterRun');
    case 'off':
      return t('sync.nextRunOff');
    default:
      return row.nextRunAt ? format.localDateTime(row.nextRunAt) : '—';
  }
}
