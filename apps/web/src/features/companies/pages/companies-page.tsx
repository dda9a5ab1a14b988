import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quickSearch } from '../../../components/data-table/quick-search';
import { useViewState } from '../../../components/data-table/use-view-state';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { companyQueries } from '../api/companies-queries';
import { CompaniesCards } from '../components/companies-cards';
import { COMPANIES_VIEW, CompaniesTable } from '../components/companies-table';

// The new-company form loads when first opened, keeping /companies within its size budget.
const CreateCompanyDialog = lazy(() =>
  import('../components/create-company-dialog').then((m) => ({ default: m.CreateCompanyDialog })),
);
// The search box (a text field) loads after the grid, as on the other grid pages.
const SearchField = lazy(() =>
  import('../../../components/form/search-field').then((m) => ({ default: m.SearchField })),
);
const search = quickSearch(['name']);

/** Phones: cards instead of the grid (it needs more width than a phone has). */
function PhoneCards({ empty }: { empty: ReactNode }) {
  const cards = useQuery(companyQueries.cards());
  return (
    <QueryState query={cards} isEmpty={(page) => page.items.length === 0} empty={empty}>
      {(page) => <CompaniesCards companies={page.items} />}
    </QueryState>
  );
}

/**
 * /companies: the companies I belong to on the one DataTable (scoped by me, not by the current
 * company); create one, switch to one, open one. The search box is the grid's `name contains`.
 */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const view = useViewState(COMPANIES_VIEW);
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('create.open')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <PageHeader description={t('list.description')} action={createButton} />
      {phone ? (
        <PhoneCards empty={<EmptyState action={createButton}>{t('list.empty')}</EmptyState>} />
      ) : (
        <>
          <Suspense fallback={<Box sx={{ height: 40, maxWidth: 320 }} />}>
            <Box sx={{ maxWidth: 320 }}>
              <SearchField
                label={t('list.search')}
                value={search.searchOf(view.state.filter)}
                onChange={(q) => view.update({ filter: search.withSearch(view.state.filter, q) })}
              />
            </Box>
          </Suspense>
          <CompaniesTable />
        </>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateCompanyDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
