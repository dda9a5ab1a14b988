import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { syncAccountNowContract } from '@wb/shared/connections/sync.contract';
import {
  createWbAccountContract,
  deleteWbAccountContract,
  updateWbAccountContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { createWbTokenContract } from '@wb/shared/connections/wb-tokens.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { useDeleteWbAccount, wbAccountQueries } from '../api/wb-accounts-queries';
import { AccountCard } from '../components/account-card';

// The forms load when first opened, keeping the list page light.
const AccountDialog = lazy(() =>
  import('../components/account-dialog').then((m) => ({ default: m.AccountDialog })),
);

/** /accounts-wb: the company's WB seller cabinets, their connection and sync settings. */
export default function WbAccountsPage() {
  const { t } = useTranslation(['wbaccounts', 'connections']);
  const can = useCan();
  const list = useQuery(wbAccountQueries.list());
  const remove = useDeleteWbAccount();
  // undefined: closed; null: a new account; else the one being edited.
  const [editing, setEditing] = useState<WbAccount | null>();
  const canEdit = can(updateWbAccountContract);

  const askAndDelete = useConfirmThen(
    (account: WbAccount) => ({
      title: t('delete.title', { name: account.name }),
      description: t('delete.description'),
      keyword: account.name,
      confirmText: t('delete.confirm'),
      closeOnOutsideClick: false,
    }),
    (account) => remove.mutate(account),
  );

  const createButton = can(createWbAccountContract) && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} action={createButton} />
      <QueryState
        query={list}
        isEmpty={(accounts) => accounts.length === 0}
        empty={<EmptyState action={createButton}>{t('list.empty')}</EmptyState>}
      >
        {(accounts) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {accounts.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                canEdit={canEdit}
                canAddToken={can(createWbTokenContract)}
                canSync={can(syncAccountNowContract)}
                onEdit={canEdit ? setEditing : undefined}
                onDelete={can(deleteWbAccountContract) ? askAndDelete : undefined}
              />
            ))}
          </Box>
        )}
      </QueryState>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <AccountDialog account={editing ?? undefined} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
