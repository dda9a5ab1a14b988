import { moduleError } from '../../lib/errors';

/** Every code the members and invitations of a company (/users) answer a refusal with. */
export type UsersErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'CONFLICT' | 'LAST_OWNER';

export const usersError = moduleError<UsersErrorCode>();

export const noSuchRole = () =>
  usersError('VALIDATION_FAILED', 'Нет такой роли', {
    fieldErrors: { roleId: ['Нет такой роли'] },
  });

export const alreadyMember = () => usersError('CONFLICT', 'Этот человек уже состоит в компании');

export const invitationNotFound = () => usersError('NOT_FOUND', 'Приглашение не найдено');

export const memberNotFound = () => usersError('NOT_FOUND', 'Сотрудник не найден');

export const lastOwner = () =>
  usersError('LAST_OWNER', 'В компании должен остаться хотя бы один активный владелец', {
    status: 409,
  });
