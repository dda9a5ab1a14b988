import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  createFinanceAccountContract,
  deleteFinanceAccountContract,
  updateFinanceAccountContract,
} from '@wb/shared/finances/finances.contract';
import type {
  Counterparty,
  FinanceAccount,
  FinanceCategory,
  FinanceRule,
} from '@wb/shared/finances/finances.schemas';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/layout/page-header';
import { useDeleteFinance, type FinanceNoun } from '../api/finances-queries';
import {
  AccountsTable,
  CategoriesTable,
  CounterpartiesTable,
  RulesTable,
} from '../components/settings-tables';

// The forms load when first opened.
const dialogs = () => import('../components/settings-dialogs');
const AccountDialog = lazy(() => dialogs().then((m) => ({ default: m.AccountDialog })));
const CategoryDialog = lazy(() => dialogs().then((m) => ({ default: m.CategoryDialog })));
const CounterpartyDialog = lazy(() => dialogs().then((m) => ({ default: m.CounterpartyDialog })));
const RuleDialog = lazy(() => dialogs().then((m) => ({ default: m.RuleDialog })));

const TABS = ['accounts', 'categories', 'counterparties', 'rules'] as const satisfies FinanceNoun[];
type SettingsTab = (typeof TABS)[number];
type Editing =
  | { tab: 'accounts'; row?: FinanceAccount }
  | { tab: 'categories'; row?: FinanceCategory }
  | { tab: 'counterparties'; row?: Counterparty }
  | { tab: 'rules'; row?: FinanceRule };

/** /finances/settings: accounts, categories (a tree mapped to P&L lines), counterparties, rules. */
export default function FinancesSettingsPage() {
  const { t } = useTranslation('finances');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = TABS.find((x) => x === params.get('tab')) ?? 'accounts';
  const [editing, setEditing] = useState<Editing>();
  const remove = useDeleteFinance(tab);
  // The finance permission covers every noun: the accounts' contracts stand for all four.
  const canCreate = can(createFinanceAccountContract);
  const canEdit = can(updateFinanceAccountContract);
  const canDelete = can(deleteFinanceAccountContract);
  const askAndDelete = useConfirmThen(
    (row: { id: string; name: string }) => ({
      title: t('delete.title', { name: row.name }),
      description: t('delete.description'),
      confirmText: t('delete.confirm'),
    }),
    (row) => remove.mutate(row.id),
  );
  const edit = <R,>(make: (row: R) => Editing) =>
    canEdit ? (row: R) => setEditing(make(row)) : undefined;
  const del = canDelete ? askAndDelete : undefined;

  const tables: Record<SettingsTab, ReactNode> = {
    accounts: (
      <AccountsTable
        onEdit={edit((row: FinanceAccount) => ({ tab: 'accounts', row }))}
        onDelete={del}
      />
    ),
    categories: (
      <CategoriesTable
        onEdit={edit((row: FinanceCategory) => ({ tab: 'categories', row }))}
        onDelete={del}
      />
    ),
    counterparties: (
      <CounterpartiesTable
        onEdit={edit((row: Counterparty) => ({ tab: 'counterparties', row }))}
        onDelete={del}
      />
    ),
    rules: (
      <RulesTable onEdit={edit((row: FinanceRule) => ({ tab: 'rules', row }))} onDelete={del} />
    ),
  };
  const close = () => setEditing(undefined);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader
        description={t('settings.description')}
        action={
          canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ tab })}>
              {t(`${tab}.add`)}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, next: SettingsTab) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.tabs')}
      >
        {TABS.map((x) => (
          <Tab key={x} value={x} label={t(`settings.tab.${x}`)} />
        ))}
      </Tabs>
      <div key={tab}>{tables[tab]}</div>
      {editing && (
        <Suspense fallback={null}>
          {editing.tab === 'accounts' && <AccountDialog account={editing.row} onClose={close} />}
          {editing.tab === 'categories' && (
            <CategoryDialog category={editing.row} onClose={close} />
          )}
          {editing.tab === 'counterparties' && (
            <CounterpartyDialog counterparty={editing.row} onClose={close} />
          )}
          {editing.tab === 'rules' && <RuleDialog rule={editing.row} onClose={close} />}
        </Suspense>
      )}
    </Stack>
  );
}
