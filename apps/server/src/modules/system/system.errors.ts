import { moduleError } from '../../lib/errors';

/** Every code the health check answers a failure with. */
export type SystemErrorCode = 'SERVICE_UNAVAILABLE';

export const systemError = moduleError<SystemErrorCode>();

export const databaseUnavailable = () =>
  systemError('SERVICE_UNAVAILABLE', 'База данных недоступна', { status: 503 });
