import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { ordersList } from '@wb/shared/orders/orders.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { orderColumns } from '../components/order-columns';

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'date', dir: 'desc' }],
  pins: { left: ['date'], right: [] },
};

/** /orders: every order line of the company's WB accounts, in the one DataTable. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const columns = useMemo(() => orderColumns(t), [t]);
  const list = useList(ordersList);
  return (
    <Stack spacing={2}>
      <DataTable
        list={list}
        label={t('tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/orders/${encodeURIComponent(row.srid)}`)}
      />
    </Stack>
  );
}
