import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  /** Indentation (a category's depth in its tree). */
  depth?: number;
}

/**
 * A select bound to react-hook-form: '' stands for "none" when `emptyLabel` is given (the
 * value is then null), its error under the field.
 */
export function FormSelect<T extends FieldValues>({
  name,
  control,
  options,
  emptyLabel,
  ...props
}: Omit<TextFieldProps, 'name' | 'select'> & {
  name: Path<T>;
  control: Control<T>;
  options: readonly SelectOption[];
  emptyLabel?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) =>
            field.onChange(
              e.target.value === '' && emptyLabel !== undefined ? null : e.target.value,
            )
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value} sx={{ pl: 2 + (o.depth ?? 0) * 2 }}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
