import {
  ListQueryError,
  mskDate,
  parseListRequest,
  type ExportFormat,
  type ListRequest,
} from '@wb/shared';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { definitionsOf, runList, streamExport } from '../../lib/list-query';
import { audit, type AuditContext } from '../audit/audit.service';
import { ordersResource } from './orders.resource';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The `list` parameter checked against the orders columns; 400 with the reason otherwise. */
function requestOf(param: string | undefined): ListRequest {
  try {
    return parseListRequest(definitionsOf(ordersResource), param);
  } catch (error) {
    if (error instanceof ListQueryError)
      throw new AppError('VALIDATION_FAILED', error.message, 400);
    throw error;
  }
}

export function listOrders(db: Db, companyId: string, param: string | undefined) {
  return runList(db, ordersResource, companyId, requestOf(param));
}

/** Starts the export stream of the filtered orders; the export itself is audited. */
export async function exportOrders(
  database: Database,
  companyId: string,
  param: string | undefined,
  format: ExportFormat,
  context: AuditContext,
) {
  const request = requestOf(param);
  await audit(database.db, context, {
    action: 'orders.export',
    entity: 'orders',
    entityId: format,
    after: { filter: request.filter ?? null, sort: request.sort, columns: request.columns ?? null },
  });
  return {
    contentType: CONTENT_TYPES[format],
    fileName: `orders-${mskDate()}.${format}`,
    stream: streamExport(database.pool, ordersResource, companyId, request, format, {
      sheetName: 'Заказы',
    }),
  };
}
