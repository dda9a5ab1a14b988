import { moduleError } from '../../lib/errors';

/** Every code the dashboard answers a refused request with. */
export type DashboardErrorCode = 'NOT_FOUND';

export const dashboardError = moduleError<DashboardErrorCode>();

export const accountNotFound = () => dashboardError('NOT_FOUND', 'Кабинет WB не найден');
