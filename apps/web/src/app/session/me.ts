import type { Me } from '@wb/shared/identity/me.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Principal } from '@wb/shared/access/access';
import { apiRequest } from '../query/api-client';
import { meEndpoint } from './shell-endpoints';

/** The signed-in user (GET /api/me): companies, current company, permissions, settings. */
export const meQuery = queryOptions({
  queryKey: ['me'] as const,
  queryFn: ({ signal }) => apiRequest(meEndpoint, {}, { signal }),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

/** The access-check view of the user: admin powers only with a second factor. */
export function principalOf(me: Me): Principal {
  return { type: me.isAdmin ? 'admin' : 'user', permissions: me.permissions };
}

/** A company is current and usable: the server scopes company data by it (not when blocked). */
export function inCompanyOf(me: Me): boolean {
  return me.currentCompany !== null && !me.currentCompany.blocked;
}
