import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updatePlatformSettingsContract } from '@wb/shared/settings/settings.contract';
import type { platformSettingsViewSchema } from '@wb/shared/settings/platform-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { notify } from '../../../app/notifications';
import { apiRequest, isApiError } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { handleFormError } from '../../../components/form/form-errors';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SectionCard } from '../../../components/layout/section-card';
import { adminQueries } from '../api/admin-queries';
import {
  platformFormSchema,
  PLATFORM_FIELDS,
  toFormValues,
  toPatch,
  changesPassword,
  type PasswordChange,
  type PlatformFormValues,
} from '../lib/platform-settings-form';
import { MailSettings } from './mail-settings';
import { PortalFeaturesSettings } from './portal-features-settings';

type View = z.infer<typeof platformSettingsViewSchema>;

/** Registration, trial, maintenance banner, mail and portal features of the whole platform. */
export function PlatformSettingsForm({ settings }: { settings: View }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const form = useZodForm(platformFormSchema, { defaultValues: toFormValues(settings) });
  const [password, setPassword] = useState<PasswordChange>(undefined);
  const [passwordError, setPasswordError] = useState<string>();
  // Read during render: react-hook-form tracks only the form state a component reads.
  const { isDirty, dirtyFields } = form.formState;
  const dirty = isDirty || password === null || changesPassword(password);
  const action = t('platform.failed');
  const save = useMutation({
    mutationFn: (values: PlatformFormValues) =>
      apiRequest(updatePlatformSettingsContract, {
        body: toPatch(values, dirtyFields, password),
      }),
    meta: { silent: true, action },
    onSuccess: (next) => {
      queryClient.setQueryData(adminQueries.platformSettings().queryKey, next);
      form.reset(toFormValues(next));
      setPassword(undefined);
      // The maintenance banner is part of /api/me.
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      void notify(t('platform.saved'), { variant: 'success' });
    },
    onError: (error) => {
      // The password is not a field of the form: its error is shown by its own input.
      const message = isApiError(error) ? error.fieldErrors?.mailPassword?.join(' ') : undefined;
      setPasswordError(message);
      const { mailPassword: _shown, ...others } = (isApiError(error) && error.fieldErrors) || {};
      if (message && Object.keys(others).length === 0) return;
      handleFormError(error, form.setError, PLATFORM_FIELDS, action);
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      aria-label={t('platform.label')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          maxWidth: 1280,
        }}
      >
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <SectionCard
            title={t('platform.access.title')}
            description={t('platform.access.description')}
          >
            <Stack spacing={2}>
              <FormSwitch
                control={form.control}
                name="registrationOpen"
                label={t('platform.access.registrationOpen')}
              />
              <FormNumberField
                control={form.control}
                name="trialDays"
                label={t('platform.access.trialDays')}
                helperText={t('platform.access.trialDaysHint')}
                slotProps={{ htmlInput: { min: 0, max: 365 } }}
              />
            </Stack>
          </SectionCard>
          <SectionCard
            title={t('platform.banner.title')}
            description={t('platform.banner.description')}
          >
            <FormOptionalTextField
              control={form.control}
              name="maintenanceBanner"
              emptyValue={null}
              label={t('platform.banner.text')}
              helperText={t('platform.banner.hint')}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </SectionCard>
          <PortalFeaturesSettings control={form.control} />
        </Stack>
        <MailSettings
          control={form.control}
          setValue={form.setValue}
          password={{
            value: password,
            onChange: (next) => {
              setPassword(next);
              setPasswordError(undefined);
            },
            isSet: settings.mailPasswordSet,
            error: passwordError,
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3, maxWidth: 1280 }}>
        <Button
          color="inherit"
          disabled={!dirty || save.isPending}
          onClick={() => {
            form.reset();
            setPassword(undefined);
          }}
        >
          {t('platform.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </Box>
  );
}
