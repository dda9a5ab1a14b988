import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import {
  INCOME_LINES,
  marginPercent,
  roiPercent,
  type IncomeLine,
} from '@wb/shared/income/income-lines';
import type { WeeklyReportBrief } from '@wb/shared/income/income-weekly.contract';
import { bucketEnd, type ReportSummary } from '@wb/shared/reports/define-report';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { ReconciliationBadge } from './reconciliation-badge';

/** A column of the statement: a week or month of the period, or the whole period. */
export interface StatementColumn {
  key: string;
  /** The bucket's first day (null: the period's total). */
  bucket: string | null;
  values: Record<string, string>;
}

const LINES: readonly IncomeLine[] = INCOME_LINES;
/** Lines without rows to open: a formula, or ad spend documents (no list of them yet). */
const NO_DRILL = new Set(['tax', 'netProfit', 'advertising']);

/**
 * The P&L as a finance user reads it: its lines top-down (revenue … net profit, then margin and
 * ROI) as rows, the weeks or months of the period and the total as columns; each week's header
 * carries its WB reports' reconciliation. An amount opens the rows behind it (realization rows,
 * or the finance journal's transactions for other income and expenses); the memo line of
 * purchases says why it is not part of the profit.
 */
export function PnlStatement({
  summary,
  reports,
  onDrill,
}: {
  summary: ReportSummary;
  reports: readonly WeeklyReportBrief[];
  onDrill: (measure: string, bucket: string | null, title: string) => void;
}) {
  const { t } = useTranslation('income');
  const format = useFormat();
  const by = summary.series.by;
  const columns: StatementColumn[] = [
    ...summary.series.points.map((p) => ({ key: p.bucket, bucket: p.bucket, values: p.values })),
    { key: 'total', bucket: null, values: summary.totals },
  ];
  const header = (c: StatementColumn) => {
    if (c.bucket === null) return t('statement.total');
    return format.range({ from: c.bucket, to: bucketEnd(c.bucket, by) });
  };
  const reportsOf = (bucket: string | null) =>
    bucket === null || by !== 'week' ? [] : reports.filter((r) => r.dateFrom === bucket);
  const percentRow = (key: 'margin' | 'roi') => (
    <TableRow key={key}>
      <TableCell component="th" scope="row" sx={{ fontStyle: 'italic' }}>
        {t(`lines.${key}`)}
      </TableCell>
      {columns.map((c) => {
        const v =
          key === 'margin'
            ? marginPercent(c.values.netProfit ?? '0', c.values.revenue ?? '0')
            : roiPercent(c.values.netProfit ?? '0', c.values.cogs ?? '0');
        return (
          <TableCell key={c.key} align="right">
            {format.percent(v, 1)}
          </TableCell>
        );
      })}
    </TableRow>
  );
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('statement.label')} data-testid="pnl-statement">
        <TableHead>
          <TableRow>
            <TableCell
              sx={{ minWidth: 200, position: 'sticky', left: 0, bgcolor: 'background.paper' }}
            >
              {t('statement.line')}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align="right" sx={{ minWidth: 140, verticalAlign: 'top' }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                  <span>{header(c)}</span>
                  {reportsOf(c.bucket).map((r) => (
                    <ReconciliationBadge key={`${r.accountId}:${r.reportId}`} report={r} />
                  ))}
                </Stack>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {LINES.map((line) => {
            const label = t(`lines.${line.key}`);
            const strong =
              line.key === 'payout' || line.key === 'netProfit' || line.key === 'revenue';
            return (
              <TableRow key={line.key} data-testid={`line-${line.key}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    pl: line.level === 1 ? 4 : 2,
                    fontWeight: strong ? 600 : undefined,
                    fontStyle: line.memo ? 'italic' : undefined,
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                  }}
                >
                  {line.memo ? (
                    <Tooltip title={t('statement.memo')}>
                      <span tabIndex={0}>{label}</span>
                    </Tooltip>
                  ) : (
                    label
                  )}
                </TableCell>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align="right"
                    sx={{ fontWeight: strong ? 600 : undefined }}
                  >
                    {NO_DRILL.has(line.key) ? (
                      format.money(c.values[line.key])
                    ) : (
                      <ButtonBase
                        onClick={() => onDrill(line.key, c.bucket, `${label}: ${header(c)}`)}
                        aria-label={t('statement.open', { line: label, column: header(c) })}
                        sx={{
                          font: 'inherit',
                          color: 'inherit',
                          textDecoration: 'underline dotted',
                        }}
                      >
                        {format.money(c.values[line.key])}
                      </ButtonBase>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {percentRow('margin')}
          {percentRow('roi')}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
