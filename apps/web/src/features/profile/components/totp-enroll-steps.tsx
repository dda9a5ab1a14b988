import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { totpEnableContract, totpSetupContract } from '@wb/shared/identity/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { withFieldMessages } from '../../../components/form/field-messages';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { svgDataUrl } from '../lib/svg-data-url';

export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** Step 1: the password, to start enrolling (POST /api/profile/totp/setup). */
export function TotpPasswordStep({
  onCancel,
  onStarted,
}: {
  onCancel: () => void;
  onStarted: (setup: TotpSetup) => void;
}) {
  const { t } = useTranslation('profile');
  const form = useZodForm(totpSetupContract.body, { defaultValues: { password: '' } });
  const action = t('totp.setup.startFailed');
  const start = useMutation({
    mutationFn: (body: { password: string }) => apiRequest(totpSetupContract, { body }),
    meta: { silent: true, action },
    onSuccess: onStarted,
    onError: (error) => handleFormError(error, form.setError, ['password'], action),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => start.mutate(body))}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('totp.setup.passwordStep')}</DialogContentText>
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          label={t('totp.setup.password')}
          autoComplete="current-password"
          autoFocus
          required
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={start.isPending}>
          {t('totp.setup.next')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Step 2: scan the QR code (or type the key), then confirm with a code. */
export function TotpScanStep({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('profile');
  const schema = useMemo(
    () => withFieldMessages(totpEnableContract.body, { code: t('totp.codeInvalid') }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const action = t('totp.setup.failed');
  const enable = useMutation({
    mutationFn: (body: { code: string }) => apiRequest(totpEnableContract, { body }),
    meta: { silent: true, action },
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
    onError: (error) => handleFormError(error, form.setError, ['code'], action),
  });
  const secret = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      void notify(t('totp.setup.secretCopied'), { variant: 'success' });
    } catch {
      void notify(t('codes.copyFailed'), { variant: 'warning' });
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => enable.mutate(body))}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('totp.setup.scan')}</DialogContentText>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={svgDataUrl(setup.qrSvg)}
            alt={t('totp.setup.qrAlt')}
            sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
            data-testid="totp-qr"
          />
          <Box sx={{ width: '100%' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('totp.setup.secret')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                component="code"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
                data-testid="totp-secret"
              >
                {secret}
              </Typography>
              <Tooltip title={t('totp.setup.copySecret')}>
                <IconButton
                  aria-label={t('totp.setup.copySecret')}
                  onClick={() => void copySecret()}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={enable.isPending}>
          {t('totp.setup.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
