import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type {
  StatementPreview,
  StatementImportRowStatus,
} from '@wb/shared/finances/statements.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';

/** Rows drawn at once; the counts above the table cover the whole file. */
const SHOWN = 500;

const STATUS_COLOR: Record<StatementImportRowStatus, 'success' | 'default' | 'warning' | 'error'> =
  {
    new: 'success',
    duplicate: 'default',
    repeated: 'warning',
    error: 'error',
  };

/**
 * The rows of a previewed statement: what each becomes on import (added, already in the journal,
 * repeated in the file, or an error with its line), its counterparty and the category the rules
 * give it.
 */
export function StatementImportPreviewTable({
  preview,
  onlyProblems,
}: {
  preview: StatementPreview;
  onlyProblems: boolean;
}) {
  const { t } = useTranslation('finances');
  const theme = useTheme();
  const format = useFormat();
  const rows = onlyProblems
    ? preview.rows.filter((r) => r.status === 'error' || r.issues.length > 0)
    : preview.rows;
  const currency = preview.account?.currency ?? 'RUB';
  const head = [
    'line',
    'date',
    'number',
    'amount',
    'counterparty',
    'purpose',
    'category',
    'status',
  ];
  return (
    <>
      <TableContainer
        sx={{ maxHeight: '50vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={t('statements.tableLabel')}>
          <TableHead>
            <TableRow>
              {head.map((k) => (
                <TableCell key={k} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`statements.columns.${k}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((r) => {
              const bad = r.status === 'error';
              const sign = r.kind === 'expense' ? '−' : r.kind === 'income' ? '+' : '';
              return (
                <TableRow
                  key={r.line}
                  {...(bad ? { 'aria-invalid': true } : {})}
                  sx={bad ? { bgcolor: alpha(theme.palette.error.main, 0.08) } : undefined}
                >
                  <TableCell>{r.line}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.date ? format.date(r.date) : '—'}
                  </TableCell>
                  <TableCell>{r.number ?? '—'}</TableCell>
                  <TableCell
                    sx={{
                      whiteSpace: 'nowrap',
                      color: r.kind === 'income' ? 'success.main' : undefined,
                    }}
                  >
                    {r.amount ? `${sign}${format.money(r.amount, currency)}` : '—'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <div>{r.counterparty.name ?? '—'}</div>
                    {r.counterparty.inn && (
                      <Typography variant="caption" color="text.secondary">
                        {t('statements.inn', { inn: r.counterparty.inn })}
                        {r.counterparty.id ? '' : ` · ${t('statements.newCounterparty')}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 220, maxWidth: 360 }}>
                    <Typography variant="inherit" sx={{ overflowWrap: 'anywhere' }}>
                      {r.purpose}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {r.category?.name ?? (
                      <Typography variant="inherit" color="text.secondary">
                        {t('statements.noCategory')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[r.status]}
                      label={t(`statements.status.${r.status}`)}
                    />
                    {r.issues.map((i) => (
                      <Typography
                        key={`${i.line}${i.message}`}
                        variant="body2"
                        color={i.severity === 'error' ? 'error' : 'warning.main'}
                      >
                        {t('statements.issue', { line: i.line, message: i.message })}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {t('statements.shownFirst', { count: SHOWN, total: rows.length })}
        </Typography>
      )}
    </>
  );
}
