import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../app/query/api-client';

/**
 * Puts the server's field errors onto the form's fields. Returns true when every error found a
 * field (the caller then needs no extra notification), false otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let allPlaced = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
    } else {
      allPlaced = false;
    }
  }
  return allPlaced;
}
