import { moduleError } from '../../lib/errors';

/** Every code the saved views answer a refused request with. */
export type SavedViewsErrorCode = 'NOT_FOUND' | 'CONFLICT' | 'NO_COMPANY';

export const savedViewsError = moduleError<SavedViewsErrorCode>();

/** Also the answer for someone else's view, or one of another company. */
export const viewNotFound = () => savedViewsError('NOT_FOUND', 'Вид не найден');

export const viewNameTaken = () => savedViewsError('CONFLICT', 'Вид с таким названием уже есть');

/** A company grid's views while the user is in no company. */
export const noCompany = () =>
  savedViewsError('NO_COMPANY', 'Выберите компанию или создайте новую', { status: 403 });
