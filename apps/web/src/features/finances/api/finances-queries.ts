import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  categoryContracts,
  counterpartyContracts,
  financeAccountContracts,
  financeOptionsContract,
  getTransactionContract,
  refreshWbBalanceContract,
  ruleContracts,
  transactionContracts,
} from '@wb/shared/finances/finances.contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the management accounts, all under the lists' tag (`['finances']`). */
export const financeQueries = {
  all: () => ['finances'] as const,
  options: () =>
    queryOptions({
      queryKey: [...financeQueries.all(), 'options'] as const,
      queryFn: ({ signal }) => apiRequest(financeOptionsContract, {}, { signal }),
    }),
  transaction: (id: string) =>
    queryOptions({
      queryKey: [...financeQueries.all(), 'transaction', id] as const,
      queryFn: ({ signal }) => apiRequest(getTransactionContract, { params: { id } }, { signal }),
    }),
};

const CONTRACTS = {
  accounts: financeAccountContracts,
  categories: categoryContracts,
  counterparties: counterpartyContracts,
  rules: ruleContracts,
  transactions: transactionContracts,
} as const;
export type FinanceNoun = keyof typeof CONTRACTS;

/** Creates (no id) or replaces (with id) one object; the form shows its errors. */
export function useSaveFinance<B>(
  noun: FinanceNoun,
  id: string | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('finances');
  const queryClient = useQueryClient();
  const contracts = CONTRACTS[noun];
  return useMutation({
    mutationFn: (body: B) =>
      id
        ? apiRequest(contracts.update, { params: { id }, body: body as never })
        : apiRequest(contracts.create, { body: body as never }),
    meta: { silent: true },
    onSuccess: async () => {
      onSaved();
      void notify(t(id ? 'save.updated' : 'save.created'), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: financeQueries.all() });
    },
    onError,
  });
}

/** Deletes one object; the server refuses what is in use (FINANCE_IN_USE). */
export function useDeleteFinance(noun: FinanceNoun, onDeleted?: () => void) {
  const { t } = useTranslation('finances');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(CONTRACTS[noun].remove, { params: { id } }),
    meta: { action: t('delete.failed') },
    onSuccess: () => {
      void notify(t('delete.done'), { variant: 'success' });
      onDeleted?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeQueries.all() }),
  });
}

/** Reads WB's balance of a marketplace account (once a minute at most, the server decides). */
export function useRefreshWbBalance() {
  const { t } = useTranslation('finances');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(refreshWbBalanceContract, { params: { id } }),
    meta: { action: t('wbBalance.failed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeQueries.all() }),
  });
}
