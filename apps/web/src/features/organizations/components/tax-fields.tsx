import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrganizationInput, TaxSystem } from '@wb/shared/connections/organizations.contract';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { taxSystemsFor } from '../lib/organization-form';
import { PercentField } from './percent-field';

/** Tax system (only those the legal form may use) with its tax and VAT rates. */
export function TaxFields({
  form,
  onTaxSystemChange,
}: {
  form: UseFormReturn<OrganizationInput>;
  onTaxSystemChange: (next: TaxSystem) => void;
}) {
  const { t } = useTranslation('organizations');
  const legalForm = useWatch({ control: form.control, name: 'form' });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr 1fr' },
      }}
    >
      <Controller
        control={form.control}
        name="taxSystem"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('fields.taxSystem')}
            name={field.name}
            value={field.value}
            onChange={(e) => onTaxSystemChange(e.target.value as TaxSystem)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('hints.taxSystem')}
            required
          >
            {taxSystemsFor(legalForm).map((s) => (
              <MenuItem key={s} value={s}>
                {t(`taxSystems.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <PercentField
        control={form.control}
        name="taxRate"
        label={t('fields.taxRate')}
        helperText={t('hints.taxRate')}
        required
      />
      <PercentField
        control={form.control}
        name="vatRate"
        emptyValue={null}
        label={t('fields.vatRate')}
        helperText={t('hints.vatRate')}
      />
    </Box>
  );
}
