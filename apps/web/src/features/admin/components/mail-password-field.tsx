import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PasswordChange } from '../lib/platform-settings-form';

/**
 * The SMTP password is never sent back: the page shows whether one is set and lets the
 * administrator replace or remove it.
 */
export function MailPasswordField({
  value,
  onChange,
  isSet,
  error,
}: {
  value: PasswordChange;
  onChange: (value: PasswordChange) => void;
  isSet: boolean;
  error?: string;
}) {
  const { t } = useTranslation('admin');

  if (isSet && value === undefined) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color="success" variant="outlined" label={t('platform.mail.passwordSet')} />
        <Button size="small" onClick={() => onChange('')}>
          {t('platform.mail.replacePassword')}
        </Button>
        <Button size="small" color="error" onClick={() => onChange(null)}>
          {t('platform.mail.removePassword')}
        </Button>
      </Stack>
    );
  }
  if (value === null) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="error" role="status">
          {t('platform.mail.passwordWillBeRemoved')}
        </Typography>
        <Button size="small" onClick={() => onChange(undefined)}>
          {t('platform.mail.keepPassword')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="password"
        name="mailPassword"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        label={isSet ? t('platform.mail.newPassword') : t('platform.mail.password')}
        error={Boolean(error)}
        helperText={
          error ?? (isSet ? t('platform.mail.newPasswordHint') : t('platform.mail.passwordHint'))
        }
        autoComplete="new-password"
        autoFocus={isSet}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {isSet && (
        <Button sx={{ mt: 1 }} onClick={() => onChange(undefined)}>
          {t('common:actions.cancel')}
        </Button>
      )}
    </Stack>
  );
}
