import Stack from '@mui/material/Stack';
import type { LogisticsGroupInput } from '@wb/shared/transportations/logistics-groups.contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';

export const GROUP_FIELDS = [
  'name',
  'date',
  'carrier',
  'vehicle',
  'cost',
  'comment',
  'transportationIds',
] as const;

/** Name, date, carrier, vehicle, cost and comment of a trip (the create dialog and its page). */
export function GroupFields({ control }: { control: Control<LogisticsGroupInput> }) {
  const { t } = useTranslation('transportations');
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="name" label={t('groups.name')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="date"
          type="date"
          label={t('groups.date')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <FormOptionalTextField
          control={control}
          name="cost"
          emptyValue={null}
          normalize={(s) => s.replace(',', '.')}
          label={t('fields.cost')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormOptionalTextField
          control={control}
          name="carrier"
          emptyValue={null}
          label={t('fields.carrier')}
          sx={{ flex: 1 }}
        />
        <FormOptionalTextField
          control={control}
          name="vehicle"
          emptyValue={null}
          label={t('groups.vehicle')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormOptionalTextField
        control={control}
        name="comment"
        emptyValue={null}
        label={t('fields.comment')}
        multiline
      />
    </Stack>
  );
}
