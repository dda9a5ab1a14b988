import { moduleError } from '../../../lib/errors';

/** Codes a statement import is refused with. */
export type StatementsErrorCode = 'VALIDATION_FAILED' | 'NOT_FOUND' | 'STATEMENT_NOT_IMPORTABLE';

export const statementsError = moduleError<StatementsErrorCode>();

/** A 400 about the upload or a form field. */
export const badStatement = (message: string, field?: string) =>
  statementsError(
    'VALIDATION_FAILED',
    message,
    field ? { fieldErrors: { [field]: [message] } } : {},
  );
