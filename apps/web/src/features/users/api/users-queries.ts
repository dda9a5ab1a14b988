import { listMemberRolesContract } from '@wb/shared/identity/users.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/**
 * Query keys of the company's people, all under `['users']`, the root of the members and
 * invitations lists too (their tag): a change refreshes them all.
 */
export const usersQueries = {
  all: () => ['users'] as const,
  roles: () =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'roles'] as const,
      queryFn: ({ signal }) => apiRequest(listMemberRolesContract, {}, { signal }),
    }),
};
