import { moduleError } from '../../lib/errors';

/** Every code the income module answers a refused request with. */
export type IncomeErrorCode = 'NOT_FOUND';

export const incomeError = moduleError<IncomeErrorCode>();

export const weeklyReportNotFound = () => incomeError('NOT_FOUND', 'Отчёт WB не найден');
