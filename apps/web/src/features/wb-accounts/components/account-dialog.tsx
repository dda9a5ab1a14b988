import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  createWbAccountContract,
  HISTORY_DEPTH_MONTHS,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { listOrganizationsContract } from '@wb/shared/connections/organizations.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/session/can';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import {
  useSaveWbAccount,
  wbAccountQueries,
  type CreateWbAccountBody,
} from '../api/wb-accounts-queries';

const FIELDS = ['name', 'organizationId', 'syncEnabled', 'historyDepthMonths'] as const;

/** The contract's messages are Russian; other languages get each field's rule in their words. */
function fieldMessages(t: (key: string) => string, language: string): Record<string, string> {
  if (language.startsWith('ru')) return {};
  return Object.fromEntries(
    ['name', 'organizationId', 'historyDepthMonths'].map((f) => [f, t(`messages.${f}`)]),
  );
}

/** Adds a cabinet (POST) or edits one (PATCH of what changed): name, organization, sync, depth. */
export function AccountDialog({ account, onClose }: { account?: WbAccount; onClose: () => void }) {
  const { t, i18n } = useTranslation('wbaccounts');
  const can = useCan();
  const mayListOrganizations = can(listOrganizationsContract);
  const organizations = useQuery({
    ...wbAccountQueries.organizations(),
    enabled: mayListOrganizations,
  });
  const options = (organizations.data ?? []).map(({ id, name }) => ({ id, name }));
  // Without the list (no right to see it), the current organization stays the only choice.
  if (account?.organizationId && !options.some((o) => o.id === account.organizationId)) {
    options.push({ id: account.organizationId, name: account.organizationName ?? '' });
  }
  const noOrganizations = organizations.isSuccess && organizations.data.length === 0;

  const schema = useMemo(
    () => withFieldMessages(createWbAccountContract.body, fieldMessages(t, i18n.language)),
    [t, i18n.language],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      name: account?.name ?? '',
      organizationId: account?.organizationId ?? '',
      syncEnabled: account?.syncEnabled ?? true,
      historyDepthMonths: account?.historyDepthMonths ?? HISTORY_DEPTH_MONTHS.default,
    },
  });
  const action = t(account ? 'save.updateFailed' : 'save.createFailed');
  const save = useSaveWbAccount(account, {
    onSaved: onClose,
    onError: (error) => handleFormError(error, form.setError, FIELDS, action),
  });
  const submit = (values: CreateWbAccountBody) => {
    if (!account) return save.mutate(values);
    // Only what was changed is sent.
    const dirty = form.formState.dirtyFields;
    const patch = Object.fromEntries(FIELDS.filter((f) => dirty[f]).map((f) => [f, values[f]]));
    if (Object.keys(patch).length === 0) return onClose();
    save.mutate(patch);
  };

  return (
    <FormDialog
      title={account ? t('dialog.editTitle', { name: account.name }) : t('dialog.createTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitText={account ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending || (!account && noOrganizations)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('dialog.name')}
          helperText={t('dialog.nameHint')}
          required
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {noOrganizations ? (
          <Alert severity="info" data-testid="no-organizations">
            <Link component={RouterLink} to="/organizations">
              {t('dialog.addOrganizationFirst')}
            </Link>
          </Alert>
        ) : (
          <FormTextField
            control={form.control}
            name="organizationId"
            select
            label={t('dialog.organization')}
            helperText={
              organizations.isError
                ? t('dialog.organizationsFailed')
                : !mayListOrganizations && t('dialog.organizationsForbidden')
            }
            required
            disabled={options.length === 0}
          >
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormNumberField
          control={form.control}
          name="historyDepthMonths"
          label={t('dialog.depth')}
          helperText={t('dialog.depthHint')}
          slotProps={{
            htmlInput: { min: HISTORY_DEPTH_MONTHS.min, max: HISTORY_DEPTH_MONTHS.max },
          }}
        />
        <FormSwitch control={form.control} name="syncEnabled" label={t('dialog.sync')} />
      </Stack>
    </FormDialog>
  );
}
