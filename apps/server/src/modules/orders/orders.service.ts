import type { ExportFormat } from '@wb/shared';
import type { Database, Db } from '../../db/client';
import { exportAuditOf, exportFileOf, listRequestOf, runList } from '../../lib/list-query';
import { audit, type AuditContext } from '../audit/audit.service';
import { ordersResource } from './orders.resource';

export function listOrders(db: Db, companyId: string, param: string | undefined) {
  return runList(db, ordersResource, companyId, listRequestOf(ordersResource, param));
}

/** Starts the export stream of the filtered orders; the export itself is audited. */
export async function exportOrders(
  database: Database,
  companyId: string,
  param: string | undefined,
  format: ExportFormat,
  context: AuditContext,
) {
  const request = listRequestOf(ordersResource, param);
  await audit(database.db, context, {
    action: 'orders.export',
    entity: 'orders',
    ...exportAuditOf(request, format),
  });
  return exportFileOf(database.pool, ordersResource, companyId, request, format, {
    name: 'orders',
    sheetName: 'Заказы',
  });
}
