import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import {
  FormOptionalTextField,
  type FormOptionalTextFieldProps,
} from '../../../components/form/form-optional-text-field';
import { normalizePercent } from '../lib/organization-form';

/**
 * A percentage kept as a decimal string (never a float): a typed comma becomes the point the
 * schema expects. With `emptyValue` null an emptied field means "none" (e.g. без НДС).
 */
export function PercentField<T extends FieldValues>({
  emptyValue = '',
  ...props
}: Omit<FormOptionalTextFieldProps<T>, 'emptyValue' | 'normalize'> & {
  emptyValue?: '' | null;
}) {
  return (
    <FormOptionalTextField
      {...props}
      emptyValue={emptyValue}
      normalize={normalizePercent}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', maxLength: 8 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
