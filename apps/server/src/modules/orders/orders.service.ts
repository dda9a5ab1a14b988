import type { Db } from '../../db/client';
import { listRequestOf, runList } from '../../lib/list-query';
import { ordersResource } from './orders.resource';
import type { ExportSpec } from '../audit/audited-export';

export function listOrders(db: Db, companyId: string, param: string | undefined) {
  return runList(db, ordersResource, companyId, listRequestOf(ordersResource, param));
}

/** The export of the filtered orders. */
export const ORDERS_EXPORT: ExportSpec = {
  action: 'orders.export',
  entity: 'orders',
  name: 'orders',
  sheetName: 'Заказы',
};
