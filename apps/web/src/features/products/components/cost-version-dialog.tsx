import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  costVersionInputSchema,
  currencyCodeSchema,
  type CostVersion,
  type CostVersionInput,
} from '@wb/shared/product-costs/cost';
import type { ProductSize } from '@wb/shared/products/product.contract';
import { mskDate } from '@wb/shared/dates/msk';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { isApiError } from '../../../app/query/api-client';
import { AppDatePicker } from '../../../components/date/app-date-picker';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { currenciesQuery, useSaveCost, type ProductKey } from '../api/product-queries';
import { decimalSeparator } from '../../../components/format/formatter';

/** The contract's rules; the form always sends a currency, so it has no default here. */
const formSchema = z.extend(costVersionInputSchema, { currency: currencyCodeSchema });

const FIELDS = ['unitCost', 'currency', 'validFrom', 'chrtId', 'comment'] as const;
/** The size select's value for "the whole product". */
const ALL = 'all';

/** Adds (POST) or changes (PUT, every field) a cost price version of the product or a size. */
export default function CostVersionDialog({
  product,
  sizes,
  version,
  onClose,
}: {
  product: ProductKey;
  sizes: readonly ProductSize[];
  version?: CostVersion;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('product');
  const size = useSizeLabel();
  const currencies = useQuery(currenciesQuery);
  const form = useZodForm<CostVersionInput>(formSchema, {
    defaultValues: {
      // As the user types it: "40,10" in Russian.
      unitCost: version ? version.unitCost.replace('.', decimalSeparator(i18n.language)) : '',
      currency: version?.currency ?? 'RUB',
      validFrom: version?.validFrom ?? mskDate(),
      chrtId: version?.chrtId ?? null,
      comment: version?.comment ?? null,
    },
  });
  const save = useSaveCost(product, version, {
    onSaved: onClose,
    onError: (error) => {
      // A version of that size on that date exists: the date is what to change.
      if (isApiError(error) && error.code === 'CONFLICT') {
        form.setError('validFrom', { type: 'server', message: error.message });
        return;
      }
      handleFormError(
        error,
        form.setError,
        FIELDS,
        t(version ? 'costs.updateFailed' : 'costs.createFailed'),
      );
    },
  });
  const currencyOptions = currencies.data ?? [{ code: 'RUB', name: t('costs.rub') }];
  const selectedCurrency = form.watch('currency') ?? 'RUB';

  return (
    <FormDialog
      title={t(version ? 'costs.editTitle' : 'costs.addTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitText={version ? t('common:actions.save') : t('costs.addSubmit')}
      submitDisabled={save.isPending}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Controller
          name="chrtId"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              label={t('costs.size')}
              value={field.value ?? ALL}
              onChange={(e) => field.onChange(e.target.value === ALL ? null : e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('costs.sizeHelp')}
            >
              <MenuItem value={ALL}>{t('costs.allSizes')}</MenuItem>
              {sizes.map((s) => (
                <MenuItem key={s.chrtId} value={s.chrtId}>
                  {size(s.techSize) ?? s.chrtId}
                  {s.wbSize ? ` (${s.wbSize})` : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="validFrom"
          control={form.control}
          render={({ field, fieldState }) => (
            <AppDatePicker
              label={t('costs.validFrom')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('costs.validFromHelp')}
              slotProps={{ textField: { onBlur: field.onBlur, inputRef: field.ref } }}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormOptionalTextField<CostVersionInput>
            name="unitCost"
            control={form.control}
            emptyValue=""
            label={t('costs.unitCost')}
            size="small"
            required
            sx={{ flex: 1 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 16 },
              input: {
                endAdornment: <InputAdornment position="end">{selectedCurrency}</InputAdornment>,
              },
            }}
          />
          <Controller
            name="currency"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label={t('costs.currency')}
                value={field.value ?? 'RUB'}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ minWidth: 200 }}
              >
                {currencyOptions.map((c) => (
                  <MenuItem key={c.code} value={c.code}>
                    {c.code} — {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        {selectedCurrency !== 'RUB' && (
          <Typography variant="body2" color="text.secondary">
            {t('costs.rateNote')}
          </Typography>
        )}
        <FormOptionalTextField<CostVersionInput>
          name="comment"
          control={form.control}
          emptyValue={null}
          label={t('costs.comment')}
          size="small"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Stack>
    </FormDialog>
  );
}
