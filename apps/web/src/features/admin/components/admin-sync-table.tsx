import History from '@mui/icons-material/History';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useDateFormat } from '../../../components/format/date-time';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { useSyncAction } from '../api/sync-admin-queries';
import { formatAgo, formatDuration } from '../lib/durations';
import { RunStatusChip } from './run-status-chip';

// The date picker loads with the dialog, keeping the page light.
const ResyncDialog = lazy(() =>
  import('./resync-dialog').then((m) => ({ default: m.ResyncDialog })),
);

/** A row that needs a look: an error-coloured bar on its left edge. */
const PROBLEM_ROW = {
  '& > td:first-of-type': {
    boxShadow: (theme: Theme) => `inset 3px 0 0 ${theme.palette.error.main}`,
  },
};

const num = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** Every account × dataset on this page: health, the latest run, and the admin's actions. */
export function AdminSyncTable({ rows }: { rows: readonly AdminSyncRow[] }) {
  const { t, i18n } = useTranslation(['admin', 'connections']);
  const lang = i18n.language;
  const format = useDateFormat();
  const action = useSyncAction();
  const [resyncing, setResyncing] = useState<AdminSyncRow>();
  const name = (row: AdminSyncRow) => ({
    account: row.accountName,
    dataset: t(`connections:datasets.${row.dataset}`),
  });

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('sync.tableLabel')} sx={{ minWidth: 1500 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sync.company')}</TableCell>
              <TableCell>{t('sync.account')}</TableCell>
              <TableCell>{t('sync.dataset')}</TableCell>
              <TableCell>{t('sync.lastSuccess')}</TableCell>
              <TableCell>{t('sync.lag')}</TableCell>
              <TableCell align="right">{t('sync.rowsTotal')}</TableCell>
              <TableCell>{t('sync.lastRun')}</TableCell>
              <TableCell align="right">{t('sync.pages')}</TableCell>
              <TableCell align="right">{t('sync.rows')}</TableCell>
              <TableCell align="right">{t('sync.requests')}</TableCell>
              <TableCell align="right">{t('sync.retries')}</TableCell>
              <TableCell align="right">{t('sync.rateLimitWait')}</TableCell>
              <TableCell>{t('sync.error')}</TableCell>
              <TableCell>{t('sync.nextRun')}</TableCell>
              <ActionsHeadCell label={t('sync.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const run = row.lastRun;
              const who = name(row);
              return (
                <TableRow
                  key={`${row.accountId}:${row.dataset}`}
                  hover
                  data-problem={row.problem || undefined}
                  sx={row.problem ? PROBLEM_ROW : undefined}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{row.companyName}</TableCell>
                  <TableCell component="th" scope="row">
                    {row.accountName}
                    {!row.accountSyncEnabled && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {t('sync.accountSyncOff')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{who.dataset}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.lastSuccessAt ? format.dateTime(row.lastSuccessAt) : t('sync.never')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.lagSeconds === null ? '—' : formatAgo(row.lagSeconds, lang)}
                  </TableCell>
                  <TableCell align="right">{num(row.rowsTotal, lang)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {run ? (
                      <>
                        <RunStatusChip status={run.status} />
                        <Typography variant="caption" sx={{ display: 'block' }}>
                          {format.dateTime(run.startedAt)}
                        </Typography>
                      </>
                    ) : (
                      t('sync.noRuns')
                    )}
                  </TableCell>
                  <TableCell align="right">{run ? num(run.pages, lang) : '—'}</TableCell>
                  <TableCell align="right">{run ? num(run.rowsIn, lang) : '—'}</TableCell>
                  <TableCell align="right">{run ? num(run.requests, lang) : '—'}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: run?.retries ? 'warning.main' : undefined }}
                  >
                    {run ? num(run.retries, lang) : '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {run ? formatDuration(run.rateLimitWaitMs, lang) : '—'}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    <ProblemText row={row} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.paused ? (
                      <Chip size="small" color="warning" label={t('sync.paused')} />
                    ) : (
                      format.dateTime(row.nextRunAt)
                    )}
                  </TableCell>
                  <ActionsCell>
                    <RowActionButton
                      title={t('sync.run')}
                      label={t('sync.runWho', who)}
                      icon={<PlayArrow />}
                      color="primary"
                      disabled={row.paused || action.isPending}
                      onClick={() => action.mutate({ kind: 'run', row })}
                    />
                    <RowActionButton
                      title={t(row.paused ? 'sync.resume' : 'sync.pause')}
                      label={t(row.paused ? 'sync.resumeWho' : 'sync.pauseWho', who)}
                      icon={row.paused ? <PlayArrow /> : <Pause />}
                      disabled={action.isPending}
                      onClick={() => action.mutate({ kind: 'pause', row, paused: !row.paused })}
                    />
                    <RowActionButton
                      title={t('sync.resync')}
                      label={t('sync.resyncWho', who)}
                      icon={<History />}
                      disabled={action.isPending}
                      onClick={() => setResyncing(row)}
                    />
                  </ActionsCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
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

/** The last error (error colour), else why the dataset cannot run (warning colour). */
function ProblemText({ row }: { row: AdminSyncRow }) {
  const { t } = useTranslation('admin');
  const error = row.lastError ?? (row.lastRun?.status === 'failed' ? row.lastRun.error : null);
  if (error) {
    return (
      <Typography variant="body2" color="error">
        <VisuallyHidden>{t('sync.errorPrefix')} </VisuallyHidden>
        {error}
      </Typography>
    );
  }
  if (row.skippedReason) {
    return (
      <Typography variant="body2" color="warning.main">
        {row.skippedReason}
      </Typography>
    );
  }
  return '—';
}
