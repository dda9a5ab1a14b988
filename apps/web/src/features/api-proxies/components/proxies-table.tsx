import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  PROXY_FAILURES_TO_DISABLE,
  type ApiProxy,
  type ApiProxyStatus,
} from '@wb/shared/connections/api-proxies.contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/format/date-time';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { displayUrl } from '../lib/proxy-form';

const STATUS_COLORS: Record<ApiProxyStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  failing: 'warning',
  disabled: 'default',
};

export interface ProxyActions {
  onCheck?: (proxy: ApiProxy) => void;
  onEdit?: (proxy: ApiProxy) => void;
  onDelete?: (proxy: ApiProxy) => void;
  checkingId?: string;
}

/** The proxies: name, URL (password masked), status, assignment, last check, failures. */
export function ProxiesTable({
  proxies,
  accountNames,
  onCheck,
  onEdit,
  onDelete,
  checkingId,
}: {
  proxies: readonly ApiProxy[];
  accountNames: ReadonlyMap<string, string>;
} & ProxyActions) {
  const { t } = useTranslation('apiproxies');
  const format = useDateFormat();
  const actions = Boolean(onCheck || onEdit || onDelete);
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table aria-label={t('table.label')} size="small" sx={{ minWidth: 900 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('table.proxy')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('table.assignment')}</TableCell>
            <TableCell>{t('table.lastCheck')}</TableCell>
            <TableCell align="right">{t('table.failures')}</TableCell>
            {actions && <ActionsHeadCell label={t('table.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {proxies.map((p) => (
            <TableRow key={p.id} hover>
              <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {p.name}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {displayUrl(p)}
                </Typography>
              </TableCell>
              <TableCell>
                <Tooltip title={t(`statusHints.${p.status}`)} describeChild>
                  <Chip
                    size="small"
                    tabIndex={0}
                    color={STATUS_COLORS[p.status]}
                    label={t(`statuses.${p.status}`)}
                  />
                </Tooltip>
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {p.assignment === 'pool'
                  ? t('assignments.pool')
                  : p.accountIds.map((id) => accountNames.get(id) ?? id).join(', ')}
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                {p.lastCheckAt ? format.dateTime(p.lastCheckAt) : t('table.never')}
                {p.latencyMs !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('table.latency', { ms: p.latencyMs })}
                  </Typography>
                )}
                {p.lastError && (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {p.lastError}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('table.failuresOf', { count: p.failures, max: PROXY_FAILURES_TO_DISABLE })}
              </TableCell>
              {actions && (
                <ActionsCell>
                  {onCheck && (
                    <RowActionButton
                      title={t('table.check')}
                      label={t('table.checkWho', { name: p.name })}
                      icon={<NetworkCheck />}
                      disabled={checkingId === p.id}
                      onClick={() => onCheck(p)}
                    />
                  )}
                  {onEdit && (
                    <RowActionButton
                      title={t('table.edit')}
                      label={t('table.editWho', { name: p.name })}
                      icon={<EditOutlined />}
                      onClick={() => onEdit(p)}
                    />
                  )}
                  {onDelete && (
                    <RowActionButton
                      title={t('table.delete')}
                      label={t('table.deleteWho', { name: p.name })}
                      icon={<DeleteOutlined />}
                      color="error"
                      onClick={() => onDelete(p)}
                    />
                  )}
                </ActionsCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
