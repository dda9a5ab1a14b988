import { adminGetUserContract } from '@wb/shared/identity/admin.contract';
import { listLocalizationVersionsContract } from '@wb/shared/districts/localization.contract';
import { getPlatformSettingsContract } from '@wb/shared/settings/settings.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/**
 * Query keys of the platform administration, all under `['admin']` (the tag of its lists:
 * `listQueryKey(adminUsersList)` and the like).
 */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: () => [...adminQueries.all(), 'users'] as const,
  user: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(adminGetUserContract, { params: { id } }, { signal }),
    }),
  platformSettings: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'platform-settings'] as const,
      queryFn: ({ signal }) => apiRequest(getPlatformSettingsContract, {}, { signal }),
    }),
  localizationVersions: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'localization-tables'] as const,
      queryFn: ({ signal }) => apiRequest(listLocalizationVersionsContract, {}, { signal }),
    }),
};
