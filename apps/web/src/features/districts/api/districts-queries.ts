import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDistrictMemberContract,
  copyDistrictDefaultsContract,
  createDistrictContract,
  deleteDistrictContract,
  districtChoicesContract,
  districtsList,
  districtsOverviewContract,
  getDistrictContract,
  resetDistrictsContract,
  updateDistrictContract,
  type District,
  type DistrictContent,
  type DistrictMember,
} from '@wb/shared/districts/districts.contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the districts, all under the list's tag (`['districts']`, the grid's pages too). */
export const districtQueries = {
  all: () => [districtsList.tag] as const,
  overview: () =>
    queryOptions({
      queryKey: [...districtQueries.all(), 'overview'] as const,
      queryFn: ({ signal }) => apiRequest(districtsOverviewContract, {}, { signal }),
    }),
  choices: () =>
    queryOptions({
      queryKey: [...districtQueries.all(), 'choices'] as const,
      queryFn: ({ signal }) => apiRequest(districtChoicesContract, {}, { signal }),
      staleTime: 60_000,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...districtQueries.all(), 'one', id] as const,
      queryFn: ({ signal }) => apiRequest(getDistrictContract, { params: { id } }, { signal }),
    }),
};

/** Refreshes everything the districts show (the set, its counts, what is unmapped). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: districtQueries.all() });
}

export function useCopyDefaults() {
  const { t } = useTranslation('districts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(copyDistrictDefaultsContract, {}),
    meta: { action: t('copy.failed') },
    onSuccess: async () => {
      await refresh();
      void notify(t('copy.done'), { variant: 'success' });
    },
  });
}

export function useResetDistricts() {
  const { t } = useTranslation('districts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(resetDistrictsContract, {}),
    meta: { action: t('reset.failed') },
    onSuccess: async () => {
      await refresh();
      void notify(t('reset.done'), { variant: 'success' });
    },
  });
}

/** Creates (no id) or replaces (with id) a district; the caller shows the errors. */
export function useSaveDistrict(id: string | undefined, onError: (error: unknown) => void) {
  const { t } = useTranslation('districts');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistrictContent) =>
      id
        ? apiRequest(updateDistrictContract, { params: { id }, body })
        : apiRequest(createDistrictContract, { body }),
    meta: { silent: true },
    onSuccess: async (saved: District) => {
      queryClient.setQueryData(districtQueries.one(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({
        queryKey: districtQueries.all(),
        predicate: (q) => q.queryKey[2] !== saved.id,
      });
      void notify(t('save.done', { name: saved.name }), { variant: 'success' });
    },
    onError,
  });
}

/** Adds an unmapped warehouse or area to a district ("add to district…"). */
export function useAddMember() {
  const { t } = useTranslation('districts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, member }: { id: string; member: DistrictMember }) =>
      apiRequest(addDistrictMemberContract, { params: { id }, body: member }),
    meta: { action: t('unmapped.addFailed') },
    onSuccess: async (district, { member }) => {
      await refresh();
      void notify(t('unmapped.added', { name: member.name, district: district.name }), {
        variant: 'success',
      });
    },
  });
}

export function useDeleteDistrict() {
  const { t } = useTranslation('districts');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (d: District) => apiRequest(deleteDistrictContract, { params: { id: d.id } }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, d) => {
      void notify(t('delete.done', { name: d.name }), { variant: 'success' });
      void refresh();
    },
  });
}
