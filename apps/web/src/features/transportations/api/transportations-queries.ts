import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import {
  createLogisticsGroupContract,
  deleteLogisticsGroupContract,
  getLogisticsGroupContract,
  updateLogisticsGroupContract,
  type LogisticsGroupInput,
} from '@wb/shared/transportations/logistics-groups.contract';
import { transportationsList } from '@wb/shared/transportations/transportations-lists.contract';
import {
  checkAcceptanceContract,
  createSupplyDraftContract,
  createTransportationContract,
  getTransportationContract,
  linkSupplyContract,
  transitionTransportationContract,
  updateTransportationContract,
  type Transportation,
  type TransportationInput,
} from '@wb/shared/transportations/transportations.contract';
import {
  listWarehousesContract,
  searchItemsContract,
} from '@wb/shared/warehouse/warehouse.contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { fetchListPage } from '../../../app/query/list-api';

/** Query keys of the module, all under its tag (`['transportations']`, the grids' pages too). */
export const transportationQueries = {
  all: () => [transportationsList.tag] as const,
  one: (id: string) =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'one', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(getTransportationContract, { params: { id } }, { signal }),
    }),
  group: (id: string) =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'group', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(getLogisticsGroupContract, { params: { id } }, { signal }),
    }),
  /** Transportations a trip may carry: the latest not cancelled ones. */
  candidates: () =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'candidates'] as const,
      queryFn: async ({ signal }) => {
        const page = await fetchListPage(
          transportationsList,
          {
            sort: [{ field: 'plannedDate', dir: 'desc' }],
            filter: {
              op: 'and',
              items: [{ field: 'status', op: 'isNot', value: 'cancelled' }],
            },
            pageSize: 200,
          },
          signal,
        );
        return page.items;
      },
    }),
  warehouses: () =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'warehouses'] as const,
      queryFn: ({ signal }) => apiRequest(listWarehousesContract, {}, { signal }),
    }),
  accounts: () =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'accounts'] as const,
      queryFn: ({ signal }) => apiRequest(listWbAccountsContract, {}, { signal }),
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...transportationQueries.all(), 'items', q] as const,
      queryFn: ({ signal }) => apiRequest(searchItemsContract, { query: { q } }, { signal }),
      enabled: q.trim().length > 0,
      staleTime: 30_000,
    }),
};

/** Puts the server's answer (the whole transportation) in the cache, then refreshes the grids. */
function useStore(id: string) {
  const queryClient = useQueryClient();
  return (t: Transportation) => {
    queryClient.setQueryData(transportationQueries.one(id).queryKey, t);
    void queryClient.invalidateQueries({
      queryKey: transportationQueries.all(),
      predicate: (q) => q.queryKey[2] !== id,
    });
  };
}

export function useCreateTransportation(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransportationInput) => apiRequest(createTransportationContract, { body }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transportationQueries.all() }),
    onError,
  });
}

/** Saves the fields, items and pallets (the whole transportation, as PUT takes it). */
export function useSaveTransportation(id: string, onError: (error: unknown) => void) {
  const { t } = useTranslation('transportations');
  const store = useStore(id);
  return useMutation({
    mutationFn: (body: TransportationInput) =>
      apiRequest(updateTransportationContract, { params: { id }, body }),
    meta: { silent: true },
    onSuccess: (saved) => {
      store(saved);
      void notify(t('items.saved'), { variant: 'success' });
    },
    onError,
  });
}

/** Moves to a status (the page shows the server's refusal, e.g. a short stock). */
export function useTransition(id: string) {
  const { t } = useTranslation('transportations');
  const store = useStore(id);
  return useMutation({
    mutationFn: (status: 'planned' | 'packing' | 'shipped' | 'delivered' | 'cancelled') =>
      apiRequest(transitionTransportationContract, { params: { id }, body: { status } }),
    meta: { silent: true },
    onSuccess: (saved) => {
      store(saved);
      void notify(t('detail.moved', { status: t(`statuses.${saved.status}`) }), {
        variant: 'success',
      });
    },
  });
}

export function useLinkSupply(id: string, onError: (error: unknown) => void) {
  const store = useStore(id);
  return useMutation({
    mutationFn: (body: { supplyId: string; isPreorder: boolean }) =>
      apiRequest(linkSupplyContract, { params: { id }, body }),
    meta: { silent: true },
    onSuccess: store,
    onError,
  });
}

/** Creates WB's supply draft or records WB's acceptance; the card shows the refusal. */
export function useWbAction(id: string) {
  const store = useStore(id);
  return useMutation({
    mutationFn: (action: 'draft' | 'acceptance') =>
      apiRequest(action === 'draft' ? createSupplyDraftContract : checkAcceptanceContract, {
        params: { id },
      }),
    meta: { silent: true },
    onSuccess: store,
  });
}

/** Adds (no id) or saves a logistics group; the caller shows the server's errors. */
export function useSaveGroup(id: string | undefined, onError: (error: unknown) => void) {
  const { t } = useTranslation('transportations');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogisticsGroupInput) =>
      id
        ? apiRequest(updateLogisticsGroupContract, { params: { id }, body })
        : apiRequest(createLogisticsGroupContract, { body }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(transportationQueries.group(saved.id).queryKey, saved);
      void notify(t('groups.saved', { name: saved.name }), { variant: 'success' });
      await queryClient.invalidateQueries({
        queryKey: transportationQueries.all(),
        predicate: (q) => q.queryKey[2] !== saved.id,
      });
    },
    onError,
  });
}

export function useDeleteGroup() {
  const { t } = useTranslation('transportations');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteLogisticsGroupContract, { params: { id } }),
    meta: { action: t('groups.deleteFailed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transportationQueries.all() }),
  });
}
