import { mskDate } from '@wb/shared/dates/msk';
import {
  logisticsGroupInputSchema,
  type LogisticsGroupInput,
} from '@wb/shared/transportations/logistics-groups.contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveGroup } from '../api/transportations-queries';
import { GROUP_FIELDS, GroupFields } from './group-fields';

/** A new trip; its transportations are added on its page. */
export default function GroupCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transportations');
  const navigate = useNavigate();
  const form = useZodForm<LogisticsGroupInput>(logisticsGroupInputSchema, {
    defaultValues: {
      name: '',
      date: mskDate(),
      carrier: null,
      vehicle: null,
      cost: null,
      comment: null,
      transportationIds: [],
    },
  });
  const save = useSaveGroup(undefined, (e) =>
    handleFormError(e, form.setError, GROUP_FIELDS, t('groups.saveFailed')),
  );
  return (
    <FormDialog
      title={t('groups.new')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, { onSuccess: (g) => void navigate(`/logistics-groups/${g.id}`) }),
      )}
      submitText={t('groups.create')}
      submitDisabled={save.isPending}
      fullScreenOnPhone
    >
      <GroupFields control={form.control} />
    </FormDialog>
  );
}
