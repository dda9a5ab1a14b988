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
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { NUM } from '../lib/styles';

const TOTAL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;
const COUNTS = ['onHand', 'reserved', 'available'] as const;

/**
 * The product on the seller's own and fulfilment warehouses (the stock ledger,
 * docs/domain.md#own-warehouse): per warehouse × size, on hand, reserved by shipments being
 * packed, available, and the value at FIFO cost.
 */
export function OwnStocks({ rows }: { rows: ProductStocks['own'] }) {
  const { t } = useTranslation('product');
  const size = useSizeLabel();
  const { integer, money } = useFormat();
  const total = (k: (typeof COUNTS)[number]) => rows.reduce((n, r) => n + r[k], 0);
  // Kopecks as integers: the sum of decimal strings stays exact.
  const value = (rows.reduce((n, r) => n + Math.round(Number(r.value) * 100), 0) / 100).toFixed(2);
  return (
    <SectionCard
      title={t('stocks.own.title')}
      description={t('stocks.own.description')}
      data-testid="own-stocks"
    >
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('stocks.own.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('stocks.warehouse')}</TableCell>
              <TableCell>{t('stocks.size')}</TableCell>
              {COUNTS.map((k) => (
                <TableCell key={k} align="right">
                  {t(`stocks.own.${k}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('stocks.own.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.warehouseId}-${r.chrtId}`}>
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{r.warehouseName}</span>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`stocks.own.type.${r.warehouseType}`)}
                    />
                  </Stack>
                </TableCell>
                <TableCell>{size(r.techSize) ?? r.chrtId}</TableCell>
                {COUNTS.map((k) => (
                  <TableCell
                    key={k}
                    align="right"
                    sx={k === 'onHand' ? { ...NUM, fontWeight: 600 } : NUM}
                  >
                    {integer(r[k])}
                  </TableCell>
                ))}
                <TableCell align="right" sx={NUM}>
                  {money(r.value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="own-stocks-totals">
              <TableCell colSpan={2} sx={TOTAL}>
                {t('stocks.total')}
              </TableCell>
              {COUNTS.map((k) => (
                <TableCell key={k} align="right" sx={{ ...NUM, ...TOTAL }}>
                  {integer(total(k))}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ ...NUM, ...TOTAL }}>
                {money(value)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
