import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  name: Path<T>;
  control: Control<T>;
};

/** A whole-number field bound to react-hook-form: the form holds a number (null when empty). */
export function FormNumberField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormNumberFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          type="number"
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled ?? field.disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            ...props.slotProps,
            htmlInput: { inputMode: 'numeric', step: 1, ...props.slotProps?.htmlInput },
          }}
        />
      )}
    />
  );
}
