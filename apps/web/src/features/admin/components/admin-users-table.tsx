import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { adminUserRowSchema } from '@wb/shared/identity/admin.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { useDateFormat } from '../../../components/format/date-time';
import { Flag } from './flag';

type Row = z.infer<typeof adminUserRowSchema>;

/** All users of the platform, one page; a row opens the user. */
export function AdminUsersTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('users.tableLabel')} sx={{ minWidth: 1000 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.type')}</TableCell>
            <TableCell>{t('users.blocked')}</TableCell>
            <TableCell>{t('users.emailVerified')}</TableCell>
            <TableCell>{t('users.totp')}</TableCell>
            <TableCell align="right">{t('users.companies')}</TableCell>
            <TableCell>{t('users.lastLogin')}</TableCell>
            <TableCell>{t('users.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow
              key={user.id}
              hover
              onClick={() => void navigate(`/admin/users/${user.id}`)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell component="th" scope="row">
                {/* The link is the keyboard way into the row. */}
                <Link
                  component={RouterLink}
                  to={`/admin/users/${user.id}`}
                  onClick={(e) => e.stopPropagation()}
                >
                  {user.email}
                </Link>
              </TableCell>
              <TableCell>{user.fullName}</TableCell>
              <TableCell>
                {user.type === 'admin' ? (
                  <Chip size="small" color="secondary" label={t('types.admin')} />
                ) : (
                  t('types.user')
                )}
              </TableCell>
              <TableCell>
                {user.isBlocked ? (
                  <Chip size="small" color="error" label={t('users.isBlocked')} />
                ) : (
                  t('no')
                )}
              </TableCell>
              <TableCell>
                <Flag on={user.emailVerified} label={t('yes')} offLabel={t('no')} />
              </TableCell>
              <TableCell>
                <Flag on={user.totpEnabled} label={t('yes')} offLabel={t('no')} />
              </TableCell>
              <TableCell align="right">{user.companiesCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('never')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(user.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
