import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { adminQueries } from '../api/admin-queries';

// The form (the form library and its fields) loads beside the settings, not before the page.
const PlatformSettingsForm = lazy(() =>
  import('../components/platform-settings-form').then((m) => ({
    default: m.PlatformSettingsForm,
  })),
);

/** /admin/platform-settings: registration, trial, maintenance banner, mail, portal features. */
export default function PlatformSettingsPage() {
  useTranslation(['admin', 'connections']); // load the labels before the form renders
  const settings = useQuery(adminQueries.platformSettings());
  return (
    <QueryState query={settings}>
      {(data) => (
        <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
          <PlatformSettingsForm settings={data} />
        </Suspense>
      )}
    </QueryState>
  );
}
