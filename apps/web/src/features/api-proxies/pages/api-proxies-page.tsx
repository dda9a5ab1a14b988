import Skeleton from '@mui/material/Skeleton';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  updateApiProxyContract,
  type ApiProxy,
  type ApiProxyRow,
} from '@wb/shared/connections/api-proxies.contract';
import { listWbAccountsContract } from '@wb/shared/connections/wb-accounts.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/layout/page-header';
import { apiProxyQueries, useCheckApiProxy, useDeleteApiProxy } from '../api/api-proxies-queries';

// The grid (the list engine's table) in its own chunk, fetched beside its first page.
const ProxiesTable = lazy(() =>
  import('../components/proxies-table').then((m) => ({ default: m.ProxiesTable })),
);

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
  const mayListAccounts = can(listWbAccountsContract);
  const accounts = useQuery({ ...apiProxyQueries.accounts(), enabled: mayListAccounts });
  const check = useCheckApiProxy();
  const remove = useDeleteApiProxy();
  const { mutate: checkNow } = check;
  // undefined: closed; null: a new proxy; else the one being edited.
  const [editing, setEditing] = useState<ApiProxy | null>();
  const accountOptions = useMemo(
    () => (accounts.data ?? []).map(({ id, name }) => ({ id, name })),
    [accounts.data],
  );

  const askAndDelete = useConfirmThen(
    (proxy: ApiProxyRow) => ({
      title: t('delete.title', { name: proxy.name }),
      description: t('delete.description'),
      confirmText: t('delete.confirm'),
    }),
    (proxy) => remove.mutate(proxy),
  );

  const createButton = can(createApiProxyContract) && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} action={createButton} />
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <ProxiesTable
          empty={t('list.empty')}
          onCheck={can(checkApiProxyContract) ? checkNow : undefined}
          checkingId={check.isPending ? check.variables.id : undefined}
          onEdit={can(updateApiProxyContract) ? setEditing : undefined}
          onDelete={can(deleteApiProxyContract) ? askAndDelete : undefined}
        />
      </Suspense>
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
