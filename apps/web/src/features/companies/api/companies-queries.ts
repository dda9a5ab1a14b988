import type { ListRequestInput } from '@wb/shared/list/list-query';
import { getCompanyContract, listCompaniesContract } from '@wb/shared/identity/companies.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** One page of /api/companies (the request travels as JSON in `list`). */
export const fetchCompaniesPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listCompaniesContract, { query: { list: JSON.stringify(request) } }, { signal });

export const COMPANIES_EXPORT_PATH = '/api/companies/export';

/** Query keys of my companies, all under `['companies']`. */
export const companyQueries = {
  all: () => ['companies'] as const,
  /** The grid's pages (and the phone's cards) are under this key. */
  list: () => [...companyQueries.all(), 'list'] as const,
  /** The phone's cards: the first 500 by name (nobody belongs to more). */
  cards: () =>
    queryOptions({
      queryKey: [...companyQueries.list(), 'cards'] as const,
      queryFn: ({ signal }) =>
        fetchCompaniesPage({ sort: [{ field: 'name', dir: 'asc' }], pageSize: 500 }, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(getCompanyContract, { params: { id } }, { signal }),
    }),
};
