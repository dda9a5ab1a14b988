import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../../../components/data-table/use-view-state';
import { AdminSyncTable } from '../components/admin-sync-table';
import { quickSearch } from '../../../components/data-table/quick-search';
import { filterChoice } from '../lib/filter-choice';

// The toolbar's text field and selects load after the grid, as on the other grid pages.
const SearchField = lazy(() =>
  import('../../../components/form/search-field').then((m) => ({ default: m.SearchField })),
);
const FilterSelect = lazy(() =>
  import('../components/filter-select').then((m) => ({ default: m.FilterSelect })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'companyName', dir: 'asc' },
    { field: 'accountName', dir: 'asc' },
  ],
  pins: { left: ['problem', 'companyName'], right: [] },
};

// The search box: the company or the account contains the text.
const search = quickSearch(['companyName', 'accountName']);
// "Problems only" / "without problems": a condition of the grid's filter too.
const problems = filterChoice('problem');

/**
 * /admin/sync: sync health of every WB account × dataset of every company on the one DataTable;
 * run now, pause/resume, resync from a date.
 */
export default function AdminSyncPage() {
  const { t } = useTranslation('admin');
  const { state, update } = useViewState(DEFAULTS);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Suspense fallback={<Box sx={{ height: 40 }} />}>
          <SearchField
            label={t('sync.search')}
            value={search.searchOf(state.filter)}
            onChange={(q) => update({ filter: search.withSearch(state.filter, q) })}
          />
          <FilterSelect
            label={t('sync.health')}
            anyLabel={t('filters.any')}
            value={problems.valueOf(state.filter)}
            options={[
              { value: 'true', label: t('sync.problemsOnly') },
              { value: 'false', label: t('sync.healthyOnly') },
            ]}
            onChange={(value) => update({ filter: problems.withValue(state.filter, value) })}
          />
        </Suspense>
      </Stack>
      <AdminSyncTable defaultView={DEFAULTS} />
    </Stack>
  );
}
