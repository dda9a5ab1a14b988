import {
  createOrganizationContract,
  deleteOrganizationContract,
  exportOrganizationsContract,
  listOrganizationsContract,
  listOrganizationsPageContract,
  updateOrganizationContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import {
  organizationsResource,
  ORGANIZATIONS_EXPORT,
  listOrganizationPage,
} from './organizations.list';
import * as organizations from './organizations.service';
import { auditedExport, exportInputOf } from '../audit/audited-export';

export async function organizationsRoutes(app: FastifyInstance) {
  route(app, listOrganizationsContract, async (request) =>
    organizations.listOrganizations(app.db.db, requireTenant(request).companyId),
  );
  route(app, listOrganizationsPageContract, async (request) =>
    listOrganizationPage(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportOrganizationsContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      organizationsResource,
      requireTenant(request).companyId,
      ORGANIZATIONS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, createOrganizationContract, async (request) =>
    organizations.createOrganization(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, updateOrganizationContract, async (request) =>
    organizations.updateOrganization(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteOrganizationContract, async (request) => {
    await organizations.deleteOrganization(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    );
  });
}
