import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, type Theme } from '@mui/material/styles';
import type { AdminJobRun } from '@wb/shared/admin/sync-admin.contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/format/date-time';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { formatDuration } from '../lib/durations';
import { RunStatusChip } from './run-status-chip';

/** A failed run: a faint error-coloured background. */
const FAILED_ROW = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08) };

/** Job runs on this page: start, duration, result, error. */
export function CronReportTable({ rows }: { rows: readonly AdminJobRun[] }) {
  const { t, i18n } = useTranslation('admin');
  const format = useDateFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('cron.tableLabel')} sx={{ minWidth: 1000 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cron.job')}</TableCell>
            <TableCell>{t('cron.schedule')}</TableCell>
            <TableCell>{t('cron.started')}</TableCell>
            <TableCell align="right">{t('cron.duration')}</TableCell>
            <TableCell>{t('cron.result')}</TableCell>
            <TableCell align="right">{t('cron.attempt')}</TableCell>
            <TableCell>{t('cron.error')}</TableCell>
            <TableCell>{t('cron.worker')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((run) => {
            // Still "running" past its expiry: the worker vanished.
            const abandoned = run.failed && run.status === 'running';
            return (
              <TableRow key={run.id} hover sx={run.failed ? FAILED_ROW : undefined}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {run.name}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{run.schedule ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(run.startedAt)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {run.durationMs === null ? '—' : formatDuration(run.durationMs, i18n.language)}
                </TableCell>
                <TableCell>
                  <RunStatusChip status={abandoned ? 'abandoned' : run.status} />
                </TableCell>
                <TableCell align="right">{run.attempt}</TableCell>
                <TableCell
                  sx={{ color: run.failed ? 'error.main' : undefined, overflowWrap: 'anywhere' }}
                >
                  {run.error ? (
                    <>
                      <VisuallyHidden>{t('sync.errorPrefix')} </VisuallyHidden>
                      {run.error}
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{run.worker}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
