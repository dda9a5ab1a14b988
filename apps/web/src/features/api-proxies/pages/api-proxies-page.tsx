import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  updateApiProxyContract,
  type ApiProxy,
} from '@wb/shared/connections/api-proxies.contract';
import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirm } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { apiProxyQueries, useCheckApiProxy, useDeleteApiProxy } from '../api/api-proxies-queries';
import { ProxiesTable } from '../components/proxies-table';

// The forms load when first opened, keeping the list page light.
const ProxyDialog = lazy(() =>
  import('../components/proxy-dialog').then((m) => ({ default: m.ProxyDialog })),
);

/**
 * /settings/api-proxies (admin): outbound HTTP proxies for the calls to WB — add, health-check,
 * assign to cabinets or to the pool; a proxy failing 3 times in a row is switched off.
 */
export default function ApiProxiesPage() {
  const { t } = useTranslation('apiproxies');
  const can = useCan();
  const confirm = useConfirm();
  const list = useQuery(apiProxyQueries.list());
  const mayListAccounts = can(listWbAccountsContract);
  const accounts = useQuery({ ...apiProxyQueries.accounts(), enabled: mayListAccounts });
  const check = useCheckApiProxy();
  const remove = useDeleteApiProxy();
  // undefined: closed; null: a new proxy; else the one being edited.
  const [editing, setEditing] = useState<ApiProxy | null>();
  const accountOptions = useMemo(
    () => (accounts.data ?? []).map(({ id, name }) => ({ id, name })),
    [accounts.data],
  );
  const accountNames = useMemo(
    () => new Map(accountOptions.map((a) => [a.id, a.name])),
    [accountOptions],
  );

  const askAndDelete = async (proxy: ApiProxy) => {
    const ok = await confirm({
      title: t('delete.title', { name: proxy.name }),
      description: t('delete.description'),
      confirmText: t('delete.confirm'),
    });
    if (ok) remove.mutate(proxy);
  };

  const createButton = can(createApiProxyContract) && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{t('list.description')}</Typography>
        {createButton}
      </Stack>
      <QueryState
        query={list}
        isEmpty={(proxies) => proxies.length === 0}
        empty={
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>{t('list.empty')}</Typography>
            {createButton}
          </Stack>
        }
      >
        {(proxies) => (
          <ProxiesTable
            proxies={proxies}
            accountNames={accountNames}
            onCheck={can(checkApiProxyContract) ? (p) => check.mutate(p) : undefined}
            checkingId={check.isPending ? check.variables.id : undefined}
            onEdit={can(updateApiProxyContract) ? setEditing : undefined}
            onDelete={can(deleteApiProxyContract) ? (p) => void askAndDelete(p) : undefined}
          />
        )}
      </QueryState>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <ProxyDialog
            proxy={editing ?? undefined}
            accounts={accountOptions}
            accountsUnavailable={!mayListAccounts || accounts.isError}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
