import Chip from '@mui/material/Chip';
import {
  MEMBER_COLUMNS,
  type Member,
  type MemberColumnKey,
  type MemberRole,
} from '@wb/shared/identity/users.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';
import { MemberRoleSelect } from './member-actions';

const LABELS = {
  fullName: 'members.name',
  email: 'members.email',
  roleName: 'members.role',
  status: 'members.statusLabel',
  joinedAt: 'members.joined',
  lastActiveAt: 'members.lastActive',
} as const satisfies Record<MemberColumnKey, string>;

/** The day someone joined (the time adds nothing there). */
function JoinedAt({ value }: { value: string }) {
  return <>{useFormat().localDate(value)}</>;
}

function LastActive({ value, never }: { value: string | null; never: string }) {
  const format = useFormat();
  return <>{value ? format.localDateTime(value) : never}</>;
}

function StatusChip({ status, label }: { status: Member['status']; label: string }) {
  const disabled = status === 'disabled';
  return (
    <Chip
      size="small"
      variant={disabled ? 'outlined' : 'filled'}
      color={disabled ? 'default' : 'success'}
      label={label}
    />
  );
}

/** The members grid's columns; the role is a select for who may edit members. */
export function memberColumns(
  t: TFunction<'users'>,
  options: { roles: readonly MemberRole[]; canEdit: boolean },
): DataColumn<Member>[] {
  return MEMBER_COLUMNS.map((def): DataColumn<Member> => {
    const column: DataColumn<Member> = { ...def, label: t(LABELS[def.key]) };
    switch (def.key) {
      case 'fullName':
        return {
          ...column,
          render: (row) => (
            <>
              <strong>{row.fullName}</strong>
              {row.isMe && <Chip size="small" label={t('members.you')} sx={{ ml: 1 }} />}
            </>
          ),
        };
      case 'roleName':
        return options.canEdit
          ? { ...column, render: (row) => <MemberRoleSelect member={row} roles={options.roles} /> }
          : column;
      case 'status':
        return {
          ...column,
          optionLabel: (v) => t(`members.status.${v as Member['status']}`),
          render: (row) => (
            <StatusChip status={row.status} label={t(`members.status.${row.status}`)} />
          ),
        };
      case 'joinedAt':
        return { ...column, render: (row) => <JoinedAt value={row.joinedAt} /> };
      case 'lastActiveAt':
        return {
          ...column,
          render: (row) => <LastActive value={row.lastActiveAt} never={t('members.never')} />,
        };
      default:
        return column;
    }
  });
}
