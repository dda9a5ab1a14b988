import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Me } from '@wb/shared/identity/me.contract';
import { changeEmailContract } from '@wb/shared/identity/profile.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/query/api-client';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SectionCard } from '../../../components/layout/section-card';

const FIELDS = ['newEmail', 'password'] as const;

/** E-mail change: confirmed by a link sent to the new address (POST /api/profile/email). */
export function EmailChangeForm({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(changeEmailContract.body, {
    defaultValues: { newEmail: '', password: '' },
  });
  const action = t('email.failed');
  const change = useMutation({
    mutationFn: (body: { newEmail: string; password: string }) =>
      apiRequest(changeEmailContract, { body }),
    meta: { silent: true, action },
    onSuccess: (_result, body) => {
      setSentTo(body.newEmail);
      form.reset();
    },
    onError: (error) => handleFormError(error, form.setError, FIELDS, action),
  });

  return (
    <SectionCard
      title={t('email.title')}
      description={t('email.current', { email: me.user.email })}
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((body) => change.mutate(body))}
        aria-label={t('email.title')}
      >
        {sentTo && (
          <Alert severity="success" role="status" onClose={() => setSentTo(null)}>
            {t('email.sent', { email: sentTo })}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="newEmail"
          type="email"
          label={t('email.newEmail')}
          helperText={t('email.hint')}
          autoComplete="email"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          label={t('email.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('email.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
