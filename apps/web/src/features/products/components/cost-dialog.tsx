import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bulkCostInputSchema } from '@wb/shared/products/products-bulk.contract';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { currencyCodeSchema } from '@wb/shared/product-costs/cost';
import { mskDate } from '@wb/shared/dates/msk';
import * as z from 'zod/mini';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDatePicker } from '../../../components/date/app-date-picker';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { BulkDialog } from './bulk-dialog';

// The contract's rules with the currency required (the form always has one selected).
const costFormSchema = z.extend(bulkCostInputSchema, { currency: currencyCodeSchema });
type CostForm = z.infer<typeof costFormSchema>;

/** The same cost version (amount, currency, valid from) for every selected product. */
export function CostDialog({
  selection,
  onClose,
}: {
  selection: SelectionInfo<ProductRow>;
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  const schema = useMemo(
    () =>
      withFieldMessages(costFormSchema, {
        unitCost: t('bulk.cost.unitCostInvalid'),
        validFrom: t('bulk.cost.validFromInvalid'),
        currency: t('bulk.cost.currencyInvalid'),
      }),
    [t],
  );
  const form = useZodForm(schema, {
    defaultValues: { unitCost: '', currency: 'RUB', validFrom: mskDate(), comment: '' },
  });
  return (
    <BulkDialog
      kind="cost"
      selection={selection}
      onClose={onClose}
      onSubmit={(event, send) =>
        form.handleSubmit((cost) =>
          send({
            kind: 'cost',
            body: { cost: { ...cost, comment: cost.comment?.trim() || null } },
          }),
        )(event)
      }
    >
      {(options) => (
        <>
          <Controller
            name="unitCost"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                label={t('bulk.cost.unitCost')}
                required
                autoFocus
                name={field.name}
                value={field.value}
                // «1 234,50» is typed the Russian way; the contract takes «1234.50».
                onChange={(e) =>
                  field.onChange(e.target.value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
                }
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          />
          <FormTextField<CostForm>
            select
            name="currency"
            control={form.control}
            label={t('bulk.cost.currency')}
          >
            {options.currencies.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.code} — {c.name}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            name="validFrom"
            control={form.control}
            render={({ field, fieldState }) => (
              <AppDatePicker
                label={t('bulk.cost.validFrom')}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={Boolean(fieldState.error)}
                {...(fieldState.error?.message ? { helperText: fieldState.error.message } : {})}
              />
            )}
          />
          <FormTextField<CostForm>
            name="comment"
            control={form.control}
            label={t('bulk.cost.comment')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('bulk.cost.hint')}
          </Typography>
        </>
      )}
    </BulkDialog>
  );
}
