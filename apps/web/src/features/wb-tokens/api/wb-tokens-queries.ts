import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import {
  checkWbTokenContract,
  createWbTokenContract,
  decodeWbTokenContract,
  deleteWbTokenContract,
  renameWbTokenContract,
  wbTokensList,
  type WbToken,
} from '@wb/shared/connections/wb-tokens.contract';
import type { ContractRequest } from '@wb/shared/contracts/define';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

export type CreateWbTokenBody = NonNullable<ContractRequest<typeof createWbTokenContract>['body']>;

/** Query keys of the tokens, all under the list's tag (the grid's pages too). */
export const wbTokenQueries = {
  all: () => [wbTokensList.tag] as const,
  /** The cabinets to add a token to (the same cache entry as /accounts-wb). */
  accounts: () =>
    queryOptions({
      queryKey: ['wb-accounts', 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listWbAccountsContract, {}, { signal }),
    }),
};

/** A token changes its account's status, seller and missing datasets. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [wbTokenQueries.all(), ['wb-accounts']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Reads a pasted token without storing it; the form shows what it grants or why it fails. */
export function useDecodeWbToken() {
  return useMutation({
    mutationFn: (token: string) => apiRequest(decodeWbTokenContract, { body: { token } }),
    meta: { silent: true },
  });
}

/** Verifies a token with WB and stores it; the form shows the errors on its fields. */
export function useCreateWbToken({
  onSaved,
  onError,
}: {
  onSaved: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('wbtokens');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateWbTokenBody) => apiRequest(createWbTokenContract, { body }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      onSaved();
      void notify(t('add.done', { name: saved.name, account: saved.accountName }), {
        variant: 'success',
      });
      await refresh();
    },
    onError,
  });
}

export function useRenameWbToken(
  token: WbToken,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('wbtokens');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(renameWbTokenContract, { params: { id: token.id }, body: { name } }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      onSaved();
      void notify(t('rename.done', { name: saved.name }), { variant: 'success' });
      await refresh();
    },
    onError,
  });
}

/** Asks WB about the token again; the answer (valid or not) is a success of the action. */
export function useCheckWbToken() {
  const { t } = useTranslation('wbtokens');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (token: WbToken) => apiRequest(checkWbTokenContract, { params: { id: token.id } }),
    meta: { action: t('check.failed') },
    onSuccess: async (checked) => {
      const ok = checked.status !== 'invalid' && checked.status !== 'expired';
      void notify(
        ok
          ? t('check.ok', { name: checked.name })
          : t('check.bad', { name: checked.name, reason: checked.lastError ?? '' }),
        { variant: ok ? 'success' : 'warning' },
      );
      await refresh();
    },
  });
}

export function useDeleteWbToken() {
  const { t } = useTranslation('wbtokens');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (token: WbToken) => apiRequest(deleteWbTokenContract, { params: { id: token.id } }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, token) =>
      void notify(t('delete.done', { name: token.name }), { variant: 'success' }),
    onSettled: refresh,
  });
}
