import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { adminQueries, type AdminUsersQuery } from '../api/admin-queries';
import { AdminUsersTable } from '../components/admin-users-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { SearchField } from '../../../components/form/search-field';
import { useListParams } from '../lib/use-list-params';

const FILTERS = ['type', 'blocked'] as const;

/** /admin/users: every user of the platform, searched and filtered on the server, paged. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const params = useListParams(FILTERS);
  const { type, blocked } = params.filters;
  const query: AdminUsersQuery = {
    q: params.q || undefined,
    page: params.page,
    pageSize: params.pageSize,
    type: type === 'user' || type === 'admin' ? type : undefined,
    blocked: blocked === 'true' || blocked === 'false' ? blocked : undefined,
  };
  const users = useQuery(adminQueries.userList(query));
  return (
    <ListFrame
      params={params}
      total={users.data?.total}
      fetching={users.isFetching && !users.isPending}
      empty={users.data?.items.length === 0}
      filters={
        <>
          <SearchField
            label={t('users.search')}
            value={params.q}
            onChange={(q) => params.update({ q })}
          />
          <FilterSelect
            label={t('users.type')}
            anyLabel={t('filters.any')}
            value={query.type}
            options={[
              { value: 'user', label: t('types.user') },
              { value: 'admin', label: t('types.admin') },
            ]}
            onChange={(value) => params.update({ type: value })}
          />
          <FilterSelect
            label={t('users.blocked')}
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
      <QueryState query={users}>{(page) => <AdminUsersTable rows={page.items} />}</QueryState>
    </ListFrame>
  );
}
