import { getDashboardContract } from '@wb/shared/dashboard/dashboard.contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** The dashboard of the current company, or of one of its cabinets. */
export const dashboardQuery = (account: string | null) =>
  queryOptions({
    queryKey: ['dashboard', account ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest(getDashboardContract, { query: account ? { account } : {} }, { signal }),
    // The figures follow the syncs (every few minutes): refreshed in the background.
    staleTime: 60_000,
    // Another cabinet chosen: the page stays while its figures load.
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });
