import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Sync from '@mui/icons-material/Sync';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WbToken } from '@wb/shared/connections/wb-tokens.contract';
import { useTranslation } from 'react-i18next';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { CategoryChips } from '../../../components/connections/category-chips';
import { ExpiryNote } from '../../../components/connections/expiry-note';
import { TokenStatusChip } from '../../../components/connections/token-status-chip';
import { useDateFormat } from '../../../components/format/date-time';

export interface TokenActions {
  onCheck?: (token: WbToken) => void;
  onRename?: (token: WbToken) => void;
  onDelete?: (token: WbToken) => void;
  /** The token being checked right now (its button waits). */
  checkingId?: string;
}

/** One cabinet's tokens: name and last 4 characters, type, categories, status, expiry, check. */
export function TokensTable({
  tokens,
  label,
  onCheck,
  onRename,
  onDelete,
  checkingId,
}: { tokens: readonly WbToken[]; label: string } & TokenActions) {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const format = useDateFormat();
  const actions = Boolean(onCheck || onRename || onDelete);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table aria-label={label} size="small" sx={{ minWidth: 860 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('table.token')}</TableCell>
            <TableCell>{t('table.categories')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('table.expires')}</TableCell>
            <TableCell>{t('table.lastCheck')}</TableCell>
            {actions && <ActionsHeadCell label={t('table.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => {
            const date = format.date(token.expiresAt);
            return (
              <TableRow key={token.id} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {token.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    ••••{token.last4}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ mt: 0.5 }}
                    label={t(`connections:tokenTypes.${token.type}`)}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <CategoryChips
                    categories={token.categories}
                    readOnly={token.readOnly}
                    label={t('table.categoriesOf', { name: token.name })}
                  />
                </TableCell>
                <TableCell>
                  <TokenStatusChip status={token.status} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {date}
                  </Typography>
                  <ExpiryNote
                    daysLeft={token.daysLeft}
                    expired={token.status === 'expired'}
                    date={date}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {token.lastCheckedAt ? format.dateTime(token.lastCheckedAt) : t('table.never')}
                  </Typography>
                  {token.lastError && (
                    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                      {token.lastError}
                    </Typography>
                  )}
                </TableCell>
                {actions && (
                  <ActionsCell>
                    {onCheck && (
                      <RowActionButton
                        title={t('table.check')}
                        label={t('table.checkWho', { name: token.name })}
                        icon={<Sync />}
                        disabled={checkingId === token.id}
                        onClick={() => onCheck(token)}
                      />
                    )}
                    {onRename && (
                      <RowActionButton
                        title={t('table.rename')}
                        label={t('table.renameWho', { name: token.name })}
                        icon={<DriveFileRenameOutline />}
                        onClick={() => onRename(token)}
                      />
                    )}
                    {onDelete && (
                      <RowActionButton
                        title={t('table.delete')}
                        label={t('table.deleteWho', { name: token.name })}
                        icon={<DeleteOutlined />}
                        color="error"
                        onClick={() => onDelete(token)}
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
