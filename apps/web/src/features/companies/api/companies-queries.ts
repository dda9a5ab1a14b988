import { getCompanyContract, listCompaniesContract } from '@wb/shared/identity/companies.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of my companies, all under `['companies']`. */
export const companyQueries = {
  all: () => ['companies'] as const,
  list: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listCompaniesContract, {}, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(getCompanyContract, { params: { id } }, { signal }),
    }),
};
