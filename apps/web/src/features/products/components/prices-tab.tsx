import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductPrices } from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import { NUM, STICKY_HEAD } from '../lib/styles';

/** Prices: the price of each size now and the history of price and discount changes. */
export default function PricesTab({ product }: { product: ProductKey }) {
  const prices = useQuery(productQueries.prices(product));
  return <QueryState query={prices}>{(data) => <Prices prices={data} />}</QueryState>;
}

function Prices({ prices }: { prices: ProductPrices }) {
  const { t } = useTranslation('product');
  const { dateTime, money, percent } = useFormat();
  const sizeText = useSizeLabel();
  const size = (techSize: string | null, chrtId: string) => sizeText(techSize) ?? chrtId;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
      <SectionCard title={t('prices.current')} description={t('prices.currentHint')}>
        {prices.current.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t('prices.noCurrent')}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('prices.current')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('prices.size')}</TableCell>
                  <TableCell align="right">{t('prices.price')}</TableCell>
                  <TableCell align="right">{t('prices.discount')}</TableCell>
                  <TableCell align="right">{t('prices.discountedPrice')}</TableCell>
                  <TableCell align="right">{t('prices.clubDiscount')}</TableCell>
                  <TableCell align="right">{t('prices.clubDiscountedPrice')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {prices.current.map((p) => {
                  const currency = p.currency ?? 'RUB';
                  return (
                    <TableRow key={p.chrtId}>
                      <TableCell component="th" scope="row">
                        {size(p.techSize, p.chrtId)}
                      </TableCell>
                      <TableCell align="right" sx={NUM}>
                        {money(p.price, currency)}
                      </TableCell>
                      <TableCell align="right" sx={NUM}>
                        {percent(p.discount)}
                      </TableCell>
                      <TableCell align="right" sx={{ ...NUM, fontWeight: 600 }}>
                        {money(p.discountedPrice, currency)}
                      </TableCell>
                      <TableCell align="right" sx={NUM}>
                        {percent(p.clubDiscount)}
                      </TableCell>
                      <TableCell align="right" sx={NUM}>
                        {money(p.clubDiscountedPrice, currency)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
      <SectionCard
        title={t('prices.history')}
        description={
          prices.historyTruncated
            ? t('prices.historyTruncated', { n: prices.history.length })
            : t('prices.historyHint')
        }
      >
        {prices.history.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t('prices.noHistory')}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', maxHeight: 520 }}>
            <Table size="small" stickyHeader aria-label={t('prices.history')}>
              <TableHead sx={STICKY_HEAD}>
                <TableRow>
                  <TableCell>{t('prices.changedAt')}</TableCell>
                  <TableCell>{t('prices.size')}</TableCell>
                  <TableCell align="right">{t('prices.price')}</TableCell>
                  <TableCell align="right">{t('prices.discount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {prices.history.map((h, i) => (
                  <TableRow key={`${h.changedAt}-${h.chrtId}-${i}`}>
                    <TableCell sx={NUM}>{dateTime(h.changedAt)}</TableCell>
                    <TableCell>{size(h.techSize, h.chrtId)}</TableCell>
                    <TableCell align="right" sx={NUM}>
                      {money(h.price)}
                    </TableCell>
                    <TableCell align="right" sx={NUM}>
                      {percent(h.discount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
    </Box>
  );
}
