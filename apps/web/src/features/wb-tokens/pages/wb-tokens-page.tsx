import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import {
  checkWbTokenContract,
  createWbTokenContract,
  deleteWbTokenContract,
  renameWbTokenContract,
  type WbToken,
} from '@wb/shared/connections/wb-tokens.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { useCheckWbToken, useDeleteWbToken, wbTokenQueries } from '../api/wb-tokens-queries';
import { TokenGroupCard } from '../components/token-group';
import { groupTokens } from '../lib/group-tokens';
import type { AccountOption } from '../components/add-token-dialog';

// The forms load when first opened, keeping the list page light.
const AddTokenDialog = lazy(() =>
  import('../components/add-token-dialog').then((m) => ({ default: m.AddTokenDialog })),
);
const RenameTokenDialog = lazy(() =>
  import('../components/rename-token-dialog').then((m) => ({ default: m.RenameTokenDialog })),
);

/**
 * /settings/tokens: the WB API tokens of every cabinet — add (read and shown before saving),
 * rename, check with WB now, delete. A token is never shown again beyond its last 4 characters.
 */
export default function WbTokensPage() {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const list = useQuery(wbTokenQueries.list());
  const mayListAccounts = can(listWbAccountsContract);
  const accounts = useQuery({ ...wbTokenQueries.accounts(), enabled: mayListAccounts });
  const check = useCheckWbToken();
  const remove = useDeleteWbToken();
  const [renaming, setRenaming] = useState<WbToken>();
  const canCreate = can(createWbTokenContract);
  // The cabinet page links here with ?account=<id> to add a token to that cabinet.
  const requested = params.get('account');
  const [adding, setAdding] = useState<string | null | undefined>(
    canCreate && requested ? requested : undefined,
  );

  const groups = useMemo(
    () => groupTokens(list.data ?? [], accounts.data),
    [list.data, accounts.data],
  );
  const options: AccountOption[] = groups.map((g) => ({
    id: g.accountId,
    name: g.accountName,
    sellerId: g.account?.sellerId ?? g.tokens[0]?.sellerId ?? null,
  }));

  const closeAdding = () => {
    setAdding(undefined);
    if (requested) {
      params.delete('account');
      setParams(params, { replace: true });
    }
  };

  const askAndDelete = useConfirmThen(
    (token: WbToken) => ({
      title: t('delete.title', { name: token.name }),
      description: t('delete.description', { account: token.accountName }),
      confirmText: t('delete.confirm'),
    }),
    (token) => remove.mutate(token),
  );

  const addButton = canCreate && options.length > 0 && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(null)}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} action={list.isSuccess && addButton} />
      <QueryState
        query={list}
        isEmpty={() => groups.length === 0}
        empty={
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t('list.empty')}</Typography>
            {mayListAccounts && (
              <Link component={RouterLink} to="/accounts-wb">
                {t('list.toAccounts')}
              </Link>
            )}
          </Stack>
        }
      >
        {() => (
          <Stack spacing={2}>
            {groups.map((group) => (
              <TokenGroupCard
                key={group.accountId}
                group={group}
                onAdd={canCreate ? setAdding : undefined}
                onCheck={can(checkWbTokenContract) ? (token) => check.mutate(token) : undefined}
                checkingId={check.isPending ? check.variables.id : undefined}
                onRename={can(renameWbTokenContract) ? setRenaming : undefined}
                onDelete={can(deleteWbTokenContract) ? askAndDelete : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {adding !== undefined && list.isSuccess && !(mayListAccounts && accounts.isPending) && (
        <Suspense fallback={null}>
          <AddTokenDialog
            accounts={options}
            accountId={adding ?? undefined}
            onClose={closeAdding}
          />
        </Suspense>
      )}
      {renaming && (
        <Suspense fallback={null}>
          <RenameTokenDialog token={renaming} onClose={() => setRenaming(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
