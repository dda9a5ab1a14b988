import { moduleError } from '../../lib/errors';

/** Every code the personal and platform settings answer a refusal with. */
export type SettingsErrorCode = 'VALIDATION_FAILED';

export const settingsError = moduleError<SettingsErrorCode>();

/** A default company the user is not an active member of. */
export const notMyCompany = () =>
  settingsError('VALIDATION_FAILED', 'Нет такой компании', {
    fieldErrors: { defaultCompanyId: ['Выберите одну из своих компаний'] },
  });

/** A default WB account outside the companies the user is an active member of. */
export const notMyAccount = () =>
  settingsError('VALIDATION_FAILED', 'Нет такого кабинета WB', {
    fieldErrors: { defaultWbAccountId: ['Выберите кабинет одной из своих компаний'] },
  });
