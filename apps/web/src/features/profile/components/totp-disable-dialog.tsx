import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { totpDisableContract } from '@wb/shared/identity/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { withFieldMessages } from '../../../components/form/field-messages';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';

/** Turning the second factor off: password and a current code (POST /api/profile/totp/disable). */
export function TotpDisableDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (disabled: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const schema = useMemo(
    () => withFieldMessages(totpDisableContract.body, { code: t('totp.codeInvalid') }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { password: '', code: '' } });
  const action = t('totp.disableDialog.failed');
  const disable = useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      apiRequest(totpDisableContract, { body }),
    meta: { silent: true, action },
    onSuccess: () => {
      void notify(t('totp.disableDialog.done'), { variant: 'success' });
      onClose(true);
    },
    onError: (error) => handleFormError(error, form.setError, ['password', 'code'], action),
  });
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('totp.disableDialog.title')}</DialogTitle>
      <form noValidate onSubmit={form.handleSubmit((body) => disable.mutate(body))}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('totp.disableDialog.text')}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="password"
              type="password"
              label={t('totp.disableDialog.password')}
              autoComplete="current-password"
              autoFocus
              required
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="code"
              label={t('totp.code')}
              autoComplete="one-time-code"
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} color="inherit">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
            {t('totp.disableDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
