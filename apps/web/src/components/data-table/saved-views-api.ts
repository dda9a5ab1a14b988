import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSavedViewContract,
  deleteSavedViewContract,
  listSavedViewsContract,
  updateSavedViewContract,
  type ListResource,
} from '@wb/shared/list/saved-views.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications';
import { apiRequest } from '../../app/query/api-client';

export const savedViewQueries = {
  all: () => ['saved-views'] as const,
  list: (resource: ListResource) =>
    queryOptions({
      queryKey: [...savedViewQueries.all(), resource] as const,
      queryFn: ({ signal }) =>
        apiRequest(listSavedViewsContract, { query: { resource } }, { signal }),
      staleTime: 60_000,
    }),
};

type SaveInput =
  | { kind: 'create'; name: string; state: ViewState; isDefault: boolean }
  | { kind: 'update'; id: string; name: string; state: ViewState; isDefault: boolean }
  | { kind: 'delete'; id: string };

/** Create, overwrite, make default or delete a view; failures are announced by the query client. */
export function useSavedViewMutation(resource: ListResource) {
  const { t } = useTranslation('datatable');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: t('views.saveFailed') },
    mutationFn: async (input: SaveInput) => {
      if (input.kind === 'delete') {
        await apiRequest(deleteSavedViewContract, { params: { id: input.id } });
        return;
      }
      const body = { name: input.name, state: input.state, isDefault: input.isDefault };
      if (input.kind === 'create') {
        await apiRequest(createSavedViewContract, { body: { ...body, resource } });
      } else {
        await apiRequest(updateSavedViewContract, { params: { id: input.id }, body });
      }
    },
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: savedViewQueries.all() });
      void notify(input.kind === 'delete' ? t('views.deleted') : t('views.saved'), {
        variant: 'success',
      });
    },
  });
}
