import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PERIOD_PRESETS } from '@wb/shared/dates/periods';
import type { Me } from '@wb/shared/identity/me.contract';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionCard } from '../../../components/layout/section-card';
import type { SettingsFormValues } from '../lib/settings-form';

const NONE = '';

/** What opens by default: the company after sign-in and the period of reports. */
export function DefaultsSection({
  control,
  companies,
}: {
  control: Control<SettingsFormValues>;
  companies: Me['companies'];
}) {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('defaults.title')} description={t('defaults.description')}>
      <Stack spacing={2}>
        <Controller
          control={control}
          name="defaultCompanyId"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('defaults.company')}
              name={field.name}
              value={field.value ?? NONE}
              onChange={(e) => field.onChange(e.target.value === NONE ? null : e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('defaults.companyHint')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={NONE}>{t('defaults.companyNone')}</MenuItem>
              {companies.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="defaultPeriod"
          select
          label={t('defaults.period')}
          fullWidth
        >
          {PERIOD_PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t(`common:dates.presets.${preset}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </SectionCard>
  );
}
