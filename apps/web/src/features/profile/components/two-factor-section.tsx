import GppGood from '@mui/icons-material/GppGood';
import GppMaybe from '@mui/icons-material/GppMaybe';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Me } from '@wb/shared/identity/me.contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { meQuery } from '../../../app/session/me';
import { SectionCard } from '../../../components/layout/section-card';

// The dialogs (and the QR code) load when first opened, keeping /profile within its size budget.
const TotpEnrollDialog = lazy(() =>
  import('./totp-enroll-dialog').then((m) => ({ default: m.TotpEnrollDialog })),
);
const TotpDisableDialog = lazy(() =>
  import('./totp-disable-dialog').then((m) => ({ default: m.TotpDisableDialog })),
);
const RecoveryRegenerateDialog = lazy(() =>
  import('./recovery-regenerate-dialog').then((m) => ({ default: m.RecoveryRegenerateDialog })),
);

type Open = 'enroll' | 'disable' | 'regenerate' | null;

/** Two-factor authentication (TOTP): state, enrolling, turning off, new recovery codes. */
export function TwoFactorSection({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const enabled = me.user.totpEnabled;
  // The user's 2FA state (and admin powers) live in /api/me.
  const refreshMe = () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });

  return (
    <SectionCard
      title={t('totp.title')}
      description={t('totp.description')}
      action={
        <Chip
          icon={enabled ? <GppGood /> : <GppMaybe />}
          color={enabled ? 'success' : 'default'}
          variant={enabled ? 'filled' : 'outlined'}
          label={enabled ? t('totp.on') : t('totp.off')}
          data-testid="totp-state"
        />
      }
    >
      <Stack spacing={2}>
        {me.user.type === 'admin' && !enabled && (
          <Alert severity="warning">{t('totp.adminRequired')}</Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {enabled ? (
            <>
              <Button variant="outlined" onClick={() => setOpen('regenerate')}>
                {t('totp.regenerate')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
                {t('totp.disable')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setOpen('enroll')}>
              {t('totp.enable')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Suspense fallback={null}>
        {open === 'enroll' && (
          <TotpEnrollDialog
            open
            onClose={(done) => {
              setOpen(null);
              if (done) {
                void notify(t('totp.setup.enabled'), { variant: 'success' });
                refreshMe();
              }
            }}
          />
        )}
        {open === 'disable' && (
          <TotpDisableDialog
            open
            onClose={(done) => {
              setOpen(null);
              if (done) refreshMe();
            }}
          />
        )}
        {open === 'regenerate' && <RecoveryRegenerateDialog open onClose={() => setOpen(null)} />}
      </Suspense>
    </SectionCard>
  );
}
