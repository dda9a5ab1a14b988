import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_ONLY, WIDE_ONLY } from '../lib/table';

interface Line {
  title: string | null;
  nmId: number;
  barcode: string | null;
  size: string | null;
}

/**
 * A line's product and size cells: title with nmID and barcode; the size in its own cell, or
 * under the title on phones (with `phoneExtra`, the facts of other cells phones leave out).
 */
export function ProductCells({ line, phoneExtra }: { line: Line; phoneExtra?: ReactNode }) {
  const { t } = useTranslation('transportations');
  return (
    <>
      <TableCell>
        {line.title ?? t('items.noTitle')}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {line.nmId} · {line.barcode ?? '—'}
        </Typography>
        <Typography variant="caption" sx={PHONE_ONLY}>
          {t('items.size')}: {line.size ?? '—'}
          {phoneExtra && <> · {phoneExtra}</>}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{line.size ?? '—'}</TableCell>
    </>
  );
}
