import { moduleError } from '../../lib/errors';

/** Every code the platform administration answers a refused request with. */
export type AdminErrorCode = 'NOT_FOUND' | 'SELF_ACTION' | 'LAST_ADMIN';

export const adminError = moduleError<AdminErrorCode>();

export const userNotFound = () => adminError('NOT_FOUND', 'Пользователь не найден');
export const sessionNotFound = () => adminError('NOT_FOUND', 'Сеанс не найден');
export const companyNotFound = () => adminError('NOT_FOUND', 'Компания не найдена');

export const selfBlock = () =>
  adminError('SELF_ACTION', 'Нельзя заблокировать самого себя', { status: 409 });

export const lastAdmin = () =>
  adminError('LAST_ADMIN', 'На платформе должен остаться хотя бы один администратор', {
    status: 409,
  });
