import { deleteRoleContract, type Role } from '@wb/shared/identity/roles.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { rolesQueries } from './roles-queries';

export interface DeleteRoleInput {
  role: Role;
  /** For a role in use: where its members go, and its name typed as confirmation. */
  reassignTo?: Role;
}

/** DELETE /api/roles/:id; the members of a role in use move to another role first. */
export function useDeleteRole(onDeleted: () => void) {
  const { t } = useTranslation('roles');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, reassignTo }: DeleteRoleInput) =>
      apiRequest(deleteRoleContract, {
        params: { id: role.id },
        body: reassignTo ? { reassignToRoleId: reassignTo.id, confirmName: role.name } : undefined,
      }),
    meta: { action: t('delete.failed') },
    onSuccess: async (_data, { role, reassignTo }) => {
      onDeleted();
      void notify(
        reassignTo
          ? t('delete.doneMoved', {
              name: role.name,
              target: reassignTo.name,
              count: role.membersCount,
            })
          : t('delete.done', { name: role.name }),
        { variant: 'success' },
      );
      await queryClient.invalidateQueries({ queryKey: rolesQueries.all() });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      // My own role may have been the one moved.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
