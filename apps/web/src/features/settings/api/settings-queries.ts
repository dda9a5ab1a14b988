import { getUserSettingsContract } from '@wb/shared/settings/settings.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the settings pages, all under `['settings']` (app/session/use-save-settings too). */
export const settingsQueries = {
  all: () => ['settings'] as const,
  user: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'user'] as const,
      queryFn: ({ signal }) => apiRequest(getUserSettingsContract, {}, { signal }),
    }),
};
