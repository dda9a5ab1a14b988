import Cancel from '@mui/icons-material/Cancel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Invitation } from '@wb/shared/identity/users.contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDateFormat } from '../../../components/format/date-time';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
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
  const confirm = useConfirm();
  const format = useDateFormat();
  const revoke = useRevokeInvitation();
  return (
    <TableContainer>
      <Table aria-label={t('invitations.title')} sx={{ minWidth: 640 }} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('invitations.email')}</TableCell>
            <TableCell>{t('invitations.role')}</TableCell>
            <TableCell>{t('invitations.invitedBy')}</TableCell>
            <TableCell>{t('invitations.expires')}</TableCell>
            {canDelete && (
              <TableCell align="right">
                <VisuallyHidden>{t('invitations.actions')}</VisuallyHidden>
              </TableCell>
            )}
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
                  <Tooltip title={t('invitations.revoke')}>
                    <IconButton
                      color="error"
                      aria-label={t('invitations.revokeFor', { email: invitation.email })}
                      onClick={async () => {
                        const ok = await confirm({
                          description: t('invitations.revokeConfirm', { email: invitation.email }),
                        });
                        if (ok) revoke.mutate(invitation);
                      }}
                    >
                      <Cancel />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
