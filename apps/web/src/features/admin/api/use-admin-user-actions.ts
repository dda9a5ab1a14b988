import {
  adminBlockUserContract,
  adminForcePasswordResetContract,
  adminRevokeSessionContract,
  adminSetAdminContract,
  adminUsersList,
} from '@wb/shared/identity/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { listQueryKey } from '../../../app/query/list-api';
import { adminQueries } from './admin-queries';

export type AdminUserAction = 'block' | 'unblock' | 'forceReset' | 'makeAdmin' | 'unmakeAdmin';

/** The administrator's actions on a user; each answers the updated user. */
export function useAdminUserAction(userId: string) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => {
      const params = { id: userId };
      switch (action) {
        case 'block':
        case 'unblock':
          return apiRequest(adminBlockUserContract, {
            params,
            body: { blocked: action === 'block' },
          });
        case 'forceReset':
          return apiRequest(adminForcePasswordResetContract, { params });
        case 'makeAdmin':
        case 'unmakeAdmin':
          return apiRequest(adminSetAdminContract, {
            params,
            body: { admin: action === 'makeAdmin' },
          });
      }
    },
    meta: { action: t('user.actionFailed') },
    onSuccess: (user, action) => {
      queryClient.setQueryData(adminQueries.user(userId).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: listQueryKey(adminUsersList) });
      void notify(t(`user.done.${action}`, { email: user.email }), { variant: 'success' });
    },
  });
}

export function useAdminRevokeSession(userId: string) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(adminRevokeSessionContract, { params: { id: userId, sessionId } }),
    meta: { action: t('user.sessions.revokeFailed') },
    onSuccess: () => void notify(t('user.sessions.revoked'), { variant: 'success' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminQueries.user(userId).queryKey }),
  });
}
