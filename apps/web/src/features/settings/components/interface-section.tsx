import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { DATE_FORMATS } from '@wb/shared/settings/user-settings';
import { LANGUAGES } from '@wb/shared/i18n/languages';
import dayjs from 'dayjs';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionCard } from '../../../components/layout/section-card';
import type { SettingsFormValues } from '../lib/settings-form';

/** Language, theme and date format. */
export function InterfaceSection({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation('settings');
  const today = dayjs();
  return (
    <SectionCard title={t('interface.title')} description={t('interface.description')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="language"
          select
          label={t('interface.language')}
          fullWidth
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="theme" select label={t('interface.theme')} fullWidth>
          <MenuItem value="light">{t('interface.themes.light')}</MenuItem>
          <MenuItem value="dark">{t('interface.themes.dark')}</MenuItem>
        </FormTextField>
        <FormTextField
          control={control}
          name="dateFormat"
          select
          label={t('interface.dateFormat')}
          fullWidth
        >
          {DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t('interface.dateFormatOption', { example: today.format(format), format })}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </SectionCard>
  );
}
