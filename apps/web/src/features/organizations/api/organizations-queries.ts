import {
  createOrganizationContract,
  deleteOrganizationContract,
  organizationsList,
  updateOrganizationContract,
  type Organization,
  type OrganizationInput,
} from '@wb/shared/connections/organizations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/**
 * Query keys of the legal entities, all under the list's tag (`['organizations']`): the grid's
 * pages, and the cabinet form's select (`['organizations', 'list']`, in wb-accounts).
 */
export const organizationQueries = {
  all: () => [organizationsList.tag] as const,
};

/** Creates (no id) or replaces (with id) an organization; the form shows its errors. */
export function useSaveOrganization(
  id: string | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('organizations');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationInput) =>
      id
        ? apiRequest(updateOrganizationContract, { params: { id }, body })
        : apiRequest(createOrganizationContract, { body }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      onSaved();
      void notify(t(id ? 'save.updated' : 'save.created', { name: saved.name }), {
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: organizationQueries.all() });
      // Accounts show their organization's name.
      if (id) await queryClient.invalidateQueries({ queryKey: ['wb-accounts'] });
    },
    onError,
  });
}

/** Deletes an organization; the server refuses while accounts are linked (ORGANIZATION_IN_USE). */
export function useDeleteOrganization() {
  const { t } = useTranslation('organizations');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organization: Organization) =>
      apiRequest(deleteOrganizationContract, { params: { id: organization.id } }),
    meta: { action: t('delete.failed') },
    onSuccess: (_data, organization) =>
      void notify(t('delete.done', { name: organization.name }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
  });
}
