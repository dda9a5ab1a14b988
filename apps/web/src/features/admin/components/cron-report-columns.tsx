import Typography from '@mui/material/Typography';
import { ADMIN_CRON_COLUMNS, type AdminJobRun } from '@wb/shared/admin/sync-admin.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { formatDuration } from '../lib/durations';
import { RunStatusChip } from './run-status-chip';

function When({ value }: { value: string | null }) {
  const format = useFormat();
  return <>{value ? format.localDateTime(value) : '—'}</>;
}

const mono = (text: string | null) => (
  <Typography variant="inherit" sx={{ fontFamily: 'monospace' }} noWrap title={text ?? ''}>
    {text ?? '—'}
  </Typography>
);

/** The /admin/cron-report columns: failures in the error colour (chip and error text). */
export function cronReportColumns(
  t: TFunction<'admin'>,
  language: string,
): DataColumn<AdminJobRun>[] {
  return ADMIN_CRON_COLUMNS.map((def): DataColumn<AdminJobRun> => {
    const column: DataColumn<AdminJobRun> = { ...def, label: t(`cron.columns.${def.key}`) };
    switch (def.key) {
      case 'name':
        return { ...column, render: (run) => mono(run.name) };
      case 'schedule':
        return { ...column, render: (run) => mono(run.schedule) };
      case 'startedAt':
        return { ...column, render: (run) => <When value={run.startedAt} /> };
      case 'finishedAt':
        return { ...column, render: (run) => <When value={run.finishedAt} /> };
      case 'durationMs':
        return {
          ...column,
          render: (run) =>
            run.durationMs === null ? '—' : formatDuration(run.durationMs, language),
        };
      case 'status':
        return {
          ...column,
          optionLabel: (v) => t(`runStatus.${v as AdminJobRun['status']}`),
          // Still "running" past its expiry: the worker vanished.
          render: (run) => (
            <RunStatusChip
              status={run.failed && run.status === 'running' ? 'abandoned' : run.status}
            />
          ),
        };
      case 'failed':
        return {
          ...column,
          optionLabel: (v) => t(v === 'true' ? 'yes' : 'no'),
          render: (run) => t(run.failed ? 'yes' : 'no'),
        };
      case 'error':
        return {
          ...column,
          render: (run) =>
            run.error ? (
              <Typography
                variant="inherit"
                color={run.failed ? 'error' : undefined}
                noWrap
                title={run.error}
              >
                <VisuallyHidden>{t('sync.errorPrefix')} </VisuallyHidden>
                {run.error}
              </Typography>
            ) : (
              '—'
            ),
        };
      case 'worker':
        return {
          ...column,
          render: (run) => (
            <Typography variant="inherit" color="text.secondary" noWrap>
              {run.worker}
            </Typography>
          ),
        };
      default:
        return column;
    }
  });
}
