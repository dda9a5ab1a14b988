import { moduleError } from '../../lib/errors';

/**
 * Every code the currencies answer a refused request with: none, the reference is read-only
 * and readable by every signed-in user (an unknown code in an amount is refused by the module
 * that takes the amount).
 */
export type CurrenciesErrorCode = never;

export const currenciesError = moduleError<CurrenciesErrorCode>();
