import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelAcceptanceContract,
  completeAcceptanceContract,
  countAcceptanceContract,
  createAcceptanceContract,
  getAcceptanceContract,
  scanAcceptanceContract,
  startAcceptanceContract,
  updateAcceptanceContract,
  type Acceptance,
  type AcceptanceInput,
} from '@wb/shared/warehouse/acceptance.contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { warehouseQueries } from './warehouse-queries';

/** Acceptances live under the module's tag: a completion refreshes the stock grids too. */
export const acceptanceQueries = {
  one: (id: string) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'acceptance', id] as const,
      queryFn: ({ signal }) => apiRequest(getAcceptanceContract, { params: { id } }, { signal }),
    }),
};

export function useCreateAcceptance(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptanceInput) => apiRequest(createAcceptanceContract, { body }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
    onError,
  });
}

/** Puts the server's answer (the whole acceptance) in the cache: scans show at once. */
function useStore(id: string) {
  const queryClient = useQueryClient();
  return (a: Acceptance) => queryClient.setQueryData(acceptanceQueries.one(id).queryKey, a);
}

export function useSaveExpected(id: string, onError: (error: unknown) => void) {
  const { t } = useTranslation('warehouse');
  const store = useStore(id);
  return useMutation({
    mutationFn: (body: AcceptanceInput) =>
      apiRequest(updateAcceptanceContract, { params: { id }, body }),
    meta: { silent: true },
    onSuccess: (a) => {
      store(a);
      void notify(t('acceptance.saved'), { variant: 'success' });
    },
    onError,
  });
}

/** One scan (good or defective); the page shows the answer or the refusal. */
export function useScan(id: string) {
  const store = useStore(id);
  return async (barcode: string, defect: boolean) => {
    const a = await apiRequest(scanAcceptanceContract, {
      params: { id },
      body: { barcode, defect },
    });
    store(a);
    return a;
  };
}

export function useSetCount(id: string) {
  const { t } = useTranslation('warehouse');
  const store = useStore(id);
  return useMutation({
    mutationFn: (body: {
      accountId: string;
      nmId: number;
      chrtId: string;
      counted: number;
      defect: number;
    }) => apiRequest(countAcceptanceContract, { params: { id }, body }),
    meta: { action: t('acceptance.countFailed') },
    onSuccess: store,
  });
}

const ACTIONS = {
  start: startAcceptanceContract,
  complete: completeAcceptanceContract,
  cancel: cancelAcceptanceContract,
} as const;

/** Starts counting, completes or cancels (the page shows the server's refusal). */
export function useAcceptanceAction(id: string) {
  const { t } = useTranslation('warehouse');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: keyof typeof ACTIONS) => apiRequest(ACTIONS[action], { params: { id } }),
    meta: { action: t('acceptance.actionFailed') },
    onSuccess: (a) =>
      void notify(t(`acceptance.done.${a.status}`, { number: a.number }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
  });
}
