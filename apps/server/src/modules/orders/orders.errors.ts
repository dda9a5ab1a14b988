import { moduleError } from '../../lib/errors';

/** Every code the orders answer a refused request with. */
export type OrdersErrorCode = 'NOT_FOUND';

export const ordersError = moduleError<OrdersErrorCode>();

export const orderNotFound = () => ordersError('NOT_FOUND', 'Заказ не найден');
