import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonOff from '@mui/icons-material/PersonOff';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import type { Member, MemberRole } from '@wb/shared/identity/users.contract';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirm } from '../../../components/confirm-dialog';
import { NativeSelect } from '../../../components/form/native-select';
import { useRemoveMember, useUpdateMember } from '../api/use-member-mutations';

/** A member's role as a select, for who may edit members; one's own change is confirmed. */
export function MemberRoleSelect({
  member,
  roles,
}: {
  member: Member;
  roles: readonly MemberRole[];
}) {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const update = useUpdateMember();
  const name = member.fullName;
  const changeRole = async (roleId: string) => {
    const role = roles.find((r) => r.id === roleId);
    if (
      member.isMe &&
      !(await confirm({ description: t('members.ownRoleConfirm', { role: role?.name }) }))
    )
      return;
    update.mutate({ member, roleId });
  };
  return (
    // The grid's rows move focus with the arrow keys: inside the select they are its own.
    <Box onKeyDown={(e) => e.stopPropagation()}>
      <NativeSelect
        fullWidth
        value={member.roleId}
        disabled={update.isPending}
        onChange={(e) => void changeRole(e.target.value)}
        aria-label={t('members.roleOf', { name })}
      >
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

/** A member's row actions: disable/enable (user:edit) and remove (user:delete), confirmed. */
export function MemberActions({
  member,
  canEdit,
  canDelete,
}: {
  member: Member;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const disabled = member.status === 'disabled';
  const name = member.fullName;

  const toggleStatus = async () => {
    if (!disabled && !(await confirm({ description: t('members.disableConfirm', { name }) })))
      return;
    update.mutate({ member, status: disabled ? 'active' : 'disabled' });
  };
  const removeMember = async () => {
    if (
      await confirm({
        description: t('members.removeConfirm', { name }),
        confirmText: t('members.remove'),
      })
    )
      remove.mutate(member);
  };

  return (
    <>
      {canEdit && (
        <RowActionButton
          title={disabled ? t('members.enable') : t('members.disable')}
          label={t(disabled ? 'members.enableWho' : 'members.disableWho', { name })}
          icon={disabled ? <PersonOutlined /> : <PersonOff />}
          onClick={() => void toggleStatus()}
        />
      )}
      {canDelete && (
        <RowActionButton
          title={t('members.remove')}
          label={t('members.removeWho', { name })}
          icon={<DeleteOutlined />}
          color="error"
          onClick={() => void removeMember()}
        />
      )}
    </>
  );
}
