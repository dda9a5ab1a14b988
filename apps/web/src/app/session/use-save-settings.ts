import type { UserSettings } from '@wb/shared/settings/user-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../query/api-client';
import { meQuery } from './me';
import { updateUserSettingsEndpoint } from './shell-endpoints';

/** Saves some personal settings on the server, so they follow the user to other devices. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (patch: Partial<UserSettings>) =>
      apiRequest(updateUserSettingsEndpoint, { body: patch }),
    meta: { action: t('settings.saveFailed') },
    onSuccess: (settings) => {
      queryClient.setQueryData(meQuery.queryKey, (me) => (me ? { ...me, settings } : me));
      queryClient.setQueryData(['settings', 'user'], settings);
    },
  });
}
