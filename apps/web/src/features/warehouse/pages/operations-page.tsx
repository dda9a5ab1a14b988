import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  warehouseOperationsList,
  type OperationRow,
} from '@wb/shared/warehouse/warehouse-lists.contract';
import { createOperationContract } from '@wb/shared/warehouse/warehouse.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { useFormat } from '../../../components/format/use-format';
import { PageHeader } from '../../../components/layout/page-header';

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'date', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
};

/** /warehouse/operations: the journal of receipts, write-offs, moves, shipments, counts, returns. */
export default function OperationsPage() {
  const { t } = useTranslation('warehouse');
  const can = useCan();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useList(warehouseOperationsList);
  const overrides = useMemo(
    () => ({
      number: { render: (r: OperationRow) => `${r.number}/${r.year}` },
      date: { render: (r: OperationRow) => format.date(r.date) },
      value: {
        render: (r: OperationRow) =>
          r.value === null ? t('journal.notPosted') : format.money(r.value),
      },
      toWarehouse: { render: (r: OperationRow) => r.toWarehouse ?? '—' },
    }),
    [t, format],
  );
  const columns = useListColumns<OperationRow>(warehouseOperationsList, overrides);
  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('journal.description')}
        action={
          can(createOperationContract) && (
            <Button
              component={RouterLink}
              to="/warehouse/operations/create"
              variant="contained"
              startIcon={<Add />}
            >
              {t('journal.create')}
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        label={t('journal.tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/warehouse/operations/${row.id}`)}
        emptyText={t('journal.empty')}
      />
    </Stack>
  );
}
