import {
  removeMemberContract,
  revokeInvitationContract,
  updateMemberContract,
  type Member,
} from '@wb/shared/identity/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { usersQueries } from './users-queries';

/** After a change of people: the list, the roles' member counts, and my own rights if mine. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (touchesMe: boolean) => {
    await queryClient.invalidateQueries({ queryKey: usersQueries.all() });
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    if (touchesMe) await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  };
}

type MemberPatch = { member: Member; roleId?: string; status?: 'active' | 'disabled' };

/** Role or status of a member. The server keeps the last active Владелец (409 LAST_OWNER). */
export function useUpdateMember() {
  const { t } = useTranslation('users');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ member, roleId, status }: MemberPatch) =>
      apiRequest(updateMemberContract, { params: { id: member.userId }, body: { roleId, status } }),
    meta: { action: t('members.updateFailed') },
    onSuccess: (updated, { status }) => {
      const key =
        status === 'disabled' ? 'disabled' : status === 'active' ? 'enabled' : 'roleChanged';
      void notify(t(`members.${key}`, { name: updated.fullName, role: updated.roleName }), {
        variant: 'success',
      });
    },
    onSettled: (_data, _error, { member }) => refresh(member.isMe),
  });
}

export function useRemoveMember() {
  const { t } = useTranslation('users');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (member: Member) =>
      apiRequest(removeMemberContract, { params: { id: member.userId } }),
    meta: { action: t('members.removeFailed') },
    onSuccess: (_data, member) =>
      void notify(t('members.removed', { name: member.fullName }), { variant: 'success' }),
    onSettled: (_data, _error, member) => refresh(member.isMe),
  });
}

export function useRevokeInvitation() {
  const { t } = useTranslation('users');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (invitation: { id: string; email: string }) =>
      apiRequest(revokeInvitationContract, { params: { id: invitation.id } }),
    meta: { action: t('invitations.revokeFailed') },
    onSuccess: (_data, invitation) =>
      void notify(t('invitations.revoked', { email: invitation.email }), { variant: 'success' }),
    onSettled: () => refresh(false),
  });
}
