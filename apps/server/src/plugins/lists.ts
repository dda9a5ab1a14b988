import type { ExportFormat, ListDeclaration } from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import {
  compileSource,
  listRequestOf,
  resourceFor,
  runList,
  sendExport,
  tenantIdOf,
  type ListCaller,
  type ListSource,
} from '../lib/list-query';
import type { AuditAction } from '../modules/audit/audit.service';
import { auditedExport, exportInputOf } from '../modules/audit/audited-export';
import { requireAuth } from '../modules/auth/session.plugin';
import { loadUserSettings } from '../modules/settings/user-settings.service';
import { registerContract } from './contracts';

/** The caller of a list request and the tenant its rows are scoped to (403 without a company). */
function callerOf(list: ListDeclaration, request: FastifyRequest) {
  const auth = requireAuth(request);
  const caller: ListCaller = {
    userId: auth.user.id,
    companyId: auth.companyId,
    sessionCompanyId: auth.sessionCompanyId,
  };
  const tenantId = tenantIdOf(list, caller);
  if (list.tenant === 'company' && tenantId === null) {
    throw new AppError('NO_COMPANY', 'Выберите компанию или создайте новую', 403);
  }
  return { caller, tenantId };
}

type ListQuery = { list?: string; format?: ExportFormat } & Record<string, unknown>;

/** A list request's own query parameters, without the list and the export format. */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const { list: _list, format: _format, ...query } = request.query as ListQuery;
  return query;
}

/**
 * Registers a list's page and export routes from its declaration (packages/shared, `defineList`)
 * and its source (`<module>.list.ts`): the contracts' access rules guard both, the request is
 * checked against the declared columns, the engine adds the tenant condition, and every export
 * leaves an audit row before its first byte.
 */
export function registerList<L extends ListDeclaration>(
  app: FastifyInstance,
  list: L,
  source: ListSource<L>,
): void {
  type Args = Parameters<typeof resourceFor<L>>;
  const compiled = compileSource(list, source);
  const resourceOf = (request: FastifyRequest) => {
    const { caller, tenantId } = callerOf(list, request);
    const resource = resourceFor(
      compiled,
      tenantId,
      caller,
      request.params as Args[3],
      (list.query ? queryOf(request) : undefined) as Args[4],
    );
    return { caller, tenantId, resource };
  };
  registerContract(app, list.page, async (request) => {
    const { tenantId, resource } = resourceOf(request);
    const param = (request.query as ListQuery).list;
    return runList(app.db.db, resource, tenantId ?? '', listRequestOf(resource, param));
  });
  registerContract(app, list.exportFile, async (request, reply) => {
    const { caller, tenantId, resource } = resourceOf(request);
    const { language } = await loadUserSettings(app.db.db, caller.userId);
    const spec = {
      action: list.export.action as AuditAction,
      entity: list.export.entity,
      name: list.export.file,
      sheetName: list.export.sheet,
      // Enum cells in the exporting user's language, as the grid shows them.
      labels: { tag: list.tag, language },
      // The path and query parameters are part of the view exported (the subjects' scope, a
      // report's period and grouping).
      view: {
        ...(list.params ? (request.params as Record<string, unknown>) : {}),
        ...(list.query ? queryOf(request) : {}),
      },
    };
    const input = exportInputOf(
      request as FastifyRequest & { query: { format: ExportFormat; list?: string } },
    );
    await resource.prepare?.(app.db.db);
    const file = await auditedExport(app.db, resource, tenantId, spec, input);
    return sendExport(reply, file);
  });
}
