import { companiesList, getCompanyContract } from '@wb/shared/identity/companies.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';
import { fetchListPage, listQueryKey } from '../../../app/query/list-api';

/** Query keys of my companies, all under `['companies']` (the list's tag). */
export const companyQueries = {
  all: () => ['companies'] as const,
  /** The grid's pages (`useList`) and the phone's cards are under this key. */
  list: () => listQueryKey(companiesList),
  /** The phone's cards: the first 500 by name (nobody belongs to more). */
  cards: () =>
    queryOptions({
      queryKey: [...companyQueries.list(), 'cards'] as const,
      queryFn: ({ signal }) =>
        fetchListPage(
          companiesList,
          { sort: [{ field: 'name', dir: 'asc' }], pageSize: 500 },
          signal,
        ),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(getCompanyContract, { params: { id } }, { signal }),
    }),
};
