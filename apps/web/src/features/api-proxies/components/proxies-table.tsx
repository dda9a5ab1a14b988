import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  API_PROXY_COLUMNS,
  apiProxiesList,
  PROXY_FAILURES_TO_DISABLE,
  type ApiProxyRow,
  type ApiProxyStatus,
} from '@wb/shared/connections/api-proxies.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import type { RowActions } from '../../../components/data-table/table-grid';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useFormat } from '../../../components/format/use-format';
import { displayUrl } from '../lib/proxy-form';

type T = TFunction<'apiproxies'>;

const STATUS_COLORS: Record<ApiProxyStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  failing: 'warning',
  disabled: 'default',
};

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'name', dir: 'asc' }],
  pins: { left: ['name'], right: [] },
};

export interface ProxyActions {
  onCheck?: (proxy: ApiProxyRow) => void;
  onEdit?: (proxy: ApiProxyRow) => void;
  onDelete?: (proxy: ApiProxyRow) => void;
  checkingId?: string;
}

function LastCheck({ p, t }: { p: ApiProxyRow; t: T }) {
  const format = useFormat();
  return (
    <>
      {p.lastCheckAt ? format.localDateTime(p.lastCheckAt) : t('table.never')}
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
    </>
  );
}

function proxyColumns(t: T): DataColumn<ApiProxyRow>[] {
  return API_PROXY_COLUMNS.map((def): DataColumn<ApiProxyRow> => {
    const column: DataColumn<ApiProxyRow> = { ...def, label: t(`columns.${def.key}`) };
    const cell = (render: (p: ApiProxyRow) => ReactNode) => ({ ...column, render });
    switch (def.key) {
      case 'name':
        // The address with the password masked: the password itself never reaches the browser.
        return cell((p) => (
          <>
            <Typography variant="body2" noWrap title={p.name} sx={{ fontWeight: 600 }}>
              {p.name}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              title={displayUrl(p)}
              sx={{ fontFamily: 'monospace' }}
            >
              {displayUrl(p)}
            </Typography>
          </>
        ));
      case 'status':
        return {
          ...cell((p) => (
            <Tooltip title={t(`statusHints.${p.status}`)} describeChild>
              <Chip
                size="small"
                tabIndex={0}
                color={STATUS_COLORS[p.status]}
                label={t(`statuses.${p.status}`)}
              />
            </Tooltip>
          )),
          optionLabel: (v) => t(`statuses.${v as ApiProxyStatus}`),
        };
      case 'assignment':
        return {
          ...cell((p) =>
            p.assignment === 'pool' ? t('assignments.pool') : p.accountNames.join(', '),
          ),
          optionLabel: (v) => t(`assignments.${v as ApiProxyRow['assignment']}`),
        };
      case 'lastCheckAt':
        return cell((p) => <LastCheck p={p} t={t} />);
      case 'failures':
        return cell((p) =>
          t('table.failuresOf', { count: p.failures, max: PROXY_FAILURES_TO_DISABLE }),
        );
      default:
        return column;
    }
  });
}

function proxyRowActions(t: T, actions: ProxyActions): RowActions<ApiProxyRow> | undefined {
  const { onCheck, onEdit, onDelete, checkingId } = actions;
  const count = [onCheck, onEdit, onDelete].filter(Boolean).length;
  if (count === 0) return undefined;
  return {
    label: t('table.actions'),
    width: 16 + count * 40,
    render: (p) => (
      <>
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
      </>
    ),
  };
}

/**
 * The proxies in the one DataTable: name and URL (password masked), status, assignment, last
 * check, failures — filtered, sorted and exported on the server.
 */
export function ProxiesTable({ empty, ...actions }: ProxyActions & { empty: string }) {
  const { t } = useTranslation('apiproxies');
  const list = useList(apiProxiesList);
  const { onCheck, onEdit, onDelete, checkingId } = actions;
  const columns = useMemo(() => proxyColumns(t), [t]);
  const rowActions = useMemo(
    () => proxyRowActions(t, { onCheck, onEdit, onDelete, checkingId }),
    [t, onCheck, onEdit, onDelete, checkingId],
  );
  return (
    <DataTable<ApiProxyRow>
      list={list}
      label={t('table.label')}
      columns={columns}
      defaultView={DEFAULTS}
      rowId={(row) => row.id}
      emptyText={empty}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}
