import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  LEFTOVER_COLUMNS,
  type LeftoverMissing,
  type LeftoverRow,
} from '@wb/shared/nm-reports/leftovers.contract';
import { WB_WAREHOUSES_HIDDEN_SINCE } from '@wb/shared/stocks/wb-stocks.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import type { createFormat } from '../../../components/format/formatter';
import { MISSING } from '../../../components/format/formatter';
import { ProductThumb } from '../../../components/product/product-thumb';
import { ProductLink } from './product-link';

type Format = ReturnType<typeof createFormat>;

/** «—» with the reason the value is missing (never 0), keyboard-reachable. */
function Missing({ reason, t }: { reason: LeftoverMissing; t: TFunction<'nmreports'> }) {
  const text = t(`missing.${reason}`);
  return (
    <Tooltip title={text}>
      <Typography variant="inherit" component="span" tabIndex={0} aria-label={text}>
        {MISSING}
      </Typography>
    </Tooltip>
  );
}

/** The leftovers' columns: the shared definitions with labels, photos, links and reasons. */
export function leftoverColumns(t: TFunction<'nmreports'>, format: Format) {
  const orMissing =
    (
      value: (r: LeftoverRow) => string | null,
      reason: (r: LeftoverRow) => LeftoverMissing | null,
      show: (v: string) => string,
    ) =>
    (row: LeftoverRow) => {
      const v = value(row);
      const why = reason(row);
      return v === null && why ? <Missing reason={why} t={t} /> : show(v ?? '');
    };
  return LEFTOVER_COLUMNS.map((def): DataColumn<LeftoverRow> => {
    const column: DataColumn<LeftoverRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'photo':
        return {
          ...column,
          render: (r) => <ProductThumb src={r.photo} title={r.title ?? r.nmId} />,
        };
      case 'title':
        return {
          ...column,
          render: (r) => <ProductLink nmId={r.nmId} title={r.title} vendorCode={r.vendorCode} />,
        };
      case 'warehouse':
        return {
          ...column,
          render: (r) =>
            r.hiddenWarehouse ? (
              <Tooltip title={t('hidden.cell', { date: format.date(WB_WAREHOUSES_HIDDEN_SINCE) })}>
                <Typography variant="inherit" component="span" tabIndex={0}>
                  {r.warehouse} *
                </Typography>
              </Tooltip>
            ) : (
              r.warehouse
            ),
        };
      case 'unitCost':
        return {
          ...column,
          render: orMissing(
            (r) => r.unitCost,
            (r) => r.costMissing,
            format.money,
          ),
        };
      case 'valueAtCost':
        return {
          ...column,
          render: orMissing(
            (r) => r.valueAtCost,
            (r) => r.costMissing,
            format.money,
          ),
        };
      case 'price':
        return {
          ...column,
          render: orMissing(
            (r) => r.price,
            (r) => r.priceMissing,
            format.money,
          ),
        };
      case 'valueAtPrice':
        return {
          ...column,
          render: orMissing(
            (r) => r.valueAtPrice,
            (r) => r.priceMissing,
            format.money,
          ),
        };
      case 'salesPerDay':
        return { ...column, render: (r) => format.number(r.salesPerDay, 2) };
      case 'daysOfCover':
        return {
          ...column,
          render: orMissing(
            (r) => r.daysOfCover,
            (r) => r.coverMissing,
            (v) => format.number(v, 1),
          ),
        };
      case 'stockOutDate':
        return {
          ...column,
          render: orMissing(
            (r) => r.stockOutDate,
            (r) => r.coverMissing,
            (v) => format.date(v),
          ),
        };
      case 'lastSaleDate':
        return { ...column, render: (r) => format.date(r.lastSaleDate) };
      case 'slowMover':
        return {
          ...column,
          optionLabel: (v) => t(`slowMover.${v}`),
          render: (r) =>
            r.slowMover === 'yes' ? (
              <Chip size="small" color="warning" variant="outlined" label={t('slowMover.yes')} />
            ) : (
              t('slowMover.no')
            ),
        };
      case 'storagePerDay':
        return {
          ...column,
          render: orMissing(
            (r) => r.storagePerDay,
            (r) => r.storageMissing,
            format.money,
          ),
        };
      case 'storageDate':
        return { ...column, render: (r) => format.date(r.storageDate) };
      default:
        return column;
    }
  });
}
