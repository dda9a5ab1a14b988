import {
  adminGetUserContract,
  adminListCompaniesContract,
  adminListUsersContract,
} from '@wb/shared/identity/admin.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { getPlatformSettingsContract } from '@wb/shared/settings/settings.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the platform administration, all under `['admin']`. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: () => [...adminQueries.all(), 'users'] as const,
  user: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(adminGetUserContract, { params: { id } }, { signal }),
    }),
  companies: () => [...adminQueries.all(), 'companies'] as const,
  platformSettings: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'platform-settings'] as const,
      queryFn: ({ signal }) => apiRequest(getPlatformSettingsContract, {}, { signal }),
    }),
};

/** One page of /api/admin/users (the grid's request travels as JSON in `list`). */
export const fetchAdminUsersPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(adminListUsersContract, { query: { list: JSON.stringify(request) } }, { signal });

export const ADMIN_USERS_EXPORT_PATH = '/api/admin/users/export';

/** One page of /api/admin/companies. */
export const fetchAdminCompaniesPage = (request: ListRequestInput, signal: AbortSignal) =>
  apiRequest(adminListCompaniesContract, { query: { list: JSON.stringify(request) } }, { signal });

export const ADMIN_COMPANIES_EXPORT_PATH = '/api/admin/companies/export';
