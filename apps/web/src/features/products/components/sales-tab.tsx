import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ProductSales } from '@wb/shared/products/product.contract';
import { resolvePeriod, type Period } from '@wb/shared/dates/periods';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodPicker } from '../../../components/date/period-picker';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import SalesChart, { type SalesMetric } from './sales-chart';
import { NUM, STICKY_HEAD } from '../lib/styles';

/** Sales: orders, buyouts, returns and revenue per Moscow day (the daily rollup) for a period. */
export default function SalesTab({ product }: { product: ProductKey }) {
  const { t } = useTranslation('product');
  const [period, setPeriod] = useState<Period>(() => resolvePeriod('last30Days'));
  const [metric, setMetric] = useState<SalesMetric>('units');
  const valid = period.from <= period.to;
  const sales = useQuery({ ...productQueries.sales(product, period), enabled: valid });
  return (
    <SectionCard
      title={t('sales.title')}
      description={t('sales.description')}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_e, next: SalesMetric | null) => next && setMetric(next)}
          aria-label={t('sales.metric')}
        >
          <ToggleButton value="units">{t('sales.units')}</ToggleButton>
          <ToggleButton value="money">{t('sales.money')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <Stack spacing={2}>
        <PeriodPicker value={period} onChange={setPeriod} />
        <QueryState query={sales}>{(data) => <Sales sales={data} metric={metric} />}</QueryState>
      </Stack>
    </SectionCard>
  );
}

function Sales({ sales, metric }: { sales: ProductSales; metric: SalesMetric }) {
  const { t } = useTranslation('product');
  const { date, money, integer } = useFormat();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const { totals } = sales;
  const none = totals.ordersCount === 0 && totals.buyoutsCount === 0 && totals.returnsCount === 0;
  return (
    <Stack spacing={2}>
      {none ? (
        <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} role="status">
          {t('sales.empty')}
        </Box>
      ) : (
        <Box sx={{ minWidth: 0 }} data-testid="sales-chart">
          <SalesChart days={sales.days} metric={metric} />
        </Box>
      )}
      <FactList
        facts={[
          [t('sales.orders'), `${integer(totals.ordersCount)} · ${money(totals.ordersSum)}`],
          [t('sales.cancels'), integer(totals.cancelCount)],
          [t('sales.buyouts'), `${integer(totals.buyoutsCount)} · ${money(totals.buyoutsSum)}`],
          [t('sales.returns'), `${integer(totals.returnsCount)} · ${money(totals.returnsSum)}`],
          [
            t('sales.revenue'),
            <Box component="strong" key="revenue">
              {money(totals.revenue)}
            </Box>,
          ],
          [t('sales.forPay'), money(totals.forPaySum)],
        ]}
      />
      <Box>
        <Button
          size="small"
          onClick={() => setShowTable((v) => !v)}
          aria-expanded={showTable}
          aria-controls={tableId}
        >
          {t(showTable ? 'sales.hideTable' : 'sales.showTable')}
        </Button>
      </Box>
      {showTable && (
        <TableContainer id={tableId} sx={{ overflowX: 'auto', maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('sales.tableLabel')}>
            <TableHead sx={STICKY_HEAD}>
              <TableRow>
                <TableCell>{t('sales.day')}</TableCell>
                <TableCell align="right">{t('sales.orders')}</TableCell>
                <TableCell align="right">{t('sales.ordersSum')}</TableCell>
                <TableCell align="right">{t('sales.buyouts')}</TableCell>
                <TableCell align="right">{t('sales.returns')}</TableCell>
                <TableCell align="right">{t('sales.revenue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sales.days.map((d) => (
                <TableRow key={d.day}>
                  <TableCell component="th" scope="row" sx={NUM}>
                    {date(d.day)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {integer(d.ordersCount)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {money(d.ordersSum)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {integer(d.buyoutsCount)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {integer(d.returnsCount)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {money(d.revenue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('sales.note')}
      </Typography>
    </Stack>
  );
}
