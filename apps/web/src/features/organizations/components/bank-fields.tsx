import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { OrganizationInput } from '@wb/shared/connections/organizations.contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { EMPTY_BANK } from '../lib/organization-form';

const digits = (maxLength: number) => ({
  htmlInput: { inputMode: 'numeric' as const, maxLength, autoComplete: 'off' },
});

/** Optional bank details: БИК, bank, settlement and correspondent accounts (checked with БИК). */
export function BankFields({ form }: { form: UseFormReturn<OrganizationInput> }) {
  const { t } = useTranslation('organizations');
  const bank = useWatch({ control: form.control, name: 'bank' });
  const fieldsId = 'organization-bank-fields';
  return (
    <Box>
      <FormControlLabel
        label={t('bank.toggle')}
        control={
          <Switch
            checked={Boolean(bank)}
            onChange={(e) => {
              form.setValue('bank', e.target.checked ? EMPTY_BANK : null, { shouldDirty: true });
              if (!e.target.checked) form.clearErrors('bank');
            }}
            slotProps={{ input: { 'aria-controls': fieldsId } }}
          />
        }
      />
      {bank && (
        <Box
          id={fieldsId}
          sx={{
            mt: 1,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormTextField
            control={form.control}
            name="bank.bik"
            label={t('bank.bik')}
            required
            slotProps={digits(9)}
          />
          <FormTextField
            control={form.control}
            name="bank.bankName"
            label={t('bank.bankName')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <FormTextField
            control={form.control}
            name="bank.settlementAccount"
            label={t('bank.settlementAccount')}
            required
            slotProps={digits(20)}
          />
          <FormOptionalTextField
            control={form.control}
            name="bank.correspondentAccount"
            emptyValue={null}
            label={t('bank.correspondentAccount')}
            slotProps={digits(20)}
          />
        </Box>
      )}
    </Box>
  );
}
