import { listOrganizationsContract } from '@wb/shared/connections/organizations.contract';
import {
  getAccountSyncContract,
  syncAccountNowContract,
  type AccountSync,
} from '@wb/shared/connections/sync.contract';
import {
  createWbAccountContract,
  deleteWbAccountContract,
  listWbAccountsContract,
  updateWbAccountContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import type { ContractRequest } from '@wb/shared/contracts/define';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { SYNC_LIVE_POLL_MS } from '../../../components/connections/sync-progress';
import { followAccountSync } from './follow-account-sync';

export type CreateWbAccountBody = NonNullable<
  ContractRequest<typeof createWbAccountContract>['body']
>;
export type UpdateWbAccountBody = NonNullable<
  ContractRequest<typeof updateWbAccountContract>['body']
>;

/** Query keys of the WB cabinets, all under `['wb-accounts']`. */
export const wbAccountQueries = {
  all: () => ['wb-accounts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...wbAccountQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listWbAccountsContract, {}, { signal }),
    }),
  /** The organizations to link an account to (the same cache entry as /organizations). */
  organizations: () =>
    queryOptions({
      queryKey: ['organizations', 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listOrganizationsContract, {}, { signal }),
    }),
  /** Per-dataset sync state of one account; polled while a run is queued, going or waiting. */
  sync: (accountId: string) =>
    queryOptions({
      queryKey: [...wbAccountQueries.all(), 'sync', accountId] as const,
      queryFn: ({ signal }) =>
        apiRequest(getAccountSyncContract, { params: { id: accountId } }, { signal }),
      refetchInterval: (query) => (isSyncPending(query.state.data) ? SYNC_POLL_MS : false),
    }),
};

/** How often the sync state is polled while some dataset is pending. */
export const SYNC_POLL_MS = SYNC_LIVE_POLL_MS;

/** Whether some dataset of the account is queued or being loaded. */
export function isSyncPending(sync: AccountSync | undefined): boolean {
  return sync?.datasets.some((d) => d.pending) ?? false;
}

/** Accounts change their organization's count of accounts and their tokens' account names. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [wbAccountQueries.all(), ['organizations'], ['wb-tokens']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Adds (no account) or edits (PATCH of the changed fields) a cabinet; the form shows errors. */
export function useSaveWbAccount(
  account: WbAccount | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('wbaccounts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateWbAccountBody | UpdateWbAccountBody) =>
      account
        ? apiRequest(updateWbAccountContract, { params: { id: account.id }, body })
        : apiRequest(createWbAccountContract, { body: body as CreateWbAccountBody }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      onSaved();
      void notify(t(account ? 'save.updated' : 'save.created', { name: saved.name }), {
        variant: 'success',
      });
      await refresh();
    },
    onError,
  });
}

/** Sync on/off straight from the card. */
export function useToggleSync() {
  const { t } = useTranslation('wbaccounts');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, syncEnabled }: { account: WbAccount; syncEnabled: boolean }) =>
      apiRequest(updateWbAccountContract, { params: { id: account.id }, body: { syncEnabled } }),
    meta: { action: t('sync.failed') },
    onSuccess: (saved) => {
      queryClient.setQueryData(wbAccountQueries.list().queryKey, (list) =>
        list?.map((a) => (a.id === saved.id ? saved : a)),
      );
      void notify(t(saved.syncEnabled ? 'sync.enabled' : 'sync.disabled', { name: saved.name }), {
        variant: 'success',
      });
    },
  });
}

/** Deletes a cabinet with its tokens and data; the server checks the typed name again. */
export function useDeleteWbAccount() {
  const { t } = useTranslation('wbaccounts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (account: WbAccount) =>
      apiRequest(deleteWbAccountContract, {
        params: { id: account.id },
        body: { confirmName: account.name },
      }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, account) =>
      void notify(t('delete.done', { name: account.name }), { variant: 'success' }),
    onSettled: refresh,
  });
}

/** Queues every dataset of the account now; the answer is the new sync state. */
export function useSyncNow() {
  const { t, i18n } = useTranslation(['wbaccounts', 'connections']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: WbAccount) =>
      apiRequest(syncAccountNowContract, { params: { id: account.id } }),
    meta: { action: t('syncState.failed') },
    onSuccess: (state, account) => {
      queryClient.setQueryData(wbAccountQueries.sync(account.id).queryKey, state);
      void notify(t('syncState.queued', { name: account.name }), { variant: 'success' });
      // It goes on in the background; the user hears when it ends, wherever they are then.
      followAccountSync(queryClient, {
        account,
        started: state,
        query: wbAccountQueries.sync(account.id),
        t,
        language: i18n.language,
      });
    },
    onSettled: async (_data, _error, account) => {
      // The header's indicator too (its key: app/layout/sync-indicator.tsx).
      await queryClient.invalidateQueries({ queryKey: ['sync', 'status'] });
      await queryClient.invalidateQueries({ queryKey: wbAccountQueries.sync(account.id).queryKey });
    },
  });
}
