import { moduleError } from '../../lib/errors';

/** Every code the management accounts answer a refused request with. */
export type FinancesErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'FINANCE_DUPLICATE'
  | 'FINANCE_IN_USE'
  | 'FINANCE_SYSTEM'
  | 'WB_BALANCE_UNAVAILABLE';

export const financesError = moduleError<FinancesErrorCode>();

const NOT_FOUND = {
  account: 'Счёт не найден',
  category: 'Статья не найдена',
  counterparty: 'Контрагент не найден',
  rule: 'Правило не найдено',
  transaction: 'Операция не найдена',
} as const;

export const notFoundIn = (what: keyof typeof NOT_FOUND) =>
  financesError('NOT_FOUND', NOT_FOUND[what]);

/** A 400 with the message on one field (the form shows it there). */
export const fieldError = (field: string, message: string) =>
  financesError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });

/** The 409 of a taken name or ИНН. */
export const duplicate = (field: string, message: string) =>
  financesError('FINANCE_DUPLICATE', message, { status: 409, fieldErrors: { [field]: [message] } });

/** The 409 of deleting what transactions (or rules, or child categories) still use. */
export const inUse = (message: string) => financesError('FINANCE_IN_USE', message, { status: 409 });

export const systemCategory = () =>
  financesError('FINANCE_SYSTEM', 'Системную статью выплат WB нельзя удалить или сменить ей вид', {
    status: 409,
  });

export const wbBalanceUnavailable = (reason: string) =>
  financesError('WB_BALANCE_UNAVAILABLE', `Не удалось получить баланс WB: ${reason}`, {
    status: 502,
  });
