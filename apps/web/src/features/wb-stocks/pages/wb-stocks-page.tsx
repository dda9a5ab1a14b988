import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { WbStockRow } from '@wb/shared/stocks/wb-stocks.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { fetchWbStocksPage, WB_STOCKS_EXPORT_PATH, wbStockQueries } from '../api/wb-stocks-queries';
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
  const [open, setOpen] = useState<WbStockRow | null>(null);
  return (
    <Stack spacing={2}>
      <SnapshotInfo />
      <DataTable
        resource="wbStocks"
        label={t('tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        queryKey={wbStockQueries.all()}
        fetchPage={fetchWbStocksPage}
        exportPath={WB_STOCKS_EXPORT_PATH}
        rowId={(row) => row.id}
        onRowClick={setOpen}
      />
      <Suspense fallback={null}>
        {open && <StockHistoryDialog row={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
