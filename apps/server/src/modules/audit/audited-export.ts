import type { ExportFormat, ListRequest } from '@wb/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  exportAuditOf,
  exportFileOf,
  listRequestOf,
  platformExportFileOf,
  type ExportFile,
  type ListResource,
  type PlatformResource,
} from '../../lib/list-query';
import { audit, auditContextOf, type AuditAction, type AuditContext } from './audit.service';

/** One list's export: its audit action and entity, and the file it makes. */
export interface ExportSpec {
  action: AuditAction;
  entity: string;
  /** The file is `<name>-<Moscow date>.<format>`. */
  name: string;
  sheetName: string;
  /** More of the view the audit row keeps (e.g. the subjects' sales model scope). */
  view?: Record<string, unknown>;
}

/** What an export request carries: the list's view parameter and the file format. */
export interface ExportRequest {
  param: string | undefined;
  format: ExportFormat;
  context: AuditContext;
}

/** The export request of an export route (its query is the contract's export query). */
export const exportInputOf = (
  request: FastifyRequest & { query: { format: ExportFormat; list?: string | undefined } },
): ExportRequest => ({
  param: request.query.list,
  format: request.query.format,
  context: auditContextOf(request),
});

async function audited(
  database: Database,
  resource: Pick<ListResource<unknown>, 'columns'>,
  spec: ExportSpec,
  { param, format, context }: ExportRequest,
  platform: boolean,
): Promise<ListRequest> {
  const request = listRequestOf(resource, param);
  const exported = exportAuditOf(request, format);
  await audit(database.db, context, {
    action: spec.action,
    entity: spec.entity,
    entityId: exported.entityId,
    after: { ...spec.view, ...exported.after },
    // A platform list belongs to no company, whichever the administrator's session is in.
    ...(platform ? { companyId: null } : {}),
  });
  return request;
}

/**
 * Starts the export stream of a list's filtered view once the export is audited (the view
 * parameter is checked first: a bad one is a 400 that writes nothing).
 */
export async function auditedExport<R>(
  database: Database,
  resource: ListResource<R>,
  scopeId: string,
  spec: ExportSpec,
  input: ExportRequest,
): Promise<ExportFile> {
  const request = await audited(database, resource, spec, input, false);
  return exportFileOf(database.pool, resource, scopeId, request, input.format, spec);
}

/** `auditedExport` of a platform-wide (administrator's) list. */
export async function auditedPlatformExport<R>(
  database: Database,
  resource: PlatformResource<R>,
  spec: ExportSpec,
  input: ExportRequest,
): Promise<ExportFile> {
  const request = await audited(database, resource, spec, input, true);
  return platformExportFileOf(database.pool, resource, request, input.format, spec);
}
