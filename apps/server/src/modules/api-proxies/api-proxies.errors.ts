import { moduleError } from '../../lib/errors';

/** Every code the outbound proxies answer a refused request with. */
export type ApiProxiesErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED';

export const apiProxiesError = moduleError<ApiProxiesErrorCode>();

export const proxyNotFound = () => apiProxiesError('NOT_FOUND', 'Прокси не найден');

/** A 400 about the proxy's cabinets, shown on their field. */
export const accountsError = (message: string) =>
  apiProxiesError('VALIDATION_FAILED', 'Проверьте поля', {
    fieldErrors: { accountIds: [message] },
  });
