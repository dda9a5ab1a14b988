import {
  apiProxiesList,
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  updateApiProxyContract,
  type ApiProxy,
} from '@wb/shared/connections/api-proxies.contract';
import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import type { ContractRequest } from '@wb/shared/contracts/define';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

export type CreateProxyBody = NonNullable<ContractRequest<typeof createApiProxyContract>['body']>;
export type UpdateProxyBody = NonNullable<ContractRequest<typeof updateApiProxyContract>['body']>;

/** Query keys of the proxies, all under the list's tag (the grid's pages too). */
export const apiProxyQueries = {
  all: () => [apiProxiesList.tag] as const,
  /** The cabinets a proxy can be assigned to (the same cache entry as /accounts-wb). */
  accounts: () =>
    queryOptions({
      queryKey: ['wb-accounts', 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listWbAccountsContract, {}, { signal }),
    }),
};

/** Adds (no proxy) or edits (PATCH of what changed) a proxy; the form shows the errors. */
export function useSaveApiProxy(
  proxy: ApiProxy | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('apiproxies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProxyBody | UpdateProxyBody) =>
      proxy
        ? apiRequest(updateApiProxyContract, { params: { id: proxy.id }, body })
        : apiRequest(createApiProxyContract, { body: body as CreateProxyBody }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      onSaved();
      void notify(t(proxy ? 'save.updated' : 'save.created', { name: saved.name }), {
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: apiProxyQueries.all() });
    },
    onError,
  });
}

/** Pings WB through the proxy; the answer updates status, latency and failures. */
export function useCheckApiProxy() {
  const { t } = useTranslation('apiproxies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proxy: ApiProxy) =>
      apiRequest(checkApiProxyContract, { params: { id: proxy.id } }),
    meta: { action: t('check.failed') },
    onSuccess: async (checked) => {
      const ok = checked.status === 'active';
      void notify(
        ok
          ? t('check.ok', { name: checked.name, ms: checked.latencyMs ?? '—' })
          : t('check.bad', { name: checked.name, reason: checked.lastError ?? '' }),
        { variant: ok ? 'success' : 'warning' },
      );
      // The grid's pages again: the new status may move the row out of a filter or a sort.
      await queryClient.invalidateQueries({ queryKey: apiProxyQueries.all() });
    },
  });
}

export function useDeleteApiProxy() {
  const { t } = useTranslation('apiproxies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proxy: ApiProxy) =>
      apiRequest(deleteApiProxyContract, { params: { id: proxy.id } }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, proxy) =>
      void notify(t('delete.done', { name: proxy.name }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiProxyQueries.all() }),
  });
}
