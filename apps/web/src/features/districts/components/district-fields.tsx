import Stack from '@mui/material/Stack';
import type { DistrictInput } from '@wb/shared/districts/districts.contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';

export const DISTRICT_FIELDS = ['name', 'shortName', 'abroad', 'position'] as const;

/** A district's card: name, short name, abroad, position (the create dialog and its page). */
export function DistrictFields({
  control,
  disabled,
}: {
  control: Control<DistrictInput>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('districts');
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        required
        disabled={disabled}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="shortName"
          label={t('fields.shortName')}
          required
          disabled={disabled}
          sx={{ flex: 1 }}
        />
        <FormNumberField
          control={control}
          name="position"
          label={t('fields.position')}
          disabled={disabled}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormSwitch control={control} name="abroad" label={t('fields.abroad')} disabled={disabled} />
    </Stack>
  );
}
