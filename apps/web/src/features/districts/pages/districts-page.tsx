import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  copyDistrictDefaultsContract,
  createDistrictContract,
  districtsList,
  resetDistrictsContract,
  updateDistrictContract,
  type DistrictRow,
} from '@wb/shared/districts/districts.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { districtQueries, useCopyDefaults, useResetDistricts } from '../api/districts-queries';
import { UnmappedSection } from '../components/unmapped-section';

const DistrictCreateDialog = lazy(() => import('../components/district-create-dialog'));

const DEFAULTS: ViewState = { ...DEFAULT_VIEW, sort: [{ field: 'position', dir: 'asc' }] };

/**
 * /settings/districts: the shipping districts the company uses — the system defaults
 * (read-only, copied to edit) or its own set — with what they cover, and what its orders and
 * stocks name that no district covers.
 */
export default function DistrictsPage() {
  const { t } = useTranslation('districts');
  const can = useCan();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const overview = useQuery(districtQueries.overview());
  const copy = useCopyDefaults();
  const reset = useResetDistricts();
  const askReset = useConfirmThen(
    () => ({
      title: t('reset.title'),
      description: t('reset.text'),
      confirmText: t('reset.confirm'),
    }),
    () => reset.mutate(),
  );
  const list = useList(districtsList);
  const overrides = useMemo(
    () => ({ abroad: { render: (r: DistrictRow) => (r.abroad ? t('yes') : t('no')) } }),
    [t],
  );
  const columns = useListColumns<DistrictRow>(districtsList, overrides);
  const own = overview.data?.own;
  const actions =
    own === undefined ? null : own ? (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {can(createDistrictContract) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('create.new')}
          </Button>
        )}
        {can(resetDistrictsContract) && (
          <Button color="warning" disabled={reset.isPending} onClick={() => askReset(undefined)}>
            {t('reset.action')}
          </Button>
        )}
      </Stack>
    ) : (
      can(copyDistrictDefaultsContract) && (
        <Button variant="contained" disabled={copy.isPending} onClick={() => copy.mutate()}>
          {t('copy.action')}
        </Button>
      )
    );
  return (
    <Stack spacing={2}>
      <PageHeader description={t('list.description')} action={actions} />
      {own === false && (
        <Alert severity="info" role="status">
          {t('list.defaults')}
        </Alert>
      )}
      <DataTable
        list={list}
        label={t('list.label')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        onRowClick={(row) => void navigate(`/settings/districts/${row.id}`)}
        emptyText={t('list.empty')}
      />
      <QueryState query={overview}>
        {(data) => <UnmappedSection overview={data} editable={can(updateDistrictContract)} />}
      </QueryState>
      {creating && (
        <Suspense fallback={null}>
          <DistrictCreateDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
