import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from './recovery-codes';
import { TotpPasswordStep, TotpScanStep, type TotpSetup } from './totp-enroll-steps';

type Step =
  { kind: 'password' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/**
 * Enrolling an authenticator app: password → QR code and key → code → the recovery codes,
 * shown once. `onClose(enabled)` tells whether the second factor was switched on.
 */
export function TotpEnrollDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const cancel = () => onClose(false);
  return (
    <Dialog
      open={open}
      // The recovery codes are shown only once: that step closes with its button only.
      onClose={step.kind === 'codes' ? undefined : cancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="totp-enroll-dialog"
    >
      <DialogTitle id={titleId}>
        {step.kind === 'codes' ? t('codes.title') : t('totp.setup.title')}
      </DialogTitle>
      {step.kind === 'password' && (
        <TotpPasswordStep
          onCancel={cancel}
          onStarted={(setup) => setStep({ kind: 'scan', setup })}
        />
      )}
      {step.kind === 'scan' && (
        <TotpScanStep
          setup={step.setup}
          onCancel={cancel}
          onEnabled={(codes) => setStep({ kind: 'codes', codes })}
        />
      )}
      {step.kind === 'codes' && (
        <>
          <DialogContent>
            <RecoveryCodes codes={step.codes} saved={saved} onSavedChange={setSaved} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" disabled={!saved} onClick={() => onClose(true)}>
              {t('codes.done')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
