import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  organizationInputSchema,
  type Organization,
  type OrganizationForm,
  type OrganizationInput,
  type TaxSystem,
} from '@wb/shared/connections/organizations.contract';
import { useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveOrganization } from '../api/organizations-queries';
import {
  adjustForForm,
  fieldMessages,
  ORGANIZATION_FIELDS,
  taxPatch,
  toFormValues,
} from '../lib/organization-form';
import { BankFields } from './bank-fields';
import { IdentityFields } from './identity-fields';
import { TaxFields } from './tax-fields';

/** Adds (POST) or edits (PUT, the whole organization) a legal entity. */
export function OrganizationDialog({
  organization,
  onClose,
}: {
  organization?: Organization;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('organizations');
  const schema = useMemo(
    () => withFieldMessages(organizationInputSchema, fieldMessages(t, i18n.language)),
    [t, i18n.language],
  );
  const form = useZodForm(schema, { defaultValues: toFormValues(organization) });
  const action = t(organization ? 'save.updateFailed' : 'save.createFailed');
  const save = useSaveOrganization(organization?.id, {
    onSaved: onClose,
    onError: (error) => handleFormError(error, form.setError, ORGANIZATION_FIELDS, action),
  });

  const apply = (patch: Partial<OrganizationInput>) => {
    for (const [key, value] of Object.entries(patch)) {
      form.setValue(key as Path<OrganizationInput>, value, { shouldDirty: true });
    }
  };
  const changeForm = (next: OrganizationForm) => {
    apply(adjustForForm(form.getValues(), next));
    form.clearErrors(['kpp', 'ogrn', 'taxSystem']);
    // ИНН has 10 digits for ООО/АО and 12 for the others: check again what was typed.
    if (form.getValues('inn')) void form.trigger('inn');
  };
  const changeTaxSystem = (next: TaxSystem) => {
    apply(taxPatch(next));
    form.clearErrors(['taxSystem', 'taxRate', 'vatRate']);
  };

  return (
    <FormDialog
      title={
        organization ? t('dialog.editTitle', { name: organization.name }) : t('dialog.createTitle')
      }
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitText={organization ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending}
      maxWidth="md"
      fullScreenOnPhone
      dividers
    >
      <Stack spacing={2.5}>
        <IdentityFields form={form} onFormChange={changeForm} />
        <Divider />
        <Typography variant="subtitle2" component="h3">
          {t('dialog.taxSection')}
        </Typography>
        <TaxFields form={form} onTaxSystemChange={changeTaxSystem} />
        <Divider />
        <Typography variant="subtitle2" component="h3">
          {t('dialog.bankSection')}
        </Typography>
        <BankFields form={form} />
      </Stack>
    </FormDialog>
  );
}
