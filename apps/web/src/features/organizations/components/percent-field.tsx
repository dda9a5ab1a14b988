import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { normalizePercent } from '../lib/organization-form';

/**
 * A percentage kept as a decimal string (never a float): a typed comma becomes the point the
 * schema expects. With `emptyValue` null an emptied field means "none" (e.g. без НДС).
 */
export function PercentField<T extends FieldValues>({
  name,
  control,
  emptyValue = '',
  ...props
}: Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  emptyValue?: '' | null;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => {
            const value = normalizePercent(e.target.value);
            field.onChange(value === '' ? emptyValue : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            ...props.slotProps,
            htmlInput: { inputMode: 'decimal', maxLength: 8 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      )}
    />
  );
}
