import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { warehouseStockList, type StockRow } from '@wb/shared/warehouse/warehouse-lists.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { useFormat } from '../../../components/format/use-format';
import { LazyOptionSelect } from '../../../components/form/lazy-option-select';
import { PageHeader } from '../../../components/layout/page-header';
import { ProductThumb } from '../../../components/product/product-thumb';
import { warehouseQueries } from '../api/warehouse-queries';

// The management dialog loads when opened.
const WarehousesDialog = lazy(() => import('../components/warehouses-dialog'));

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'nmId', dir: 'asc' }],
  pins: { left: ['photo', 'nmId'], right: [] },
};

/**
 * /warehouse: own stock per product size × warehouse — on hand, reserved, available, value at
 * FIFO cost — with totals, a warehouse filter and the warehouses themselves.
 */
export default function WarehousePage() {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const [warehouseId, setWarehouseId] = useState('');
  const [managing, setManaging] = useState(false);
  const warehouses = useQuery(warehouseQueries.warehouses());
  const list = useList(warehouseStockList, undefined, { warehouseId: warehouseId || undefined });
  const overrides = useMemo(
    () => ({
      photo: { render: (r: StockRow) => <ProductThumb src={r.photo} title={r.title ?? r.nmId} /> },
      title: { render: (r: StockRow) => r.title ?? t('noTitle') },
      unitCost: {
        render: (r: StockRow) =>
          r.unitCost === null ? t('stock.noUnits') : format.money(r.unitCost),
      },
    }),
    [t, format],
  );
  const columns = useListColumns<StockRow>(warehouseStockList, overrides);
  // The grid's totals row sums the filtered rows; the chosen warehouse's own totals come from the server.
  const chosen = warehouses.data?.find((w) => w.id === warehouseId);
  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('stock.description')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/warehouse/operations">
              {t('stock.journal')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<WarehouseOutlined />}
              onClick={() => setManaging(true)}
            >
              {t('warehouses.manage')}
            </Button>
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <LazyOptionSelect
          label={t('stock.warehouse')}
          value={warehouseId}
          onChange={setWarehouseId}
          allLabel={t('stock.allWarehouses')}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
          minWidth={240}
        />
        {chosen && (
          <Typography color="text.secondary">
            {t('stock.totals', {
              units: format.integer(chosen.units),
              value: format.money(chosen.value),
            })}
          </Typography>
        )}
      </Stack>
      <DataTable
        list={list}
        label={t('stock.tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        emptyText={t('stock.empty')}
      />
      {managing && (
        <Suspense fallback={null}>
          <WarehousesDialog onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
