import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCells } from './product-cells';
import { COMPACT, WIDE_ONLY } from '../lib/table';

/** Items by box, read-only: a heading row per box (its barcode and pallet), then its sizes. */
export function BoxesTable({ tr }: { tr: Transportation }) {
  const { t } = useTranslation('transportations');
  if (tr.items.length === 0)
    return <Typography color="text.secondary">{t('items.empty')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('items.title')} sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell>{t('items.product')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('items.size')}</TableCell>
            <TableCell align="right">{t('items.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tr.boxes.map((box) => (
            <Fragment key={box.boxNo}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell colSpan={3}>
                  <Typography variant="subtitle2" component="span">
                    {t('items.box', { box: box.boxNo })}
                  </Typography>{' '}
                  <Typography variant="body2" component="span" color="text.secondary">
                    {box.barcode}
                    {box.palletNo !== null && ` · ${t('items.pallet', { pallet: box.palletNo })}`}
                    {` · ${t('items.units', { units: box.units })}`}
                  </Typography>
                </TableCell>
              </TableRow>
              {tr.items
                .filter((i) => i.boxNo === box.boxNo)
                .map((i) => (
                  <TableRow key={i.id}>
                    <ProductCells line={i} />
                    <TableCell align="right">{i.quantity}</TableCell>
                  </TableRow>
                ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
