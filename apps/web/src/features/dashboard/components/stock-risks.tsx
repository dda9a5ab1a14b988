import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { STOCK_RISK_DAYS, type StockRisk } from '@wb/shared/dashboard/dashboard.contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/layout/section-card';
import type { Format } from '../../../components/format/formatter';
import { ProductName } from './product-name';
import { BlockTable } from './product-tables';

/** Products that run out within a week at their in-stock sales rate, the soonest first. */
export function StockRisks({
  items,
  total,
  format,
}: {
  items: readonly StockRisk[];
  total: number;
  format: Format;
}) {
  const { t } = useTranslation('dashboard');
  const num = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  const title = t('stock.title');
  return (
    <SectionCard
      title={title}
      description={t('stock.description', { days: STOCK_RISK_DAYS })}
      data-testid="stock-risks"
      action={
        <Tooltip title={t('stock.hint')} describeChild>
          <IconButton size="small" aria-label={`${t('definitions')}: ${title}`}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('stock.none', { days: STOCK_RISK_DAYS })}</Typography>
      ) : (
        <>
          <BlockTable
            label={title}
            head={
              <>
                <TableCell>{t('products.product')}</TableCell>
                <TableCell {...num}>{t('stock.available')}</TableCell>
                <TableCell {...num}>{t('stock.perDay')}</TableCell>
                <TableCell {...num}>{t('stock.cover')}</TableCell>
                <TableCell {...num}>{t('stock.stockOut')}</TableCell>
              </>
            }
          >
            {items.map((r) => (
              <TableRow key={`${r.accountId}:${r.nmId}`}>
                <TableCell sx={{ maxWidth: 280 }}>
                  <ProductName nmId={r.nmId} title={r.title} vendorCode={r.vendorCode} />
                </TableCell>
                <TableCell {...num}>{format.integer(r.available)}</TableCell>
                <TableCell {...num}>{format.number(r.dailyBuyouts)}</TableCell>
                <TableCell {...num}>
                  {r.available === 0 ? (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={t('stock.outOfStock')}
                    />
                  ) : (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={r.daysOfCover < 3 ? 'error' : 'warning'}
                      label={format.number(r.daysOfCover)}
                    />
                  )}
                </TableCell>
                <TableCell {...num}>{format.date(r.stockOutDate)}</TableCell>
              </TableRow>
            ))}
          </BlockTable>
          {total > items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('stock.more', { count: total - items.length })}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
