import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  COVER_WINDOW_DAYS,
  leftoversList,
  SLOW_MOVER_COVER_DAYS,
  SLOW_MOVER_NO_SALE_DAYS,
} from '@wb/shared/nm-reports/leftovers.contract';
import { WB_WAREHOUSES_HIDDEN_SINCE } from '@wb/shared/stocks/wb-stocks.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useFormat } from '../../../components/format/use-format';
import { leftoverColumns } from '../components/leftover-columns';

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'valueAtPrice', dir: 'desc' }],
  pins: { left: ['photo', 'nmId'], right: [] },
};

/**
 * /reports/products/leftovers-nm-report — stock leftovers by nmID × size × WB warehouse
 * (docs/domain.md#leftovers): value at cost and at price, the nmID's sales per day, days of
 * cover, stock-out date, slow movers and the storage WB charged per day; every missing value
 * says why. Since 15.08.2026 WB gives one aggregate «Склад WB» per size, and the page says so.
 */
export default function LeftoversPage() {
  const { t } = useTranslation('nmreports');
  const format = useFormat();
  const columns = useMemo(() => leftoverColumns(t, format), [t, format]);
  const list = useList(leftoversList);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography color="text.secondary">
        {t('leftovers.description', {
          window: COVER_WINDOW_DAYS,
          noSale: SLOW_MOVER_NO_SALE_DAYS,
          cover: SLOW_MOVER_COVER_DAYS,
        })}
      </Typography>
      <Alert severity="info">
        {t('hidden.banner', { date: format.date(WB_WAREHOUSES_HIDDEN_SINCE) })}
      </Alert>
      <DataTable
        list={list}
        label={t('leftovers.table')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        emptyText={t('leftovers.empty')}
      />
    </Stack>
  );
}
