import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { syncAdminQueries, type AdminSyncQuery } from '../api/sync-admin-queries';
import { AdminSyncTable } from '../components/admin-sync-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { SearchField } from '../../../components/form/search-field';
import { useListParams } from '../lib/use-list-params';

const FILTERS = ['problems'] as const;

/**
 * /admin/sync: sync health of every WB account × dataset of every company, searched and paged on
 * the server; run now, pause/resume, resync from a date.
 */
export default function AdminSyncPage() {
  const { t } = useTranslation('admin');
  const params = useListParams(FILTERS);
  const { problems } = params.filters;
  const query: AdminSyncQuery = {
    q: params.q || undefined,
    page: params.page,
    pageSize: params.pageSize,
    problems: problems === 'true' || problems === 'false' ? problems : undefined,
  };
  const list = useQuery(syncAdminQueries.syncList(query));
  return (
    <ListFrame
      params={params}
      total={list.data?.total}
      fetching={list.isFetching && !list.isPending}
      empty={list.data?.items.length === 0}
      filters={
        <>
          <SearchField
            label={t('sync.search')}
            value={params.q}
            onChange={(q) => params.update({ q })}
          />
          <FilterSelect
            label={t('sync.health')}
            anyLabel={t('filters.any')}
            value={query.problems}
            options={[
              { value: 'true', label: t('sync.problemsOnly') },
              { value: 'false', label: t('sync.healthyOnly') },
            ]}
            onChange={(value) => params.update({ problems: value })}
          />
        </>
      }
    >
      <QueryState query={list}>{(page) => <AdminSyncTable rows={page.items} />}</QueryState>
    </ListFrame>
  );
}
