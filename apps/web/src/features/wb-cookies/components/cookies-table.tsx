import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  WB_COOKIE_COLUMNS,
  wbCookiesList,
  type WbCookieRow,
  type WbCookieStatus,
} from '@wb/shared/connections/wb-cookies.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import type { RowActions } from '../../../components/data-table/table-grid';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useFormat } from '../../../components/format/use-format';

type T = TFunction<'wbcookies'>;

const STATUS_COLORS: Record<WbCookieStatus, 'success' | 'warning' | 'error'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'error',
  rejected: 'error',
};

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'accountName', dir: 'asc' }],
  pins: { left: ['accountName'], right: [] },
};

export interface CookieActions {
  onSave?: (row: WbCookieRow) => void;
  onDelete?: (row: WbCookieRow) => void;
}

function StatusChip({ row, t }: { row: WbCookieRow; t: T }) {
  if (row.status === 'none') {
    return <Chip size="small" variant="outlined" label={t('statuses.none')} />;
  }
  return (
    <Tooltip title={t(`statusHints.${row.status}`)} describeChild>
      <Chip
        size="small"
        tabIndex={0}
        color={STATUS_COLORS[row.status]}
        label={t(`statuses.${row.status}`)}
      />
    </Tooltip>
  );
}

function LastUse({ row }: { row: WbCookieRow }) {
  const format = useFormat();
  return (
    <>
      {row.lastUsedAt ? format.localDateTime(row.lastUsedAt) : '—'}
      {row.lastError && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {row.lastError}
        </Typography>
      )}
    </>
  );
}

function cookieColumns(t: T): DataColumn<WbCookieRow>[] {
  return WB_COOKIE_COLUMNS.map((def): DataColumn<WbCookieRow> => {
    const column: DataColumn<WbCookieRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'accountName':
        return {
          ...column,
          render: (row) => (
            <Typography variant="inherit" noWrap sx={{ fontWeight: 600 }}>
              {row.accountName}
            </Typography>
          ),
        };
      case 'status':
        return {
          ...column,
          optionLabel: (v) => t(`statuses.${v as WbCookieRow['status']}`),
          render: (row) => <StatusChip row={row} t={t} />,
        };
      case 'cookieNames':
        return { ...column, render: (row) => row.cookieNames.join(', ') || '—' };
      case 'lastUsedAt':
        return { ...column, render: (row) => <LastUse row={row} /> };
      default:
        return column;
    }
  });
}

function cookieRowActions(
  t: T,
  { onSave, onDelete }: CookieActions,
): RowActions<WbCookieRow> | undefined {
  if (!onSave && !onDelete) return undefined;
  return {
    label: t('table.actions'),
    width: (onSave ? 120 : 0) + (onDelete ? 48 : 0) + 16,
    render: (row) => (
      <>
        {onSave && (
          <Button
            size="small"
            onClick={() => onSave(row)}
            aria-label={t(row.cookieId ? 'table.replaceFor' : 'table.addFor', {
              name: row.accountName,
            })}
          >
            {t(row.cookieId ? 'table.replace' : 'table.add')}
          </Button>
        )}
        {onDelete && row.cookieId && (
          <RowActionButton
            title={t('table.delete')}
            label={t('table.deleteFor', { name: row.accountName })}
            icon={<DeleteOutlined />}
            color="error"
            onClick={() => onDelete(row)}
          />
        )}
      </>
    ),
  };
}

/**
 * Every cabinet in the one DataTable: whether a portal cookie is stored, its state, names,
 * expiry and last use — filtered, sorted and exported on the server (never a cookie's value).
 */
export function CookiesTable({ onSave, onDelete }: CookieActions) {
  const { t } = useTranslation('wbcookies');
  const list = useList(wbCookiesList);
  const columns = useMemo(() => cookieColumns(t), [t]);
  const rowActions = useMemo(
    () => cookieRowActions(t, { onSave, onDelete }),
    [t, onSave, onDelete],
  );
  return (
    <DataTable<WbCookieRow>
      list={list}
      label={t('table.label')}
      columns={columns}
      defaultView={DEFAULTS}
      rowId={(row) => row.accountId}
      emptyText={t('list.empty')}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}
