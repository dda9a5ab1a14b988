import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_COLUMNS, type ProductRow } from '@wb/shared/products/products.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { FigureValue } from '../../../components/format/figure';
import type { Format } from '../../../components/format/formatter';
import { ProductThumb } from '../../../components/product/product-thumb';

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
export function productColumns(t: TFunction<'products'>, format: Format): DataColumn<ProductRow>[] {
  const money = (value: string | null, from = false) =>
    value === null
      ? ''
      : from
        ? t('priceFrom', { price: format.money(value) })
        : format.money(value);
  const percent = (value: string) => format.percent(value);
  return PRODUCT_COLUMNS.map((def): DataColumn<ProductRow> => {
    const column: DataColumn<ProductRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'photo':
        return {
          ...column,
          render: (row) => (
            <ProductThumb src={row.photo} title={row.title ?? row.vendorCode ?? row.nmId} />
          ),
        };
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
                  amount: format.money(row.costOriginal ?? '0', row.costCurrency ?? 'RUB'),
                  date: format.date(row.costValidFrom),
                })}
              >
                {row.cost === null ? t('noRate') : format.money(row.cost)}
              </span>
            ),
        };
      // The unit margin (docs/domain.md#money-figures); missing with why, never a guess.
      case 'margin':
        return {
          ...column,
          render: (row) =>
            row.marginMissing ? (
              <FigureValue figure={{ value: null, missing: row.marginMissing }} format={format} />
            ) : (
              signed(row.margin, format.money)
            ),
        };
      case 'marginPct':
        return {
          ...column,
          render: (row) =>
            row.marginMissing ? (
              <FigureValue figure={{ value: null, missing: row.marginMissing }} format={format} />
            ) : (
              signed(row.marginPct, percent)
            ),
        };
      case 'cardStatus':
        return { ...column, optionLabel: (v) => t(`cardStatus.${v}`) };
      default:
        return column;
    }
  });
}
