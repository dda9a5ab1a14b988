import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  transportationsList,
  type TransportationRow,
} from '@wb/shared/transportations/transportations-lists.contract';
import { createTransportationContract } from '@wb/shared/transportations/transportations.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { useFormat } from '../../../components/format/use-format';
import { PageHeader } from '../../../components/layout/page-header';

const TransportationCreateDialog = lazy(() => import('../components/transportation-create-dialog'));

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'plannedDate', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
};

/** /transportations: own shipments to WB warehouses, their status, WB supply and shortage. */
export default function TransportationsPage() {
  const { t } = useTranslation('transportations');
  const can = useCan();
  const format = useFormat();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useList(transportationsList);
  const overrides = useMemo(
    () => ({
      number: { render: (r: TransportationRow) => `${r.number}/${r.year}` },
      plannedDate: { render: (r: TransportationRow) => format.date(r.plannedDate) },
      shortage: {
        render: (r: TransportationRow) => (r.shortage === 0 ? '—' : format.integer(r.shortage)),
      },
    }),
    [format],
  );
  const columns = useListColumns<TransportationRow>(transportationsList, overrides);
  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('list.description')}
        action={
          can(createTransportationContract) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('list.new')}
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        label={t('list.tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/transportations/${row.id}`)}
        emptyText={t('list.empty')}
      />
      {creating && (
        <Suspense fallback={null}>
          <TransportationCreateDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
