import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonOff from '@mui/icons-material/PersonOff';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Member } from '@wb/shared/identity/users.contract';
import { useTranslation } from 'react-i18next';
import { ActionsCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDateFormat } from '../../../components/format/date-time';
import { useRemoveMember, useUpdateMember } from '../api/use-member-mutations';

export interface MemberRowProps {
  member: Member;
  roles: readonly { id: string; name: string }[];
  canEdit: boolean;
  canDelete: boolean;
}

/** One member: role (a select for who may edit), status, dates, disable/enable, remove. */
export function MemberRow({ member, roles, canEdit, canDelete }: MemberRowProps) {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const format = useDateFormat();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const disabled = member.status === 'disabled';
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
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {name}
        {member.isMe && <Chip size="small" label={t('members.you')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        {canEdit ? (
          <TextField
            select
            size="small"
            fullWidth
            value={member.roleId}
            disabled={update.isPending}
            onChange={(e) => void changeRole(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': t('members.roleOf', { name }) } }}
            sx={{ '& .MuiInputBase-root': { fontSize: '0.875rem' } }}
          >
            {roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {role.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          member.roleName
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant={disabled ? 'outlined' : 'filled'}
          color={disabled ? 'default' : 'success'}
          label={t(`members.status.${member.status}`)}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(member.joinedAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {member.lastActiveAt ? format.dateTime(member.lastActiveAt) : t('members.never')}
      </TableCell>
      {(canEdit || canDelete) && (
        <ActionsCell>
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
        </ActionsCell>
      )}
    </TableRow>
  );
}
