import type { TFunction } from 'i18next';
import { isApiError } from '../../../app/query/api-client';
import { describeError } from '../../../app/query/describe-error';

/** The message to show under a public form for a failed request. */
export function formError(error: unknown, t: TFunction, language: string): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fieldErrors) {
    return t('auth:errors.checkFields');
  }
  return describeError(error, t, language);
}
