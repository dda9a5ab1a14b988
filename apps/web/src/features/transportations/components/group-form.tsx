import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  logisticsGroupInputSchema,
  type LogisticsGroup,
  type LogisticsGroupInput,
} from '@wb/shared/transportations/logistics-groups.contract';
import { useTranslation } from 'react-i18next';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveGroup } from '../api/transportations-queries';
import { groupInputOf } from '../lib/group';
import { GROUP_FIELDS, GroupFields } from './group-fields';

/** The trip's own fields; saving keeps its transportations as stored. */
export default function GroupForm({ g, editable }: { g: LogisticsGroup; editable: boolean }) {
  const { t } = useTranslation('transportations');
  const form = useZodForm<LogisticsGroupInput>(logisticsGroupInputSchema, {
    defaultValues: groupInputOf(g),
  });
  const save = useSaveGroup(g.id, (e) =>
    handleFormError(e, form.setError, GROUP_FIELDS, t('groups.saveFailed')),
  );
  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('groups.trip')}
      spacing={2}
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ ...body, transportationIds: g.transportations.map((m) => m.id) }),
      )}
    >
      <GroupFields control={form.control} />
      {editable && (
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('groups.save')}
        </Button>
      )}
    </Stack>
  );
}
