import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { adminQueries } from '../api/admin-queries';
import { PlatformSettingsForm } from '../components/platform-settings-form';

/** /admin/platform-settings: registration, trial, maintenance banner, mail, portal features. */
export default function PlatformSettingsPage() {
  useTranslation(['admin', 'connections']); // load the labels before the form renders
  const settings = useQuery(adminQueries.platformSettings());
  return (
    <QueryState query={settings}>{(data) => <PlatformSettingsForm settings={data} />}</QueryState>
  );
}
