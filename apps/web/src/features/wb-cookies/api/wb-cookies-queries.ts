import {
  deleteWbCookieContract,
  saveWbCookieContract,
  wbCookieFeaturesContract,
  wbCookiesList,
} from '@wb/shared/connections/wb-cookies.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the portal cookies, all under the list's tag (the grid's pages too). */
export const wbCookieQueries = {
  all: () => [wbCookiesList.tag] as const,
  /** The portal features switched on platform-wide. */
  features: () =>
    queryOptions({
      queryKey: [...wbCookieQueries.all(), 'features'] as const,
      queryFn: ({ signal }) => apiRequest(wbCookieFeaturesContract, {}, { signal }),
    }),
};

/** Stores or replaces a cabinet's cookie; the form shows the errors on its fields. */
export function useSaveWbCookie(
  account: { id: string; name: string },
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('wbcookies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { cookie: string; expiresAt: string }) =>
      apiRequest(saveWbCookieContract, { params: { id: account.id }, body }),
    meta: { silent: true },
    onSuccess: async () => {
      onSaved();
      void notify(t('save.done', { name: account.name }), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: wbCookieQueries.all() });
    },
    onError,
  });
}

export function useDeleteWbCookie() {
  const { t } = useTranslation('wbcookies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: { id: string; name: string }) =>
      apiRequest(deleteWbCookieContract, { params: { id: account.id } }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, account) =>
      void notify(t('delete.done', { name: account.name }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wbCookieQueries.all() }),
  });
}
