import { STOCK_HISTORY_MAX_DAYS } from '@wb/shared/stocks/wb-stocks.contract';
import { moduleError } from '../../lib/errors';

/** Every code the WB stocks answer a refused request with. */
export type WbStocksErrorCode = 'VALIDATION_FAILED';

export const wbStocksError = moduleError<WbStocksErrorCode>();

/** A 400 with the message on one field (the form shows it there). */
const fieldError = (field: string, message: string) =>
  wbStocksError('VALIDATION_FAILED', 'Проверьте поля', { fieldErrors: { [field]: [message] } });

export const periodReversed = () => fieldError('from', 'Начало периода позже его конца');

export const periodTooLong = () =>
  fieldError('to', `Период не длиннее ${STOCK_HISTORY_MAX_DAYS} дней`);
