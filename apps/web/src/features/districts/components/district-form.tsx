import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  districtInputSchema,
  type District,
  type DistrictInput,
} from '@wb/shared/districts/districts.contract';
import { useTranslation } from 'react-i18next';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveDistrict } from '../api/districts-queries';
import { contentOf } from '../lib/district';
import { DISTRICT_FIELDS, DistrictFields } from './district-fields';

/** The district's card; saving keeps its areas and warehouses as stored. */
export default function DistrictForm({ d, editable }: { d: District; editable: boolean }) {
  const { t } = useTranslation('districts');
  const form = useZodForm<DistrictInput>(districtInputSchema, {
    defaultValues: { name: d.name, shortName: d.shortName, abroad: d.abroad, position: d.position },
  });
  const save = useSaveDistrict(d.id, (e) =>
    handleFormError(e, form.setError, DISTRICT_FIELDS, t('save.failed')),
  );
  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('card.title')}
      spacing={2}
      onSubmit={form.handleSubmit((body) => save.mutate({ ...contentOf(d), ...body }))}
    >
      <DistrictFields control={form.control} disabled={!editable} />
      {editable && (
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('save.action')}
        </Button>
      )}
    </Stack>
  );
}
