import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { createLogisticsGroupContract } from '@wb/shared/transportations/logistics-groups.contract';
import {
  logisticsGroupsList,
  type LogisticsGroupRow,
} from '@wb/shared/transportations/transportations-lists.contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { useFormat } from '../../../components/format/use-format';
import { PageHeader } from '../../../components/layout/page-header';

const GroupCreateDialog = lazy(() => import('../components/group-create-dialog'));

const DEFAULTS: ViewState = { ...DEFAULT_VIEW, sort: [{ field: 'date', dir: 'desc' }] };

/** /logistics-groups: trips carrying several transportations, their cost and status. */
export default function LogisticsGroupsPage() {
  const { t } = useTranslation('transportations');
  const can = useCan();
  const format = useFormat();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useList(logisticsGroupsList);
  const overrides = useMemo(
    () => ({ date: { render: (r: LogisticsGroupRow) => format.date(r.date) } }),
    [format],
  );
  const columns = useListColumns<LogisticsGroupRow>(logisticsGroupsList, overrides);
  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('groups.description')}
        action={
          can(createLogisticsGroupContract) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('groups.new')}
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        label={t('groups.tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/logistics-groups/${row.id}`)}
        emptyText={t('groups.empty')}
      />
      {creating && (
        <Suspense fallback={null}>
          <GroupCreateDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
