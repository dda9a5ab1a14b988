import {
  adminGetUserContract,
  adminListCompaniesContract,
  adminListUsersContract,
} from '@wb/shared/identity/admin.contract';
import type { ContractRequest } from '@wb/shared/contracts/define';
import { getPlatformSettingsContract } from '@wb/shared/settings/settings.contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

export type AdminUsersQuery = NonNullable<ContractRequest<typeof adminListUsersContract>['query']>;
export type AdminCompaniesQuery = NonNullable<
  ContractRequest<typeof adminListCompaniesContract>['query']
>;

/** Query keys of the platform administration, all under `['admin']`. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: () => [...adminQueries.all(), 'users'] as const,
  userList: (query: AdminUsersQuery) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'list', query] as const,
      queryFn: ({ signal }) => apiRequest(adminListUsersContract, { query }, { signal }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  user: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(adminGetUserContract, { params: { id } }, { signal }),
    }),
  companies: () => [...adminQueries.all(), 'companies'] as const,
  companyList: (query: AdminCompaniesQuery) =>
    queryOptions({
      queryKey: [...adminQueries.companies(), 'list', query] as const,
      queryFn: ({ signal }) => apiRequest(adminListCompaniesContract, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  platformSettings: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'platform-settings'] as const,
      queryFn: ({ signal }) => apiRequest(getPlatformSettingsContract, {}, { signal }),
    }),
};
