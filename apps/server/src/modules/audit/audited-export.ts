import type { ExportFormat } from '@wb/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  exportAuditOf,
  exportFileOf,
  listRequestOf,
  type ExportFile,
  type ExportLabels,
  type ListResource,
} from '../../lib/list-query';
import { audit, auditContextOf, type AuditAction, type AuditContext } from './audit.service';

/** One list's export: its audit action and entity, and the file it makes. */
export interface ExportSpec {
  action: AuditAction;
  entity: string;
  /** The file is `<name>-<Moscow date>.<format>`. */
  name: string;
  sheetName: string;
  /** Enum cells are written as these labels (the grid's), else as their values. */
  labels?: ExportLabels;
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

/**
 * Starts the export stream of a list's filtered view once the export is audited (the view
 * parameter is checked first: a bad one is a 400 that writes nothing). `scopeId` is the tenant
 * the resource is bound to; null for a platform list, whose audit row belongs to no company,
 * whichever the administrator's session is in.
 */
export async function auditedExport<R>(
  database: Database,
  resource: ListResource<R>,
  scopeId: string | null,
  spec: ExportSpec,
  { param, format, context }: ExportRequest,
): Promise<ExportFile> {
  const request = listRequestOf(resource, param);
  const exported = exportAuditOf(request, format);
  await audit(database.db, context, {
    action: spec.action,
    entity: spec.entity,
    entityId: exported.entityId,
    after: { ...spec.view, ...exported.after },
    ...(scopeId === null ? { companyId: null } : {}),
  });
  return exportFileOf(database.pool, resource, scopeId ?? '', request, format, spec);
}
