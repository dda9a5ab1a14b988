import { listMembersContract } from '@wb/shared/identity/users.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the company's people, all under `['users']`. */
export const usersQueries = {
  all: () => ['users'] as const,
  list: () =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listMembersContract, {}, { signal }),
    }),
};
