import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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

// WB's localization table: its own chunk, below the settings' form.
const LocalizationTables = lazy(() => import('../components/localization-tables'));

/**
 * /admin/platform-settings: registration, trial, maintenance banner, mail, portal features; the
 * localization table (КТР, КРП) by version.
 */
export default function PlatformSettingsPage() {
  useTranslation(['admin', 'connections']); // load the labels before the form renders
  const settings = useQuery(adminQueries.platformSettings());
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <QueryState query={settings}>
        {(data) => (
          <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
            <PlatformSettingsForm settings={data} />
          </Suspense>
        )}
      </QueryState>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <LocalizationTables />
      </Suspense>
    </Stack>
  );
}
