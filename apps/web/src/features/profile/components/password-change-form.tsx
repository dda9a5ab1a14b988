import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordContract } from '@wb/shared/identity/profile.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { apiRequest } from '../../../app/query/api-client';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SectionCard } from '../../../components/layout/section-card';
import { profileQueries } from '../api/profile-queries';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Password change; every other session ends, and the page says how many did. */
export function PasswordChangeForm() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [revoked, setRevoked] = useState<number | null>(null);
  // The contract's schema plus a repeat of the new password, checked here only.
  const schema = useMemo(
    () =>
      z.extend(changePasswordContract.body, { repeatPassword: z.string() }).check(
        z.refine((v) => v.newPassword === v.repeatPassword, {
          path: ['repeatPassword'],
          message: t('password.mismatch'),
        }),
      ),
    [t],
  );
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const action = t('password.failed');
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest(changePasswordContract, { body }),
    meta: { silent: true, action },
    onSuccess: ({ revokedSessions }) => {
      setRevoked(revokedSessions);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: profileQueries.sessions().queryKey });
    },
    onError: (error) => handleFormError(error, form.setError, FIELDS, action),
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
        aria-label={t('password.title')}
      >
        {revoked !== null && (
          <Alert severity="success" role="status" onClose={() => setRevoked(null)}>
            {revoked > 0
              ? t('password.changed', { count: revoked })
              : t('password.changedNoOthers')}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="currentPassword"
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          type="password"
          label={t('password.new')}
          helperText={t('password.rules')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="repeatPassword"
          type="password"
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('password.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
