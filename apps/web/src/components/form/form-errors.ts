import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { notifyActionError } from '../../app/notifications';
import { applyServerErrors } from './server-errors';

/**
 * The failure of a form's mutation (declared with `meta: { silent: true }`): the server's field
 * errors go onto the fields; anything else (or an error no field shows) is notified, so a failed
 * save is never silent.
 */
export function handleFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  action: string,
): void {
  if (!applyServerErrors(error, setError, fields)) notifyActionError(error, action);
}
