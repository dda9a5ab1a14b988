import type { WbToken } from '@wb/shared/connections/wb-tokens.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListHandle } from '../../../components/data-table/use-list';
import { tokenColumns, tokenRowActions, type TokenActions } from './token-columns';

export type { TokenActions } from './token-columns';

/** By cabinet, oldest token first — the order the page had before it was a grid. */
const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [
    { field: 'accountName', dir: 'asc' },
    { field: 'createdAt', dir: 'asc' },
  ],
  pins: { left: ['name'], right: [] },
};

/**
 * The company's tokens of every cabinet in the one DataTable: name and last 4 characters, type,
 * categories, status, expiry, last check — filtered, sorted and exported on the server.
 * `list` is the page's `useList(wbTokensList)` (the page also reads the cabinets off its pages).
 */
export function TokensTable({ list, ...actions }: TokenActions & { list: ListHandle<WbToken> }) {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const { onCheck, onRename, onDelete, checkingId } = actions;
  const columns = useMemo(() => tokenColumns(t), [t]);
  const rowActions = useMemo(
    () => tokenRowActions(t, { onCheck, onRename, onDelete, checkingId }),
    [t, onCheck, onRename, onDelete, checkingId],
  );
  return (
    <DataTable<WbToken>
      list={list}
      label={t('list.tableLabel')}
      columns={columns}
      defaultView={DEFAULTS}
      rowId={(row) => row.id}
      emptyText={t('list.noTokens')}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}
