import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormOptionalTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  /**
   * What an empty field means to the schema: `null` (cleared), `undefined` (not given) or `''`
   * (an empty string the schema accepts).
   */
  emptyValue: null | undefined | '';
  /** Applied to what is typed before it is stored (e.g. a decimal comma made a point). */
  normalize?: (typed: string) => string;
};

/**
 * A text field for an optional value: an empty input is stored as `null` or `undefined`, so
 * the shared schema's format rules (ИНН digits, phone pattern…) apply only to what was typed.
 */
export function FormOptionalTextField<T extends FieldValues>({
  name,
  control,
  emptyValue,
  normalize,
  ...props
}: FormOptionalTextFieldProps<T>) {
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
            const value = normalize ? normalize(e.target.value) : e.target.value;
            field.onChange(value === '' ? emptyValue : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}
