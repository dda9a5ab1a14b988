import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Me } from '@wb/shared/identity/me.contract';
import type { UserSettings } from '@wb/shared/settings/user-settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { applyUserSettings } from '../../../app/session/apply-settings';
import { useSaveSettings } from '../../../app/session/use-save-settings';
import { useAppDispatch } from '../../../app/store/hooks';
import { withFieldMessages } from '../../../components/form/field-messages';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { settingsFormSchema, SETTINGS_FIELDS, toFormValues } from '../lib/settings-form';
import { DefaultsSection } from './defaults-section';
import { InterfaceSection } from './interface-section';
import { NotificationsSection } from './notifications-section';
import { OrderDisplaySection } from './order-display-section';

/**
 * The personal settings form. Saved settings apply to the running app at once (theme, language,
 * order display) and follow the user to other devices.
 */
export function SettingsForm({ settings, me }: { settings: UserSettings; me: Me }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const save = useSaveSettings();
  const schema = useMemo(
    () =>
      withFieldMessages(settingsFormSchema, {
        'orderDisplay.imgWidth': t('orderDisplay.imgWidthInvalid'),
        'orderDisplay.imgHeight': t('orderDisplay.imgHeightInvalid'),
      }),
    [t],
  );
  const values = useMemo(() => toFormValues(settings), [settings]);
  // Changes made elsewhere (header language or theme) show up unless the field was edited here.
  const form = useZodForm(schema, {
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit((patch) =>
    save.mutate(patch, {
      onSuccess: (next) => {
        applyUserSettings(next, dispatch);
        form.reset(toFormValues(next));
        void notify(t('saved'), { variant: 'success' });
      },
      // The failure is notified by the shared mutation; field errors also go onto the fields.
      onError: (error) => void applyServerErrors(error, form.setError, SETTINGS_FIELDS),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('formLabel')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          maxWidth: 1280,
        }}
      >
        <InterfaceSection control={form.control} />
        <DefaultsSection control={form.control} companies={me.companies} />
        <OrderDisplaySection control={form.control} />
        <NotificationsSection control={form.control} />
      </Box>
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          mt: 3,
          p: 1.5,
          maxWidth: 1280,
          zIndex: 1,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            disabled={!form.formState.isDirty || save.isPending}
            onClick={() => form.reset(values)}
          >
            {t('discard')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.formState.isDirty || save.isPending}
            data-testid="settings-save"
          >
            {t('common:actions.save')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
