import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  SUBJECT_SCOPES,
  subjectsList,
  type SubjectScope,
} from '@wb/shared/subjects/subjects.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useViewState } from '../../../components/data-table/use-view-state';
import { PageHeader } from '../../../components/layout/page-header';
import { subjectColumns } from '../components/subject-columns';
import { searchOf, withSearch } from '../lib/search-filter';

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'productCount', dir: 'desc' },
    { field: 'name', dir: 'asc' },
  ],
  pins: { left: ['name'], right: [] },
};

const SCOPE_PARAM = 'scope';

// The search box (a text field) loads after the grid: the route stays within its size budget.
const SearchField = lazy(() =>
  import('../../../components/form/search-field').then((m) => ({ default: m.SearchField })),
);

/**
 * /products/subject: the WB subjects of the company's products (or every WB subject) with the
 * parent category, WB's commission per sales model and the products per subject, on the one
 * DataTable. The scope is in the URL like the rest of the view; the quick search is the grid's
 * own `name contains` filter, so it shows in Мульти-фильтры and in the export too.
 */
export default function SubjectsPage() {
  const { t } = useTranslation('subjects');
  const [params, setParams] = useSearchParams();
  const scope: SubjectScope = params.get(SCOPE_PARAM) === 'all' ? 'all' : 'used';
  // The quick search is a condition of the view's filter (the URL), like any other.
  const view = useViewState(DEFAULTS);
  const { update, state } = view;

  const columns = useMemo(() => subjectColumns(t), [t]);
  const list = useList(subjectsList, { scope });
  const setScope = (next: SubjectScope) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'used') out.delete(SCOPE_PARAM);
        else out.set(SCOPE_PARAM, next);
        out.delete('p'); // the first page of the other list
        return out;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <PageHeader description={t('description')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} role="group" aria-label={t('scopeLabel')}>
          {SUBJECT_SCOPES.map((s) => (
            <Button
              key={s}
              size="small"
              variant={s === scope ? 'contained' : 'outlined'}
              aria-pressed={s === scope}
              onClick={() => s !== scope && setScope(s)}
            >
              {t(`scopes.${s}`)}
            </Button>
          ))}
        </Stack>
        <Suspense fallback={<Box sx={{ height: 40, minWidth: { sm: 280 } }} />}>
          <SearchField
            label={t('search')}
            value={searchOf(state.filter)}
            onChange={(q) => update({ filter: withSearch(state.filter, q) })}
          />
        </Suspense>
      </Stack>
      <DataTable
        key={scope}
        list={list}
        label={t(`tableLabel.${scope}`)}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => String(row.subjectId)}
      />
    </Stack>
  );
}
