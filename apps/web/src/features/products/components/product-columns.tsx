import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_COLUMNS, type ProductRow } from '@wb/shared/products/products.contract';
import { formatMoney } from '@wb/shared/money/format';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table/types';

const PHOTO = { width: 30, height: 40, borderRadius: 1, bgcolor: 'action.hover', display: 'block' };

/** The card's first photo; a neutral box when there is none or it fails to load. */
function Photo({ row, t }: { row: ProductRow; t: TFunction<'products'> }) {
  // The URL that failed: a row given another photo tries again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!row.photo || failed === row.photo) {
    return <Box sx={PHOTO} role="img" aria-label={t('noPhoto')} />;
  }
  const src = row.photo;
  return (
    <Box
      component="img"
      src={src}
      alt={t('photoOf', { title: row.title ?? row.vendorCode ?? row.nmId })}
      loading="lazy"
      decoding="async"
      width={30}
      height={40}
      onError={() => setFailed(src)}
      sx={{ ...PHOTO, objectFit: 'cover' }}
    />
  );
}

/** WB sends tag colours as hex without `#`. */
const colourOf = (color: string | null) =>
  color && /^[0-9a-f]{6}$/i.test(color) ? `#${color}` : undefined;

function Tags({ row }: { row: ProductRow }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ overflow: 'hidden' }}>
      {row.tagRefs.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          variant="outlined"
          label={tag.name}
          icon={
            <Box
              component="span"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: colourOf(tag.color) ?? 'text.disabled',
                flexShrink: 0,
              }}
            />
          }
        />
      ))}
    </Stack>
  );
}

/** A margin: red below zero. */
function signed(value: string | null, format: (value: string) => string) {
  if (value === null) return '';
  return (
    <Box component="span" sx={{ color: value.startsWith('-') ? 'error.main' : undefined }}>
      {format(value)}
    </Box>
  );
}

/**
 * The /products columns: the shared definitions with labels, and cells for the photo, the title
 * (with the trash mark), tags, prices (of the size with the lowest final price: "from" on the
 * final price when other sizes cost more), cost and margin.
 */
export function productColumns(
  t: TFunction<'products'>,
  percent: (value: string) => string,
): DataColumn<ProductRow>[] {
  const money = (value: string | null, from = false) =>
    value === null ? '' : from ? t('priceFrom', { price: formatMoney(value) }) : formatMoney(value);
  return PRODUCT_COLUMNS.map((def): DataColumn<ProductRow> => {
    const column: DataColumn<ProductRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'photo':
        return { ...column, render: (row) => <Photo row={row} t={t} /> };
      case 'nmId':
        // An article is an id: no thousands grouping.
        return { ...column, render: (row) => String(row.nmId) };
      case 'title':
        return {
          ...column,
          render: (row) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="inherit" noWrap title={row.title ?? ''}>
                {row.title ?? t('noTitle')}
              </Typography>
              {row.cardStatus === 'trash' && (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('cardStatus.trash')}
                />
              )}
            </Stack>
          ),
        };
      case 'tags':
        return { ...column, render: (row) => <Tags row={row} /> };
      case 'price':
        return { ...column, render: (row) => money(row.price) };
      case 'finalPrice':
        return { ...column, render: (row) => money(row.finalPrice, row.priceVaries) };
      case 'discount':
        return { ...column, render: (row) => (row.discount === null ? '' : percent(row.discount)) };
      case 'cost':
        return {
          ...column,
          render: (row) =>
            row.cost === null && row.costOriginal === null ? (
              ''
            ) : (
              <span
                title={t('costVersion', {
                  amount: formatMoney(row.costOriginal ?? '0', row.costCurrency ?? 'RUB'),
                  date: row.costValidFrom?.split('-').reverse().join('.') ?? '',
                })}
              >
                {row.cost === null ? t('noRate') : formatMoney(row.cost)}
              </span>
            ),
        };
      case 'margin':
        return { ...column, render: (row) => signed(row.margin, formatMoney) };
      case 'marginPct':
        return { ...column, render: (row) => signed(row.marginPct, percent) };
      case 'cardStatus':
        return { ...column, optionLabel: (v) => t(`cardStatus.${v}`) };
      default:
        return column;
    }
  });
}
