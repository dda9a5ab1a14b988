import { districtInputSchema, type DistrictInput } from '@wb/shared/districts/districts.contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveDistrict } from '../api/districts-queries';
import { DISTRICT_FIELDS, DistrictFields } from './district-fields';

/** A new district of the company's own set; its areas and warehouses are added on its page. */
export default function DistrictCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('districts');
  const navigate = useNavigate();
  const form = useZodForm<DistrictInput>(districtInputSchema, {
    defaultValues: { name: '', shortName: '', abroad: false, position: 0 },
  });
  const save = useSaveDistrict(undefined, (e) =>
    handleFormError(e, form.setError, DISTRICT_FIELDS, t('save.failed')),
  );
  return (
    <FormDialog
      title={t('create.new')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(
          { ...body, areas: [], warehouses: [] },
          { onSuccess: (d) => void navigate(`/settings/districts/${d.id}`) },
        ),
      )}
      submitText={t('create.submit')}
      submitDisabled={save.isPending}
      fullScreenOnPhone
    >
      <DistrictFields control={form.control} />
    </FormDialog>
  );
}
