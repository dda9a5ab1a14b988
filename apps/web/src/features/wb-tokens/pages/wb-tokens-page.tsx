import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
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
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { useTokensList } from '../api/use-tokens-list';
import { useCheckWbToken, useDeleteWbToken, wbTokenQueries } from '../api/wb-tokens-queries';
import type { AccountOption } from '../components/add-token-dialog';

// The cabinets' cards (what each token cannot load) in their own chunk, beside the grid's.
const TokenGroupCard = lazy(() =>
  import('../components/token-group').then((m) => ({ default: m.TokenGroupCard })),
);
// The grid (the list engine's table) in its own chunk, fetched beside its first page.
const TokensTable = lazy(() =>
  import('../components/tokens-table').then((m) => ({ default: m.TokensTable })),
);
// The forms load when first opened, keeping the list page light.
const AddTokenDialog = lazy(() =>
  import('../components/add-token-dialog').then((m) => ({ default: m.AddTokenDialog })),
);
const RenameTokenDialog = lazy(() =>
  import('../components/rename-token-dialog').then((m) => ({ default: m.RenameTokenDialog })),
);

/**
 * /settings/tokens: the cabinets (seller, what their tokens cannot load, add a token to one)
 * and the WB API tokens of all of them in the one grid — add (read and shown before saving),
 * rename, check with WB now, delete. A token is never shown again beyond its last 4 characters.
 */
export default function WbTokensPage() {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const can = useCan();
  const [params, setParams] = useSearchParams();
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

  // Without the cabinet list, the cabinets to add to are those the grid's tokens belong to.
  const { list, seen } = useTokensList();
  const options: AccountOption[] = mayListAccounts
    ? (accounts.data ?? []).map((a) => ({ id: a.id, name: a.name, sellerId: a.sellerId }))
    : seen;

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
  const { mutate: checkNow } = check;

  const addButton = canCreate && options.length > 0 && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(null)}>
      {t('list.add')}
    </Button>
  );
  const ready = mayListAccounts ? accounts.isSuccess : true;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} action={ready && addButton} />
      {mayListAccounts && (
        <QueryState
          query={accounts}
          isEmpty={(data) => data.length === 0}
          empty={
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>{t('list.empty')}</Typography>
              <Link component={RouterLink} to="/accounts-wb">
                {t('list.toAccounts')}
              </Link>
            </Stack>
          }
        >
          {(data) => (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(360px, 1fr))' },
              }}
            >
              <Suspense fallback={null}>
                {data.map((account) => (
                  <TokenGroupCard
                    key={account.id}
                    account={account}
                    onAdd={canCreate ? setAdding : undefined}
                  />
                ))}
              </Suspense>
            </Box>
          )}
        </QueryState>
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <TokensTable
          list={list}
          onCheck={can(checkWbTokenContract) ? checkNow : undefined}
          checkingId={check.isPending ? check.variables.id : undefined}
          onRename={can(renameWbTokenContract) ? setRenaming : undefined}
          onDelete={can(deleteWbTokenContract) ? askAndDelete : undefined}
        />
      </Suspense>
      {adding !== undefined && ready && (
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
