import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { regenerateRecoveryCodesContract } from '@wb/shared/identity/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/query/api-client';
import { withFieldMessages } from '../../../components/form/field-messages';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { RecoveryCodes } from './recovery-codes';

/** New recovery codes for a current code; the old ones stop working. Shown once. */
export function RecoveryRegenerateDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => withFieldMessages(regenerateRecoveryCodesContract.body, { code: t('totp.codeInvalid') }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const action = t('totp.regenerateDialog.failed');
  const regenerate = useMutation({
    mutationFn: (body: { code: string }) => apiRequest(regenerateRecoveryCodesContract, { body }),
    meta: { silent: true, action },
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
    onError: (error) => handleFormError(error, form.setError, ['code'], action),
  });
  return (
    <Dialog
      open={open}
      onClose={codes ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('totp.regenerateDialog.title')}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <RecoveryCodes codes={codes} saved={saved} onSavedChange={setSaved} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" disabled={!saved} onClick={onClose}>
              {t('codes.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((body) => regenerate.mutate(body))}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('totp.regenerateDialog.text')}</DialogContentText>
            <FormTextField
              control={form.control}
              name="code"
              label={t('totp.code')}
              autoComplete="one-time-code"
              autoFocus
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} color="inherit">
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={regenerate.isPending}>
              {t('totp.regenerateDialog.confirm')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
