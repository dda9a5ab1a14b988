import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { JOB_RUN_STATUSES } from '@wb/shared/admin/sync-admin.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../../../components/data-table/use-view-state';
import { syncAdminQueries } from '../api/sync-admin-queries';
import { CronReportTable } from '../components/cron-report-table';
import { filterChoice } from '../lib/filter-choice';

// The toolbar's text field and selects load after the grid, as on the other grid pages.
const FilterSelect = lazy(() =>
  import('../components/filter-select').then((m) => ({ default: m.FilterSelect })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'startedAt', dir: 'desc' }],
  pins: { left: ['name'], right: [] },
};

// The job and result selects: conditions of the grid's filter.
const job = filterChoice('name', 'equals');
const result = filterChoice('status');

/** /admin/cron-report: every run of the scheduled and queued jobs, newest first; failures stand out. */
export default function AdminCronReportPage() {
  const { t } = useTranslation('admin');
  const { state, update } = useViewState(DEFAULTS);
  const names = useQuery(syncAdminQueries.cronJobNames()).data ?? [];
  const name = job.valueOf(state.filter);
  // The chosen name stays selectable while the list of names loads.
  const nameOptions = name && !names.includes(name) ? [name, ...names] : names;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Suspense fallback={<Box sx={{ height: 40 }} />}>
          <FilterSelect
            label={t('cron.job')}
            anyLabel={t('filters.any')}
            value={name}
            options={nameOptions.map((n) => ({ value: n, label: n }))}
            onChange={(value) => update({ filter: job.withValue(state.filter, value) })}
          />
          <FilterSelect
            label={t('cron.result')}
            anyLabel={t('filters.any')}
            value={result.valueOf(state.filter)}
            options={JOB_RUN_STATUSES.map((s) => ({ value: s, label: t(`runStatus.${s}`) }))}
            onChange={(value) => update({ filter: result.withValue(state.filter, value) })}
          />
        </Suspense>
      </Stack>
      <CronReportTable defaultView={DEFAULTS} />
    </Stack>
  );
}
