import type { ListRequestInput } from '@wb/shared/list/list-query';
import {
  listInvitationsContract,
  listMemberRolesContract,
  listMembersContract,
} from '@wb/shared/identity/users.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the company's people, all under `['users']` (a change refreshes them all). */
export const usersQueries = {
  all: () => ['users'] as const,
  members: () => [...usersQueries.all(), 'members'] as const,
  invitations: () => [...usersQueries.all(), 'invitations'] as const,
  roles: () =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'roles'] as const,
      queryFn: ({ signal }) => apiRequest(listMemberRolesContract, {}, { signal }),
    }),
};

/** One page of /api/users (the request travels as JSON in `list`). */
export const fetchMembersPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listMembersContract, { query: { list: JSON.stringify(request) } }, { signal });

/** One page of /api/users/invitations. */
export const fetchInvitationsPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(listInvitationsContract, { query: { list: JSON.stringify(request) } }, { signal });

export const MEMBERS_EXPORT_PATH = '/api/users/export';
export const INVITATIONS_EXPORT_PATH = '/api/users/invitations/export';
