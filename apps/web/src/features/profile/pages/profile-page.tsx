import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/session/me';
import { QueryState } from '../../../components/feedback/query-state';
import { EmailChangeForm } from '../components/email-change-form';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { TwoFactorSection } from '../components/two-factor-section';

// The sessions list (last on the page) loads after the forms above it.
const SessionsSection = lazy(() =>
  import('../components/sessions-section').then((m) => ({ default: m.SessionsSection })),
);

/** /profile: my name and phone, e-mail, password, second factor and sessions. */
export default function ProfilePage() {
  useTranslation('profile'); // load the labels before the sections render
  const me = useMe();
  return (
    <QueryState query={me}>
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
            maxWidth: 1280,
          }}
        >
          <ProfileDetailsForm key={data.user.id} me={data} />
          <EmailChangeForm me={data} />
          <PasswordChangeForm />
          <TwoFactorSection me={data} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Suspense fallback={null}>
              <SessionsSection />
            </Suspense>
          </Box>
        </Box>
      )}
    </QueryState>
  );
}
