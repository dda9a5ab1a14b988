import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_COLUMNS, type OrderRow, type OrderStatus } from '@wb/shared/orders/orders.contract';
import { sizeLabel } from '@wb/shared/sizes/size-label';
import type { TFunction } from 'i18next';
import { ProductCell } from '../../../components/product/product-cell';
import type { DataColumn } from '../../../components/data-table/types';
import { ProductThumb } from '../../../components/product/product-thumb';

export const STATUS_COLOUR: Record<OrderStatus, ChipProps['color']> = {
  new: 'info',
  cancelled: 'default',
  boughtOut: 'success',
  returned: 'warning',
};

/** The /orders columns: the shared definitions with labels and the product and status cells. */
export function orderColumns(t: TFunction<'orders'>): DataColumn<OrderRow>[] {
  return ORDER_COLUMNS.map((def): DataColumn<OrderRow> => {
    const column: DataColumn<OrderRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'photo':
        return {
          ...column,
          render: (row) => <ProductThumb src={row.photo} title={row.title ?? row.vendorCode} />,
        };
      case 'title':
        return {
          ...column,
          render: (row) => (
            <ProductCell title={row.title} ids={[row.vendorCode, row.nmId]} fallback="—" />
          ),
        };
      case 'size':
        // The list sends «Без размера» for WB's "0": shown in the interface language.
        return { ...column, render: (row) => sizeLabel(row.size, t('common:sizes.oneSize')) };
      case 'status':
        return {
          ...column,
          optionLabel: (v) => t(`status.${v}`),
          render: (row) => (
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOUR[row.status]}
              label={t(`status.${row.status}`)}
            />
          ),
        };
      default:
        return column;
    }
  });
}
