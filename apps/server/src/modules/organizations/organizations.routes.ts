import {
  createOrganizationContract,
  deleteOrganizationContract,
  listOrganizationsContract,
  organizationsList,
  updateOrganizationContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { organizationsSource } from './organizations.list';
import * as organizations from './organizations.service';

export async function organizationsRoutes(app: FastifyInstance) {
  route(app, listOrganizationsContract, async (request) =>
    organizations.listOrganizations(app.db.db, requireTenant(request).companyId),
  );
  registerList(app, organizationsList, organizationsSource);
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
