import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WbCookieStatus } from '@wb/shared/connections/wb-cookies.contract';
import { useTranslation } from 'react-i18next';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useDateFormat } from '../../../components/format/date-time';
import type { CookieRow } from '../lib/cookie-form';

const STATUS_COLORS: Record<WbCookieStatus, 'success' | 'warning' | 'error'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'error',
  rejected: 'error',
};

export interface CookieActions {
  onSave?: (row: CookieRow) => void;
  onDelete?: (row: CookieRow) => void;
}

/** Per cabinet: whether a portal cookie is stored, its state, names, expiry and last use. */
export function CookiesTable({ rows, onSave, onDelete }: { rows: CookieRow[] } & CookieActions) {
  const { t } = useTranslation('wbcookies');
  const format = useDateFormat();
  const actions = Boolean(onSave || onDelete);
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table aria-label={t('table.label')} size="small" sx={{ minWidth: 820 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('table.account')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('table.names')}</TableCell>
            <TableCell>{t('table.expires')}</TableCell>
            <TableCell>{t('table.lastUsed')}</TableCell>
            {actions && <ActionsHeadCell label={t('table.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const { cookie } = row;
            return (
              <TableRow key={row.accountId} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {row.accountName}
                </TableCell>
                <TableCell>
                  {cookie ? (
                    <Tooltip title={t(`statusHints.${cookie.status}`)} describeChild>
                      <Chip
                        size="small"
                        tabIndex={0}
                        color={STATUS_COLORS[cookie.status]}
                        label={t(`statuses.${cookie.status}`)}
                      />
                    </Tooltip>
                  ) : (
                    <Chip size="small" variant="outlined" label={t('statuses.none')} />
                  )}
                </TableCell>
                <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {cookie?.cookieNames.join(', ') || '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {cookie ? format.dateTime(cookie.expiresAt) : '—'}
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {cookie?.lastUsedAt ? format.dateTime(cookie.lastUsedAt) : '—'}
                  {cookie?.lastError && (
                    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                      {cookie.lastError}
                    </Typography>
                  )}
                </TableCell>
                {actions && (
                  <ActionsCell>
                    {onSave && (
                      <Button
                        size="small"
                        onClick={() => onSave(row)}
                        aria-label={t(cookie ? 'table.replaceFor' : 'table.addFor', {
                          name: row.accountName,
                        })}
                      >
                        {t(cookie ? 'table.replace' : 'table.add')}
                      </Button>
                    )}
                    {onDelete && cookie && (
                      <RowActionButton
                        title={t('table.delete')}
                        label={t('table.deleteFor', { name: row.accountName })}
                        icon={<DeleteOutlined />}
                        color="error"
                        onClick={() => onDelete(row)}
                      />
                    )}
                  </ActionsCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
