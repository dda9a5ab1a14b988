import { moduleError } from '../../lib/errors';

/** Every code the roles answer a refused request with. */
export type RolesErrorCode =
  | 'NOT_FOUND'
  | 'ROLE_NAME_TAKEN'
  | 'SYSTEM_ROLE_READONLY'
  | 'ROLE_IN_USE'
  | 'CONFIRMATION_MISMATCH';

export const rolesError = moduleError<RolesErrorCode>();

export const roleNotFound = () => rolesError('NOT_FOUND', 'Роль не найдена');

export const roleNameTaken = () =>
  rolesError('ROLE_NAME_TAKEN', 'Роль с таким названием уже есть', {
    status: 409,
    fieldErrors: { name: ['Название занято'] },
  });

export const systemRoleReadOnly = () =>
  rolesError('SYSTEM_ROLE_READONLY', 'Системные роли нельзя изменить или удалить', { status: 409 });

/** The role still has `members` people and no other role of the company was chosen for them. */
export const roleInUse = (members: number) =>
  rolesError(
    'ROLE_IN_USE',
    `Роль назначена сотрудникам (${members}): выберите, какую роль им дать`,
    {
      status: 409,
      fieldErrors: { reassignToRoleId: ['Выберите роль для сотрудников'] },
    },
  );

export const roleNameMismatch = () =>
  rolesError('CONFIRMATION_MISMATCH', 'Название роли введено неверно', {
    fieldErrors: { confirmName: ['Введите название роли точно'] },
  });
