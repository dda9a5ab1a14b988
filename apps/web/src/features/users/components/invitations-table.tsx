import Cancel from '@mui/icons-material/Cancel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invitation } from '@wb/shared/identity/users.contract';
import { useTranslation } from 'react-i18next';
import { ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { useDateFormat } from '../../../components/format/date-time';
import { useRevokeInvitation } from '../api/use-member-mutations';

/** Invitations not yet accepted, with revoking for who may delete members. */
export function InvitationsTable({
  invitations,
  canDelete,
}: {
  invitations: readonly Invitation[];
  canDelete: boolean;
}) {
  const { t } = useTranslation('users');
  const format = useDateFormat();
  const revoke = useRevokeInvitation();
  const askAndRevoke = useConfirmThen(
    (invitation: Invitation) => ({
      description: t('invitations.revokeConfirm', { email: invitation.email }),
    }),
    (invitation) => revoke.mutate(invitation),
  );
  return (
    <TableContainer>
      <Table aria-label={t('invitations.title')} sx={{ minWidth: 640 }} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('invitations.email')}</TableCell>
            <TableCell>{t('invitations.role')}</TableCell>
            <TableCell>{t('invitations.invitedBy')}</TableCell>
            <TableCell>{t('invitations.expires')}</TableCell>
            {canDelete && <ActionsHeadCell label={t('invitations.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id} hover>
              <TableCell component="th" scope="row">
                {invitation.email}
              </TableCell>
              <TableCell>{invitation.roleName}</TableCell>
              <TableCell>{invitation.invitedBy ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(invitation.expiresAt)}
              </TableCell>
              {canDelete && (
                <TableCell align="right">
                  <RowActionButton
                    title={t('invitations.revoke')}
                    label={t('invitations.revokeFor', { email: invitation.email })}
                    icon={<Cancel />}
                    color="error"
                    onClick={() => askAndRevoke(invitation)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
