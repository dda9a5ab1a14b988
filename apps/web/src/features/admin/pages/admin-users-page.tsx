import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../../../components/data-table/use-view-state';
import { AdminUsersTable } from '../components/admin-users-table';
import { quickSearch } from '../../../components/data-table/quick-search';

// The toolbar's text field and selects load after the grid, as on the other grid pages.
const SearchField = lazy(() =>
  import('../../../components/form/search-field').then((m) => ({ default: m.SearchField })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'createdAt', dir: 'desc' }],
  pins: { left: ['email'], right: [] },
};

// The search box: e-mail or name contains the text.
const search = quickSearch(['email', 'fullName']);

/**
 * /admin/users: every user of the platform on the one DataTable (filters, sort, pages, export,
 * saved views, all in the URL). The search box is a condition of the grid's filter.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const { state, update } = useViewState(DEFAULTS);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Suspense fallback={<Box sx={{ height: 40 }} />}>
          <SearchField
            label={t('users.search')}
            value={search.searchOf(state.filter)}
            onChange={(q) => update({ filter: search.withSearch(state.filter, q) })}
          />
        </Suspense>
      </Stack>
      <AdminUsersTable defaultView={DEFAULTS} />
    </Stack>
  );
}
