import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useRef, type ComponentProps } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { NEW_SMTP, type PlatformFormValues, type SmtpValues } from '../lib/platform-settings-form';
import { MailPasswordField } from './mail-password-field';

/** Outgoing mail: the outbox folder (no SMTP), or an SMTP server. */
export function MailSettings({
  control,
  setValue,
  password,
}: {
  control: Control<PlatformFormValues>;
  setValue: UseFormSetValue<PlatformFormValues>;
  password: ComponentProps<typeof MailPasswordField>;
}) {
  const { t } = useTranslation('admin');
  const mail = useWatch({ control, name: 'mail' });
  // Switching to the outbox and back keeps what was typed.
  const lastSmtp = useRef<SmtpValues>(mail ?? NEW_SMTP);
  const fieldsId = 'smtp-fields';

  return (
    <SectionCard title={t('platform.mail.title')} description={t('platform.mail.description')}>
      <RadioGroup
        aria-label={t('platform.mail.mode')}
        value={mail ? 'smtp' : 'outbox'}
        onChange={(e) => {
          if (e.target.value === 'smtp') {
            setValue('mail', lastSmtp.current, { shouldDirty: true });
          } else {
            if (mail) lastSmtp.current = mail;
            setValue('mail', null, { shouldDirty: true });
          }
        }}
      >
        <FormControlLabel value="outbox" control={<Radio />} label={t('platform.mail.outbox')} />
        <FormControlLabel
          value="smtp"
          control={<Radio slotProps={{ input: { 'aria-controls': fieldsId } }} />}
          label={t('platform.mail.smtp')}
        />
      </RadioGroup>
      {mail && (
        <Box
          id={fieldsId}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <FormTextField
            control={control}
            name="mail.host"
            label={t('platform.mail.host')}
            required
          />
          <FormNumberField
            control={control}
            name="mail.port"
            label={t('platform.mail.port')}
            required
            slotProps={{ htmlInput: { min: 1, max: 65535 } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormSwitch control={control} name="mail.secure" label={t('platform.mail.secure')} />
          </Box>
          <FormTextField
            control={control}
            name="mail.from"
            label={t('platform.mail.from')}
            helperText={t('platform.mail.fromHint')}
            required
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormOptionalTextField
            control={control}
            name="mail.user"
            emptyValue={null}
            label={t('platform.mail.user')}
            autoComplete="off"
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MailPasswordField {...password} />
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
