import Cancel from '@mui/icons-material/Cancel';
import {
  INVITATION_COLUMNS,
  invitationsList,
  type Invitation,
  type InvitationColumnKey,
} from '@wb/shared/identity/users.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useRevokeInvitation } from '../api/use-member-mutations';

export const INVITATIONS_VIEW: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'createdAt', dir: 'asc' }],
  pins: { left: ['email'], right: [] },
};

const LABELS = {
  email: 'invitations.email',
  roleName: 'invitations.role',
  invitedBy: 'invitations.invitedBy',
  createdAt: 'invitations.created',
  expiresAt: 'invitations.expires',
} as const satisfies Record<InvitationColumnKey, string>;

/** Revoking, for who may delete members (confirmed first). */
function RevokeButton({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('users');
  const revoke = useRevokeInvitation();
  const askAndRevoke = useConfirmThen(
    (i: Invitation) => ({ description: t('invitations.revokeConfirm', { email: i.email }) }),
    (i) => revoke.mutate(i),
  );
  return (
    <RowActionButton
      title={t('invitations.revoke')}
      label={t('invitations.revokeFor', { email: invitation.email })}
      icon={<Cancel />}
      color="error"
      onClick={() => askAndRevoke(invitation)}
    />
  );
}

/** Invitations not yet accepted (GET /api/users/invitations) on the one DataTable. */
export function InvitationsTable({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation('users');
  const list = useList(invitationsList);
  const columns = useMemo(
    () =>
      INVITATION_COLUMNS.map((def): DataColumn<Invitation> =>
        def.key === 'invitedBy'
          ? { ...def, label: t(LABELS[def.key]), render: (row) => row.invitedBy ?? '—' }
          : { ...def, label: t(LABELS[def.key]) },
      ),
    [t],
  );
  return (
    <DataTable
      list={list}
      label={t('invitations.title')}
      columns={columns}
      defaultView={INVITATIONS_VIEW}
      rowId={(row) => row.id}
      emptyText={t('invitations.empty')}
      {...(canDelete
        ? {
            rowActions: {
              label: t('invitations.actions'),
              width: 64,
              render: (row: Invitation) => <RevokeButton invitation={row} />,
            },
          }
        : {})}
    />
  );
}
