import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ADMIN_SYNC_COLUMNS, type AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { formatAgo, formatDuration } from '../lib/durations';
import { NextRunCell, RunCell } from './sync-live-cells';
import { createFormat } from '../../../components/format/formatter';

type T = TFunction<['admin', 'connections']>;

function When({ value, none }: { value: string | null; none: string }) {
  const format = useFormat();
  return <>{value ? format.localDateTime(value) : none}</>;
}

/** The last error (error colour), else why the dataset cannot run (warning colour). */
function ProblemText({ row, t }: { row: AdminSyncRow; t: T }) {
  if (row.error) {
    return (
      <Typography variant="inherit" color="error" noWrap title={row.error}>
        <VisuallyHidden>{t('sync.errorPrefix')} </VisuallyHidden>
        {row.error}
      </Typography>
    );
  }
  if (row.skippedReason) {
    return (
      <Typography variant="inherit" color="warning.main" noWrap title={row.skippedReason}>
        {row.skippedReason}
      </Typography>
    );
  }
  return '—';
}

const dash = (v: number | null, show: (v: number) => string) => (v === null ? '—' : show(v));

/** The /admin/sync columns: the shared definitions with labels, chips and durations. */
export function adminSyncColumns(t: T, language: string): DataColumn<AdminSyncRow>[] {
  const num = createFormat({ language }).integer;
  const yesNo = (v: string) => t(v === 'true' ? 'yes' : 'no');
  return ADMIN_SYNC_COLUMNS.map((def): DataColumn<AdminSyncRow> => {
    const column: DataColumn<AdminSyncRow> = { ...def, label: t(`sync.columns.${def.key}`) };
    const count = (pick: (row: AdminSyncRow) => number | null): DataColumn<AdminSyncRow> => ({
      ...column,
      render: (row) => dash(pick(row), num),
    });
    switch (def.key) {
      case 'problem':
        // A row that needs a look is marked at its start (never by colour alone).
        return {
          ...column,
          optionLabel: (v) => t(v === 'true' ? 'sync.problemsOnly' : 'sync.healthyOnly'),
          render: (row) =>
            row.problem ? (
              <Chip
                size="small"
                color="error"
                icon={<ErrorOutline />}
                label={t('sync.problem')}
                data-problem="true"
              />
            ) : (
              '—'
            ),
        };
      case 'accountName':
        return {
          ...column,
          render: (row) => (
            <>
              {row.accountName}
              {!row.accountSyncEnabled && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('sync.accountSyncOff')}
                </Typography>
              )}
            </>
          ),
        };
      case 'dataset':
        return {
          ...column,
          optionLabel: (v) => t(`connections:datasets.${v}`),
          render: (row) => t(`connections:datasets.${row.dataset}`),
        };
      case 'lastSuccessAt':
        return {
          ...column,
          render: (row) => <When value={row.lastSuccessAt} none={t('sync.never')} />,
        };
      case 'lagSeconds':
        return { ...column, render: (row) => dash(row.lagSeconds, (s) => formatAgo(s, language)) };
      case 'rowsTotal':
        return count((row) => row.rowsTotal);
      case 'lastRunStatus':
        return {
          ...column,
          optionLabel: (v) => t(`runStatus.${v as 'running'}`),
          render: (row) => <RunCell row={row} />,
        };
      case 'lastRunStartedAt':
        return { ...column, render: (row) => <When value={row.lastRunStartedAt} none="—" /> };
      case 'lastRunFinishedAt':
        return { ...column, render: (row) => <When value={row.lastRunFinishedAt} none="—" /> };
      case 'pages':
      case 'rowsIn':
      case 'rowsUpserted':
      case 'requests': {
        const key = def.key;
        return count((row) => row[key]);
      }
      case 'retries':
        return {
          ...column,
          render: (row) => (
            <Typography variant="inherit" color={row.retries ? 'warning.main' : undefined}>
              {dash(row.retries, num)}
            </Typography>
          ),
        };
      case 'rateLimitWaitMs':
        return {
          ...column,
          render: (row) => dash(row.rateLimitWaitMs, (ms) => formatDuration(ms, language)),
        };
      case 'error':
        return { ...column, render: (row) => <ProblemText row={row} t={t} /> };
      case 'lastErrorAt':
        return { ...column, render: (row) => <When value={row.lastErrorAt} none="—" /> };
      case 'nextRunAt':
        return { ...column, render: (row) => <NextRunCell row={row} /> };
      case 'paused':
      case 'accountSyncEnabled': {
        const key = def.key;
        return { ...column, optionLabel: yesNo, render: (row) => t(row[key] ? 'yes' : 'no') };
      }
      default:
        return column;
    }
  });
}
