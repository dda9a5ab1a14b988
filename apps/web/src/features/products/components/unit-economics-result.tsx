/**
 * The unit economics calculator's result per sold unit (docs/domain.md#unit-economics): the price
 * less WB's deductions down to the payout, less costs down to the profit, with margin and ROI.
 */
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnitEconomicsResult } from '@wb/shared/products/product.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';

export function Result({ result, price }: { result: UnitEconomicsResult; price: string }) {
  const { t } = useTranslation('product');
  const { money, percent, number } = useFormat();
  const negative = result.profit.startsWith('-');
  const lines: [string, string, 'minus' | 'total' | 'plain'][] = [
    [t('economics.lines.price'), price.replace(',', '.'), 'plain'],
    [t('economics.lines.commission'), result.commission, 'minus'],
    [t('economics.lines.acquiring'), result.acquiring, 'minus'],
    [t('economics.lines.logistics'), result.logistics, 'minus'],
    [t('economics.lines.storage'), result.storage, 'minus'],
    [t('economics.lines.payout'), result.payout, 'total'],
    [t('economics.lines.unitCost'), result.unitCost, 'minus'],
    [t('economics.lines.tax'), result.tax, 'minus'],
    [t('economics.lines.ads'), result.ads, 'minus'],
  ];
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('economics.result')}>
        <TableBody>
          {lines.map(([label, amount, kind]) => (
            <TableRow key={label}>
              <TableCell
                component="th"
                scope="row"
                sx={{ pl: 0, fontWeight: kind === 'total' ? 600 : undefined }}
              >
                {kind === 'minus' ? `− ${label}` : label}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  pr: 0,
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: kind === 'total' ? 600 : undefined,
                }}
              >
                {money(amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="economics-profit">
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 700, borderBottom: 0 }}>
              {t('economics.lines.profit')}
            </TableCell>
            <TableCell
              align="right"
              sx={{
                pr: 0,
                borderBottom: 0,
                fontWeight: 700,
                whiteSpace: 'nowrap',
                fontSize: '1.1rem',
                color: negative ? 'error.main' : 'success.main',
              }}
            >
              {money(result.profit)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography>
          {t('economics.margin')}: <strong>{percent(result.marginPercent)}</strong>
        </Typography>
        <Typography>
          {t('economics.roi')}: <strong>{percent(result.roiPercent)}</strong>
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('economics.details', {
          volume: number(result.volumeLitres, 4),
          delivery: money(result.deliveryPerOrder),
          storage: money(result.storagePerDay),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('economics.formulaNote')}
      </Typography>
    </Stack>
  );
}
