import { moduleError } from '../../lib/errors';

/** Every code the organizations answer a refused request with. */
export type OrganizationsErrorCode = 'NOT_FOUND' | 'ORGANIZATION_EXISTS' | 'ORGANIZATION_IN_USE';

export const organizationsError = moduleError<OrganizationsErrorCode>();

export const organizationNotFound = () => organizationsError('NOT_FOUND', 'Организация не найдена');

/** The 409 for a second organization with the same INN and KPP in the company. */
export const duplicateOrganization = () =>
  organizationsError('ORGANIZATION_EXISTS', 'Организация с таким ИНН и КПП уже есть в компании', {
    status: 409,
    fieldErrors: { inn: ['Организация с таким ИНН и КПП уже добавлена'] },
  });

/** The 409 for deleting an organization that WB accounts are linked to. */
export const organizationInUse = (accounts: number) =>
  organizationsError(
    'ORGANIZATION_IN_USE',
    `К организации привязаны кабинеты WB (${accounts}): сначала перенесите их в другую организацию`,
    { status: 409 },
  );
