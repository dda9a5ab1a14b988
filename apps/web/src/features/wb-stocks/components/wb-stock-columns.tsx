import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  WB_STOCK_COLUMNS,
  WB_WAREHOUSES_HIDDEN_SINCE,
  type WbStockRow,
} from '@wb/shared/stocks/wb-stocks.contract';
import { sizeLabel } from '@wb/shared/sizes/size-label';
import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';
import { createFormat } from '../../../components/format/formatter';
import { ProductThumb } from '../../../components/product/product-thumb';

const stop = (e: MouseEvent) => e.stopPropagation();

/** A link to the product's page; a click on it does not open the row's history. */
function ProductLink({ nmId, ...props }: { nmId: number } & LinkProps) {
  return <Link component={RouterLink} to={`/products/${nmId}`} onClick={stop} {...props} />;
}

/** «Склад WB» with the reason WB shows no warehouses since 15.08.2026. */
function HiddenWarehouse({ row }: { row: WbStockRow }) {
  const { t } = useTranslation('wbstocks');
  const { date } = useFormat();
  const hint = t('hidden.cell', { date: date(WB_WAREHOUSES_HIDDEN_SINCE) });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="inherit" noWrap>
        {row.warehouse}
      </Typography>
      <Tooltip title={hint}>
        <Box
          component="span"
          role="img"
          tabIndex={0}
          onClick={stop}
          sx={{ display: 'inline-flex', color: 'text.secondary', cursor: 'help' }}
        >
          <InfoOutlined fontSize="small" />
        </Box>
      </Tooltip>
    </Stack>
  );
}

/** The /wb-stocks columns: the shared definitions with labels, the photo, links and hints. */
export function wbStockColumns(
  t: TFunction<'wbstocks'>,
  language: string,
): DataColumn<WbStockRow>[] {
  const format = createFormat({ language });
  return WB_STOCK_COLUMNS.map((def): DataColumn<WbStockRow> => {
    const column: DataColumn<WbStockRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'photo':
        return {
          ...column,
          render: (row) => <ProductThumb src={row.photo} title={row.title ?? row.nmId} />,
        };
      case 'nmId':
        return {
          ...column,
          render: (row) => (
            <ProductLink nmId={row.nmId} aria-label={t('openProduct', { nmId: row.nmId })}>
              {row.nmId}
            </ProductLink>
          ),
        };
      case 'title':
        return {
          ...column,
          render: (row) => (
            <Stack sx={{ minWidth: 0 }}>
              <ProductLink
                nmId={row.nmId}
                color="inherit"
                underline="hover"
                noWrap
                title={row.title ?? ''}
                sx={{ display: 'block' }}
              >
                {row.title ?? t('noTitle')}
              </ProductLink>
              {row.vendorCode && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {row.vendorCode}
                </Typography>
              )}
            </Stack>
          ),
        };
      case 'size':
        return { ...column, render: (row) => sizeLabel(row.size, t('common:sizes.oneSize')) };
      case 'warehouse':
        return {
          ...column,
          render: (row) => (row.hiddenWarehouse ? <HiddenWarehouse row={row} /> : row.warehouse),
        };
      case 'available':
        return {
          ...column,
          render: (row) =>
            row.available === 0 ? (
              <Typography
                variant="inherit"
                component="span"
                color="error"
                title={t('outOfStock')}
                sx={{ fontWeight: 600 }}
              >
                0
              </Typography>
            ) : (
              format.integer(row.available)
            ),
        };
      default:
        return column;
    }
  });
}
