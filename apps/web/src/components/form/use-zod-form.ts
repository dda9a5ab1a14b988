import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * react-hook-form validated by a shared zod schema (the same one the server checks), with
 * messages in the interface language.
 */
export function useZodForm<T extends FieldValues>(
  schema: StandardSchemaV1<T, T>,
  options: Omit<UseFormProps<T>, 'resolver'> & { defaultValues: DefaultValues<T> },
) {
  return useForm<T>({ mode: 'onTouched', ...options, resolver: standardSchemaResolver(schema) });
}
