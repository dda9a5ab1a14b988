import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Member } from '@wb/shared/identity/users.contract';
import { useTranslation } from 'react-i18next';
import { ActionsHeadCell } from '../../../components/actions/actions-cells';
import { MemberRow, type MemberRowProps } from './member-row';

/** The company's members (GET /api/users). */
export function MembersTable({
  members,
  ...rest
}: { members: readonly Member[] } & Omit<MemberRowProps, 'member'>) {
  const { t } = useTranslation('users');
  return (
    <TableContainer>
      <Table aria-label={t('members.title')} sx={{ minWidth: 860 }} size="small">
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('members.name')}</TableCell>
            <TableCell>{t('members.email')}</TableCell>
            <TableCell>{t('members.role')}</TableCell>
            <TableCell>{t('members.statusLabel')}</TableCell>
            <TableCell>{t('members.joined')}</TableCell>
            <TableCell>{t('members.lastActive')}</TableCell>
            {(rest.canEdit || rest.canDelete) && <ActionsHeadCell label={t('members.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} {...rest} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
