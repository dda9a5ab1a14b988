import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  deleteWbCookieContract,
  saveWbCookieContract,
  type WbCookieRow,
} from '@wb/shared/connections/wb-cookies.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { PortalNotice } from '../../../components/connections/portal-notice';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { useDeleteWbCookie, wbCookieQueries } from '../api/wb-cookies-queries';
import { PortalFeatures } from '../components/portal-features';

// The grid (the list engine's table) in its own chunk, fetched beside its first page.
const CookiesTable = lazy(() =>
  import('../components/cookies-table').then((m) => ({ default: m.CookiesTable })),
);

// The forms load when first opened, keeping the list page light.
const CookieDialog = lazy(() =>
  import('../components/cookie-dialog').then((m) => ({ default: m.CookieDialog })),
);

/**
 * /settings/cookies (admin): the seller-portal session cookie of each cabinet, stored encrypted,
 * used only by the portal features switched on in platform settings.
 */
export default function WbCookiesPage() {
  const { t } = useTranslation(['wbcookies', 'connections']);
  const can = useCan();
  const features = useQuery(wbCookieQueries.features());
  const remove = useDeleteWbCookie();
  const [editing, setEditing] = useState<WbCookieRow>();

  const askAndDelete = useConfirmThen(
    (row: WbCookieRow) => ({
      title: t('delete.title', { name: row.accountName }),
      description: t('delete.description'),
      confirmText: t('delete.confirm'),
    }),
    (row) => remove.mutate({ id: row.accountId, name: row.accountName }),
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} />
      <PortalNotice />
      <QueryState query={features}>{(data) => <PortalFeatures features={data} />}</QueryState>
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <CookiesTable
          onSave={can(saveWbCookieContract) ? setEditing : undefined}
          onDelete={can(deleteWbCookieContract) ? askAndDelete : undefined}
        />
      </Suspense>
      {editing && (
        <Suspense fallback={null}>
          <CookieDialog row={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
