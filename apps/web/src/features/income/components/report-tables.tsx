import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WeeklyReport } from '@wb/shared/income/income-weekly.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';

/** A small scrollable table: a header row and rows of cells (the first one names the row). */
function SimpleTable({
  label,
  head,
  rows,
  testId,
}: {
  label: string;
  head: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[]; tone?: 'error' }[];
  testId: string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {c}
                  </TableCell>
                ) : (
                  <TableCell
                    key={i}
                    align="right"
                    sx={
                      r.tone === 'error' && i === r.cells.length - 1 ? { color: 'error.main' } : {}
                    }
                  >
                    {c}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** WB's totals against our sums of the rows, each with its difference to the kopeck. */
export function TotalsTable({ report }: { report: WeeklyReport }) {
  const { t } = useTranslation('income');
  const format = useFormat();
  return (
    <SimpleTable
      label={t('weekly.totals')}
      testId="weekly-totals"
      head={[t('weekly.figure'), t('weekly.wb'), t('weekly.ours'), t('weekly.difference')]}
      rows={report.totals.map((x) => ({
        key: x.key,
        tone: x.difference !== null && x.difference !== '0.00' ? 'error' : undefined,
        cells: [
          t(`weekly.keys.${x.key}`),
          x.wb === null ? t('weekly.noTotal') : format.money(x.wb),
          format.money(x.ours),
          format.money(x.difference),
        ],
      }))}
    />
  );
}

const SUMS = [
  'retailAmount',
  'forPay',
  'deliveryService',
  'paidStorage',
  'penalty',
  'deduction',
  'payout',
] as const;

/** Our sums of the rows by operation and document type. */
export function OperationsTable({ report }: { report: WeeklyReport }) {
  const { t } = useTranslation('income');
  const format = useFormat();
  return (
    <SimpleTable
      label={t('weekly.byOperation')}
      testId="weekly-operations"
      head={[
        t('weekly.operation'),
        t('weekly.documentType'),
        t('weekly.rows'),
        t('weekly.quantity'),
        ...SUMS.map((k) => t(`weekly.keys.${k}`)),
      ]}
      rows={report.byOperation.map((o) => ({
        key: `${o.operation}|${o.documentType}`,
        cells: [
          o.operation || '—',
          o.documentType || '—',
          format.integer(o.rows),
          format.integer(o.quantity),
          ...SUMS.map((k) => format.money(o[k])),
        ],
      }))}
    />
  );
}

/** Our sums of the rows by product; the shop-level rows (no product) apart. */
export function ProductsTable({ report }: { report: WeeklyReport }) {
  const { t } = useTranslation('income');
  const format = useFormat();
  return (
    <SimpleTable
      label={t('weekly.byProduct')}
      testId="weekly-products"
      head={[t('weekly.product'), t('weekly.quantity'), ...SUMS.map((k) => t(`weekly.keys.${k}`))]}
      rows={report.byProduct.map((p) => ({
        key: String(p.nmId),
        cells: [
          p.nmId === null
            ? t('weekly.shopLevel')
            : [p.title, p.vendorCode, format.id(p.nmId)].filter(Boolean).join(' · '),
          format.integer(p.quantity),
          ...SUMS.map((k) => format.money(p[k])),
        ],
      }))}
    />
  );
}
