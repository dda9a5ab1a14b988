import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  counterpartiesList,
  financeAccountsList,
  financeCategoriesList,
  financeRulesList,
} from '@wb/shared/finances/finances-lists.contract';
import type {
  Counterparty,
  FinanceAccount,
  FinanceCategory,
  FinanceRule,
} from '@wb/shared/finances/finances.schemas';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import type { RowActions } from '../../../components/data-table/table-grid';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';

export interface RowHandlers<Row> {
  onEdit?: ((row: Row) => void) | undefined;
  onDelete?: ((row: Row) => void) | undefined;
}

/** Edit and delete buttons of a row, named after it for screen readers. */
function useRowActions<Row>(
  name: (row: Row) => string,
  { onEdit, onDelete }: RowHandlers<Row>,
): RowActions<Row> | undefined {
  const { t } = useTranslation('finances');
  return useMemo(() => {
    if (!onEdit && !onDelete) return undefined;
    return {
      label: t('list.actions'),
      width: 16 + (onEdit ? 40 : 0) + (onDelete ? 40 : 0),
      render: (row: Row) => (
        <>
          {onEdit && (
            <RowActionButton
              title={t('list.edit')}
              label={t('list.editWho', { name: name(row) })}
              icon={<EditOutlined />}
              onClick={() => onEdit(row)}
            />
          )}
          {onDelete && (
            <RowActionButton
              title={t('list.delete')}
              label={t('list.deleteWho', { name: name(row) })}
              icon={<DeleteOutlined />}
              color="error"
              onClick={() => onDelete(row)}
            />
          )}
        </>
      ),
    };
  }, [t, name, onEdit, onDelete]);
}

const view = (field: string): ViewState => ({
  ...DEFAULT_VIEW,
  sort: [{ field, dir: 'asc' }],
  pins: { left: [field], right: [] },
});
const ACCOUNTS_VIEW = view('name');
const CATEGORIES_VIEW: ViewState = {
  ...view('name'),
  sort: [
    { field: 'kind', dir: 'asc' },
    { field: 'name', dir: 'asc' },
  ],
};
const COUNTERPARTIES_VIEW = view('name');
const RULES_VIEW: ViewState = { ...view('name'), sort: [{ field: 'priority', dir: 'asc' }] };

const accountName = (a: FinanceAccount) => a.name;
const categoryName = (c: FinanceCategory) => c.name;
const counterpartyName = (c: Counterparty) => c.name;
const ruleName = (r: FinanceRule) => r.name;

export function AccountsTable({
  onRowClick,
  viewIn,
  ...handlers
}: RowHandlers<FinanceAccount> & {
  onRowClick?: (a: FinanceAccount) => void;
  viewIn?: 'url' | 'memory';
}) {
  const { t } = useTranslation('finances');
  const list = useList(financeAccountsList);
  const overrides = useMemo(
    (): Partial<Record<string, Partial<DataColumn<FinanceAccount>>>> => ({
      balance: {
        render: (a) => (a.balance === null ? t('missing.noRate') : `${a.balance} ${a.currency}`),
      },
      balanceRub: { render: (a) => (a.balanceRub === null ? t('missing.noRate') : a.balanceRub) },
      wbBalance: {
        render: (a) =>
          a.type !== 'marketplace'
            ? ''
            : a.wbBalance === null
              ? t('missing.wbNotRead')
              : a.wbBalance,
      },
    }),
    [t],
  );
  const columns = useListColumns<FinanceAccount>(financeAccountsList, overrides);
  const rowActions = useRowActions(accountName, handlers);
  return (
    <DataTable<FinanceAccount>
      list={list}
      label={t('accounts.label')}
      columns={columns}
      defaultView={ACCOUNTS_VIEW}
      rowId={(a) => a.id}
      emptyText={t('accounts.empty')}
      viewIn={viewIn ?? 'memory'}
      {...(onRowClick ? { onRowClick } : {})}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}

export function CategoriesTable(handlers: RowHandlers<FinanceCategory>) {
  const { t } = useTranslation('finances');
  const list = useList(financeCategoriesList);
  const overrides = useMemo(
    (): Partial<Record<string, Partial<DataColumn<FinanceCategory>>>> => ({
      name: { render: (c) => (c.parent ? `${c.parent} › ${c.name}` : c.name) },
    }),
    [],
  );
  const columns = useListColumns<FinanceCategory>(financeCategoriesList, overrides);
  const rowActions = useRowActions(categoryName, handlers);
  return (
    <DataTable<FinanceCategory>
      list={list}
      label={t('categories.label')}
      columns={columns}
      defaultView={CATEGORIES_VIEW}
      rowId={(c) => c.id}
      emptyText={t('categories.empty')}
      viewIn="memory"
      {...(rowActions ? { rowActions } : {})}
    />
  );
}

export function CounterpartiesTable(handlers: RowHandlers<Counterparty>) {
  const { t } = useTranslation('finances');
  const list = useList(counterpartiesList);
  const columns = useListColumns<Counterparty>(counterpartiesList);
  const rowActions = useRowActions(counterpartyName, handlers);
  return (
    <DataTable<Counterparty>
      list={list}
      label={t('counterparties.label')}
      columns={columns}
      defaultView={COUNTERPARTIES_VIEW}
      rowId={(c) => c.id}
      emptyText={t('counterparties.empty')}
      viewIn="memory"
      {...(rowActions ? { rowActions } : {})}
    />
  );
}

export function RulesTable(handlers: RowHandlers<FinanceRule>) {
  const { t } = useTranslation('finances');
  const list = useList(financeRulesList);
  const columns = useListColumns<FinanceRule>(financeRulesList);
  const rowActions = useRowActions(ruleName, handlers);
  return (
    <DataTable<FinanceRule>
      list={list}
      label={t('rules.label')}
      columns={columns}
      defaultView={RULES_VIEW}
      rowId={(r) => r.id}
      emptyText={t('rules.empty')}
      viewIn="memory"
      {...(rowActions ? { rowActions } : {})}
    />
  );
}
