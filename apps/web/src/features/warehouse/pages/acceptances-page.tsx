import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  acceptancesList,
  createAcceptanceContract,
  type AcceptanceRow,
} from '@wb/shared/warehouse/acceptance.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { useFormat } from '../../../components/format/use-format';
import { PageHeader } from '../../../components/layout/page-header';

const AcceptanceCreateDialog = lazy(() => import('../components/acceptance-create-dialog'));

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'expectedDate', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
};

/** /warehouse/acceptance: acceptances from suppliers and factories, with their discrepancies. */
export default function AcceptancesPage() {
  const { t } = useTranslation('warehouse');
  const can = useCan();
  const format = useFormat();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useList(acceptancesList);
  const overrides = useMemo(
    () => ({
      number: { render: (r: AcceptanceRow) => `${r.number}/${r.year}` },
      expectedDate: { render: (r: AcceptanceRow) => format.date(r.expectedDate) },
      discrepancies: {
        render: (r: AcceptanceRow) =>
          r.discrepancies === 0 ? '—' : format.integer(r.discrepancies),
      },
    }),
    [format],
  );
  const columns = useListColumns<AcceptanceRow>(acceptancesList, overrides);
  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('acceptance.description')}
        action={
          can(createAcceptanceContract) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('acceptance.new')}
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        label={t('acceptance.tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/warehouse/acceptance/${row.id}`)}
        emptyText={t('acceptance.empty')}
      />
      {creating && (
        <Suspense fallback={null}>
          <AcceptanceCreateDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
