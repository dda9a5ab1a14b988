import { moduleError } from '../../lib/errors';

/** Every code the portal cookies answer a refused request (or a refused portal call) with. */
export type WbCookiesErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'PORTAL_FEATURE_OFF'
  | 'PORTAL_COOKIE_MISSING'
  | 'PORTAL_COOKIE_EXPIRED';

export const wbCookiesError = moduleError<WbCookiesErrorCode>();

export const accountNotFound = () => wbCookiesError('NOT_FOUND', 'Кабинет WB не найден');

export const cookieNotFound = () =>
  wbCookiesError('NOT_FOUND', 'Cookie для этого кабинета не сохранены');

export const expiryInPast = () =>
  wbCookiesError('VALIDATION_FAILED', 'Срок действия уже прошёл', {
    fieldErrors: { expiresAt: ['Укажите дату в будущем'] },
  });

export const portalFeatureOff = () =>
  wbCookiesError(
    'PORTAL_FEATURE_OFF',
    'Функция работает через кабинет продавца (вне публичного API WB) и выключена администратором',
    { status: 409 },
  );

export const portalCookieMissing = () =>
  wbCookiesError('PORTAL_COOKIE_MISSING', 'Для кабинета не сохранены cookie', { status: 409 });

export const portalCookieExpired = () =>
  wbCookiesError('PORTAL_COOKIE_EXPIRED', 'Сессия кабинета продавца истекла: обновите cookie', {
    status: 409,
  });
