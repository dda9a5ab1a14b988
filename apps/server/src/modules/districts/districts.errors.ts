import { moduleError } from '../../lib/errors';

/** Every code the districts and the localization table answer a refused request with. */
export type DistrictsErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'DISTRICTS_NOT_OWN'
  | 'DISTRICTS_ALREADY_OWN'
  | 'DISTRICT_EXISTS'
  | 'DISTRICT_MEMBER_TAKEN'
  | 'DISTRICT_LAST'
  | 'LOCALIZATION_VERSION_EXISTS'
  | 'LOCALIZATION_VERSION_STARTED';

export const districtsError = moduleError<DistrictsErrorCode>();

export const districtNotFound = () => districtsError('NOT_FOUND', 'Округ не найден');

/** A change to the system defaults, or to a company that has not copied them. */
export const districtsNotOwn = () =>
  districtsError(
    'DISTRICTS_NOT_OWN',
    'Округа по умолчанию не меняются: сначала скопируйте их в свои округа компании',
    { status: 409 },
  );

export const districtsAlreadyOwn = () =>
  districtsError('DISTRICTS_ALREADY_OWN', 'У компании уже есть свои округа', { status: 409 });

export const duplicateDistrict = (name: string) =>
  districtsError('DISTRICT_EXISTS', `Округ «${name}» уже есть`, {
    status: 409,
    fieldErrors: { name: [`Округ «${name}» уже есть`] },
  });

/** An area or warehouse another district of the set already lists: nothing is changed. */
export const memberTaken = (field: string, messages: string[]) =>
  districtsError('DISTRICT_MEMBER_TAKEN', messages[0]!, {
    status: 409,
    fieldErrors: { [field]: messages },
  });

export const invalidMember = (field: string, message: string) =>
  districtsError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });

export const lastDistrict = () =>
  districtsError(
    'DISTRICT_LAST',
    'Это последний округ компании: чтобы вернуться к округам по умолчанию, сбросьте свои округа',
    { status: 409 },
  );

export const localizationVersionNotFound = () =>
  districtsError('NOT_FOUND', 'Версия таблицы локализации не найдена');

export const localizationVersionExists = (date: string) =>
  districtsError('LOCALIZATION_VERSION_EXISTS', `Версия с ${date} уже есть`, {
    status: 409,
    fieldErrors: { validFrom: [`Версия с ${date} уже есть: выберите другую дату`] },
  });

export const localizationVersionStarted = () =>
  districtsError(
    'LOCALIZATION_VERSION_STARTED',
    'Версия уже действует: удалить можно только версию, которая ещё не началась',
    { status: 409 },
  );

export const invalidBands = (problems: string[]) =>
  districtsError('VALIDATION_FAILED', problems.join('; '), { fieldErrors: { bands: problems } });
