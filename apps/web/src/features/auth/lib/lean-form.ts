import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { isApiError } from '../../../app/query/api-client';

export type FieldErrors = Record<string, string>;

/**
 * Validates with the shared schema (the server checks the very same one) and returns the first
 * message per field. The public pages use this instead of a form library: they must stay small.
 */
export function validate<T>(
  schema: $ZodType<T>,
  values: unknown,
): { data?: T; errors: FieldErrors } {
  const result = safeParse(schema, values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The server's field errors, first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')]));
}

/** Only a path inside the app is a valid place to return to (no open redirect). */
export function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';
}
