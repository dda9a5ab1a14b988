import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { wbStocksList, type WbStockRow } from '@wb/shared/stocks/wb-stocks.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { SnapshotInfo } from '../components/snapshot-info';
import { wbStockColumns } from '../components/wb-stock-columns';

// The history (and its chart) loads when a row is opened.
const StockHistoryDialog = lazy(() => import('../components/stock-history-dialog'));

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'nmId', dir: 'asc' }],
  pins: { left: ['photo', 'nmId'], right: [] },
};

/**
 * /wb-stocks: the latest snapshot of the company's stock on WB warehouses (product × size ×
 * warehouse) in the one DataTable, how fresh it is, and each row's history.
 */
export default function WbStocksPage() {
  const { t, i18n } = useTranslation('wbstocks');
  const columns = useMemo(() => wbStockColumns(t, i18n.language), [t, i18n.language]);
  const list = useList(wbStocksList);
  const [open, setOpen] = useState<WbStockRow | null>(null);
  return (
    <Stack spacing={2}>
      <SnapshotInfo />
      <DataTable
        list={list}
        label={t('tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={setOpen}
      />
      <Suspense fallback={null}>
        {open && <StockHistoryDialog row={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
