import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ORGANIZATION_FORMS,
  type OrganizationForm,
  type OrganizationInput,
} from '@wb/shared/connections/organizations.contract';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { isLegalEntity, registrationKind } from '../lib/organization-form';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Legal form, name and registration numbers. The numbers follow the form: КПП only for
 * ООО/АО, ОГРН (13 digits) for ООО/АО, ОГРНИП (15) for ИП, none for the self-employed.
 */
export function IdentityFields({
  form,
  onFormChange,
}: {
  form: UseFormReturn<OrganizationInput>;
  onFormChange: (next: OrganizationForm) => void;
}) {
  const { t } = useTranslation('organizations');
  const legalForm = useWatch({ control: form.control, name: 'form' });
  const registration = registrationKind(legalForm);
  const legalEntity = isLegalEntity(legalForm);
  return (
    <Box sx={grid}>
      <Controller
        control={form.control}
        name="form"
        render={({ field }) => (
          <TextField
            select
            label={t('fields.form')}
            name={field.name}
            value={field.value}
            onChange={(e) => onFormChange(e.target.value as OrganizationForm)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
          >
            {ORGANIZATION_FORMS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`formsFull.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        helperText={t(`hints.name.${legalEntity ? 'entity' : 'person'}`)}
        autoComplete="organization"
        required
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <FormTextField
        control={form.control}
        name="inn"
        label={t('fields.inn')}
        helperText={t(legalEntity ? 'hints.inn10' : 'hints.inn12')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      {legalEntity && (
        <FormOptionalTextField
          control={form.control}
          name="kpp"
          emptyValue={null}
          label={t('fields.kpp')}
          helperText={t('hints.kpp')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 9 } }}
        />
      )}
      {registration && (
        <FormOptionalTextField
          control={form.control}
          name="ogrn"
          emptyValue={null}
          label={t(`fields.${registration}`)}
          helperText={t(`hints.${registration}`)}
          required
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: registration === 'ogrn' ? 13 : 15 },
          }}
        />
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormOptionalTextField
          control={form.control}
          name="address"
          emptyValue={null}
          label={t('fields.address')}
          autoComplete="street-address"
          multiline
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Box>
    </Box>
  );
}
