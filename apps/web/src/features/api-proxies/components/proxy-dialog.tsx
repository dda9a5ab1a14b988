import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { ApiProxy } from '@wb/shared/connections/api-proxies.contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveApiProxy } from '../api/api-proxies-queries';
import {
  PROXY_FIELDS,
  proxyFieldMessages,
  proxyFormSchema,
  toBody,
  toFormValues,
} from '../lib/proxy-form';
import { AssignmentFields } from './assignment-fields';

/** Adds a proxy (POST) or edits one (PATCH of what changed; the password is write-only). */
export function ProxyDialog({
  proxy,
  accounts,
  accountsUnavailable,
  onClose,
}: {
  proxy?: ApiProxy;
  accounts: readonly { id: string; name: string }[];
  accountsUnavailable: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('apiproxies');
  const schema = useMemo(
    () => withFieldMessages(proxyFormSchema, proxyFieldMessages(t, i18n.language)),
    [t, i18n.language],
  );
  const form = useZodForm(schema, { defaultValues: toFormValues(proxy) });
  const [removePassword, setRemovePassword] = useState(false);
  const { dirtyFields } = form.formState;
  const save = useSaveApiProxy(proxy, {
    onSaved: onClose,
    onError: (error) =>
      handleFormError(
        error,
        form.setError,
        PROXY_FIELDS,
        t(proxy ? 'save.updateFailed' : 'save.createFailed'),
      ),
  });
  const submit = form.handleSubmit((values) => {
    const body = toBody(values, proxy, dirtyFields, removePassword);
    if (proxy && Object.keys(body).length === 0) return onClose();
    save.mutate(body);
  });

  return (
    <FormDialog
      title={proxy ? t('dialog.editTitle', { name: proxy.name }) : t('dialog.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitText={proxy ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending}
      fullScreenOnPhone
      dividers
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('dialog.name')}
          required
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormTextField
          control={form.control}
          name="url"
          label={t('dialog.url')}
          helperText={t('dialog.urlHint')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
        <FormOptionalTextField
          control={form.control}
          name="username"
          emptyValue={null}
          label={t('dialog.username')}
          autoComplete="off"
        />
        <FormOptionalTextField
          control={form.control}
          name="password"
          emptyValue={null}
          type="password"
          label={t('dialog.password')}
          helperText={proxy?.passwordSet ? t('dialog.passwordKeep') : undefined}
          autoComplete="new-password"
          disabled={removePassword}
        />
        {proxy?.passwordSet && (
          <FormControlLabel
            label={t('dialog.removePassword')}
            control={
              <Checkbox
                checked={removePassword}
                onChange={(e) => setRemovePassword(e.target.checked)}
              />
            }
          />
        )}
        <AssignmentFields
          control={form.control}
          accounts={accounts}
          accountsUnavailable={accountsUnavailable}
        />
        <FormSwitch control={form.control} name="enabled" label={t('dialog.enabled')} />
      </Stack>
    </FormDialog>
  );
}
