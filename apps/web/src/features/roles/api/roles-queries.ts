import { listRolesContract } from '@wb/shared/identity/roles.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the company's roles, all under `['roles']`. */
export const rolesQueries = {
  all: () => ['roles'] as const,
  list: () =>
    queryOptions({
      queryKey: [...rolesQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listRolesContract, {}, { signal }),
    }),
};
