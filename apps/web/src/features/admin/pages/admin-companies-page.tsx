import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { adminQueries, type AdminCompaniesQuery } from '../api/admin-queries';
import { AdminCompaniesTable } from '../components/admin-companies-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { SearchField } from '../../../components/form/search-field';
import { useListParams } from '../lib/use-list-params';

const FILTERS = ['blocked'] as const;

/** /admin/companies: every company of the platform, searched on the server, paged; blocking. */
export default function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const params = useListParams(FILTERS);
  const { blocked } = params.filters;
  const query: AdminCompaniesQuery = {
    q: params.q || undefined,
    page: params.page,
    pageSize: params.pageSize,
    blocked: blocked === 'true' || blocked === 'false' ? blocked : undefined,
  };
  const companies = useQuery(adminQueries.companyList(query));
  return (
    <ListFrame
      params={params}
      total={companies.data?.total}
      fetching={companies.isFetching && !companies.isPending}
      empty={companies.data?.items.length === 0}
      filters={
        <>
          <SearchField
            label={t('companies.search')}
            value={params.q}
            onChange={(q) => params.update({ q })}
          />
          <FilterSelect
            label={t('companies.state')}
            anyLabel={t('filters.any')}
            value={query.blocked}
            options={[
              { value: 'true', label: t('filters.blockedOnly') },
              { value: 'false', label: t('filters.notBlocked') },
            ]}
            onChange={(value) => params.update({ blocked: value })}
          />
        </>
      }
    >
      <QueryState query={companies}>
        {(page) => <AdminCompaniesTable rows={page.items} />}
      </QueryState>
    </ListFrame>
  );
}
