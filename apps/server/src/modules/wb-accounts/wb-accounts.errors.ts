import { moduleError } from '../../lib/errors';

/** Every code the WB accounts answer a refused request with. */
export type WbAccountsErrorCode =
  'NOT_FOUND' | 'VALIDATION_FAILED' | 'WB_ACCOUNT_EXISTS' | 'CONFIRMATION_MISMATCH';

export const wbAccountsError = moduleError<WbAccountsErrorCode>();

export const accountNotFound = () => wbAccountsError('NOT_FOUND', 'Кабинет WB не найден');

export const organizationNotFound = () =>
  wbAccountsError('VALIDATION_FAILED', 'Проверьте поля', {
    fieldErrors: { organizationId: ['Организация не найдена'] },
  });

/** The 409 for a second account with the same name in the company. */
export const duplicateAccountName = () =>
  wbAccountsError('WB_ACCOUNT_EXISTS', 'Кабинет с таким названием уже есть', {
    status: 409,
    fieldErrors: { name: ['Кабинет с таким названием уже есть'] },
  });

/** The 400 for a deletion confirmed with another name than the account's. */
export const confirmationMismatch = () =>
  wbAccountsError('CONFIRMATION_MISMATCH', 'Название кабинета введено неверно', {
    fieldErrors: { confirmName: ['Введите название кабинета точно'] },
  });
