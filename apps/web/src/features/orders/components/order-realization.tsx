import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderDetail, OrderRealizationRow } from '@wb/shared/orders/order-detail.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';

const MONEY = [
  'retailPriceWithDisc',
  'commission',
  'forPay',
  'delivery',
  'penalty',
  'payout',
] as const;

/** Every realization-report row of the srid with their sums, or a note that WB has none yet. */
export function OrderRealization({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { date, money, range } = useFormat();
  const { rows, totals, pending } = order.realization;
  const col = (key: string) => t(`detail.realization.columns.${key}`);
  const text = (row: OrderRealizationRow, key: 'operation' | 'documentType') => row[key] ?? '—';
  return (
    <SectionCard
      title={t('detail.realization.title')}
      description={t('detail.realization.description')}
    >
      {rows.length === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }} role="status">
          {pending
            ? t(`detail.realization.${pending.kind}`, { period: range(pending) })
            : t('detail.realization.empty')}
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('detail.realization.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{col('reportId')}</TableCell>
                <TableCell>{col('operationDate')}</TableCell>
                <TableCell>{col('operation')}</TableCell>
                <TableCell>{col('documentType')}</TableCell>
                {MONEY.map((key) => (
                  <TableCell key={key} align="right">
                    {col(key)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.rrdId}>
                  <TableCell>{row.reportId}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.operationDate ? date(row.operationDate) : '—'}
                  </TableCell>
                  <TableCell>{text(row, 'operation')}</TableCell>
                  <TableCell>{text(row, 'documentType')}</TableCell>
                  {MONEY.map((key) => (
                    <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(row[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="realization-totals">
                <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {t('detail.realization.total')}
                </TableCell>
                {MONEY.map((key) => (
                  <TableCell
                    key={key}
                    align="right"
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.primary' }}
                  >
                    {money(totals[key])}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
