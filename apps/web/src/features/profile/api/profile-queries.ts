import { listSessionsContract } from '@wb/shared/identity/me.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the profile page, all under `['profile']`. */
export const profileQueries = {
  all: () => ['profile'] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'sessions'] as const,
      queryFn: ({ signal }) => apiRequest(listSessionsContract, {}, { signal }),
    }),
};
