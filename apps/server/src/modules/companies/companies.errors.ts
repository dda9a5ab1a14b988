import { moduleError } from '../../lib/errors';

/** Every code the companies answer a refused request with. */
export type CompaniesErrorCode = 'NOT_FOUND' | 'OWNER_ONLY' | 'CONFIRMATION_MISMATCH';

export const companiesError = moduleError<CompaniesErrorCode>();

/** Also the answer for a company the user is not an active member of. */
export const companyNotFound = () => companiesError('NOT_FOUND', 'Компания не найдена');

export const ownerOnly = () =>
  companiesError('OWNER_ONLY', 'Это может сделать только владелец компании', { status: 403 });

export const companyNameMismatch = () =>
  companiesError('CONFIRMATION_MISMATCH', 'Название компании введено неверно', {
    fieldErrors: { confirmName: ['Введите название компании точно'] },
  });
