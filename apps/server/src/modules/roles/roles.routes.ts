import {
  createRoleContract,
  deleteRoleContract,
  listRolesContract,
  updateRoleContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as rolesService from './roles.service';

export async function rolesRoutes(app: FastifyInstance) {
  route(app, listRolesContract, async (request) =>
    rolesService.listRoles(app.db, requireTenant(request).companyId),
  );
  route(app, createRoleContract, async (request) =>
    rolesService.createRole(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, updateRoleContract, async (request) =>
    rolesService.updateRole(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteRoleContract, async (request) => {
    await rolesService.deleteRole(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body ?? undefined,
      auditContextOf(request),
    );
  });
}
