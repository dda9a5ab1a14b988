import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/session/me';
import { QueryState } from '../../../components/feedback/query-state';
import { settingsQueries } from '../api/settings-queries';
import { SettingsForm } from '../components/settings-form';

/** /settings/user-general-settings: language, theme, formats, defaults, feed display, notices. */
export default function UserGeneralSettingsPage() {
  useTranslation('settings'); // load the labels before the form renders
  const settings = useQuery(settingsQueries.user());
  const me = useMe();
  return (
    <QueryState query={settings}>
      {(data) => (
        <QueryState query={me}>
          {(meData) => <SettingsForm settings={data} me={meData} />}
        </QueryState>
      )}
    </QueryState>
  );
}
