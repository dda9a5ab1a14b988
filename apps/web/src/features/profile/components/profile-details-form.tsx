import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Me } from '@wb/shared/identity/me.contract';
import { updateProfileContract } from '@wb/shared/identity/profile.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { SectionCard } from '../../../components/layout/section-card';
import { withFieldMessages } from '../../../components/form/field-messages';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';

const FIELDS = ['fullName', 'phone'] as const;

/** Name and phone (PATCH /api/profile); the e-mail has its own form. */
export function ProfileDetailsForm({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const schema = useMemo(
    () => withFieldMessages(updateProfileContract.body, { phone: t('details.phoneInvalid') }),
    [t],
  );
  const form = useZodForm(schema, {
    defaultValues: { fullName: me.user.fullName, phone: me.user.phone },
  });
  const action = t('details.saveFailed');
  const save = useMutation({
    mutationFn: (body: { fullName?: string; phone?: string | null }) =>
      apiRequest(updateProfileContract, { body }),
    meta: { silent: true, action },
    onSuccess: (next) => {
      queryClient.setQueryData(meQuery.queryKey, next);
      form.reset({ fullName: next.user.fullName, phone: next.user.phone });
      void notify(t('details.saved'), { variant: 'success' });
    },
    onError: (error) => handleFormError(error, form.setError, FIELDS, action),
  });

  return (
    <SectionCard title={t('details.title')} description={t('details.description')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        aria-label={t('details.title')}
      >
        <FormTextField
          control={form.control}
          name="fullName"
          label={t('details.fullName')}
          autoComplete="name"
          required
          fullWidth
        />
        <FormOptionalTextField
          control={form.control}
          name="phone"
          emptyValue={null}
          label={t('details.phone')}
          helperText={t('details.phoneHint')}
          autoComplete="tel"
          type="tel"
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !form.formState.isDirty}
          >
            {t('details.save')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
