import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * A human reason for a failure. The server's messages are written in Russian and are the most
 * specific; in other interface languages the error code's translation is used where known.
 */
export function describeError(error: unknown, t: TFunction, language: string): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const byCode = t(`errors.codes.${error.code}`, { defaultValue: '' });
  if (error.code === 'NETWORK') return byCode || error.message;
  if (language === 'ru' && error.message) return error.message;
  return byCode || error.message;
}
