import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductStocks } from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import { OwnStocks } from './own-stocks';
import { NUM } from '../lib/styles';

/** The totals row reads like the rows above it (a table footer is smaller by default). */
const TOTAL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** Stocks: now, per warehouse × size, WB's and the seller's own warehouses. */
export default function StocksTab({ product }: { product: ProductKey }) {
  const { t } = useTranslation('product');
  const stocks = useQuery(productQueries.stocks(product));
  return (
    <QueryState
      query={stocks}
      isEmpty={(data) => data.rows.length === 0 && data.own.length === 0}
      empty={t('stocks.empty')}
    >
      {(data) => (
        <Stack spacing={{ xs: 2, sm: 3 }}>
          {data.rows.length > 0 && <Stocks stocks={data} />}
          {data.own.length > 0 && <OwnStocks rows={data.own} />}
        </Stack>
      )}
    </QueryState>
  );
}

function Stocks({ stocks }: { stocks: ProductStocks }) {
  const { t } = useTranslation('product');
  const size = useSizeLabel();
  const { dateTime, integer } = useFormat();
  const latest = stocks.rows.reduce((max, r) => (r.takenAt > max ? r.takenAt : max), '');
  const hidden = stocks.rows.some((r) => r.hidden);
  return (
    <SectionCard
      title={t('stocks.title')}
      description={t('stocks.takenAt', { at: dateTime(latest) })}
    >
      {hidden && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('stocks.hiddenNote')}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('stocks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('stocks.warehouse')}</TableCell>
              <TableCell>{t('stocks.size')}</TableCell>
              <TableCell align="right">{t('stocks.quantity')}</TableCell>
              <TableCell align="right">{t('stocks.inWayToClient')}</TableCell>
              <TableCell align="right">{t('stocks.inWayFromClient')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stocks.rows.map((r) => (
              <TableRow
                key={`${r.source}-${r.warehouseId}-${r.chrtId}`}
                sx={r.quantity ? undefined : { '& td, & th': { color: 'text.secondary' } }}
              >
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{r.warehouseName ?? `#${r.warehouseId}`}</span>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(r.hidden ? 'stocks.hidden' : `stocks.source.${r.source}`)}
                    />
                  </Stack>
                </TableCell>
                <TableCell>{size(r.techSize) ?? r.chrtId}</TableCell>
                <TableCell align="right" sx={{ ...NUM, fontWeight: 600 }}>
                  {integer(r.quantity)}
                </TableCell>
                <TableCell align="right" sx={NUM}>
                  {integer(r.inWayToClient)}
                </TableCell>
                <TableCell align="right" sx={NUM}>
                  {integer(r.inWayFromClient)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="stocks-totals">
              <TableCell colSpan={2} sx={TOTAL}>
                {t('stocks.total')}
              </TableCell>
              {(['quantity', 'inWayToClient', 'inWayFromClient'] as const).map((k) => (
                <TableCell key={k} align="right" sx={{ ...NUM, ...TOTAL }}>
                  {integer(stocks.totals[k])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
