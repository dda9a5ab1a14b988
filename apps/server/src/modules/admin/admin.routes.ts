import {
  adminBlockCompanyContract,
  adminBlockUserContract,
  adminExportCompaniesContract,
  adminExportUsersContract,
  adminForcePasswordResetContract,
  adminGetUserContract,
  adminListCompaniesContract,
  adminListUsersContract,
  adminRevokeSessionContract,
  adminSetAdminContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import * as admin from './admin.service';
import * as adminCompanies from './admin-companies.list';
import * as adminUsers from './admin-users.list';
import { auditedPlatformExport, exportInputOf } from '../audit/audited-export';

/** Platform administration. Every route is adminOnly in its contract. */
export async function adminRoutes(app: FastifyInstance) {
  const db = app.db.db;
  route(app, adminListUsersContract, async (request) =>
    adminUsers.listUsers(db, request.query.list),
  );
  route(app, adminExportUsersContract, async (request, reply) =>
    sendExport(
      reply,
      await auditedPlatformExport(
        app.db,
        adminUsers.adminUsersResource,
        adminUsers.ADMIN_USERS_EXPORT,
        exportInputOf(request),
      ),
    ),
  );
  route(app, adminGetUserContract, async (request) => admin.getUser(db, request.params.id));
  route(app, adminBlockUserContract, async (request) =>
    admin.setBlocked(
      app.db,
      requireAuth(request).user.id,
      request.params.id,
      request.body.blocked,
      auditContextOf(request),
    ),
  );
  route(app, adminForcePasswordResetContract, async (request) => {
    const user = await admin.forcePasswordReset(
      app.db,
      app.config,
      request.params.id,
      auditContextOf(request),
    );
    await kickMailDelivery(app);
    return user;
  });
  route(app, adminSetAdminContract, async (request) =>
    admin.setAdmin(app.db, request.params.id, request.body.admin, auditContextOf(request)),
  );
  route(app, adminRevokeSessionContract, async (request) => {
    await admin.revokeUserSession(
      app.db,
      request.params.id,
      request.params.sessionId,
      auditContextOf(request),
    );
  });
  route(app, adminListCompaniesContract, async (request) =>
    adminCompanies.listCompanies(db, request.query.list),
  );
  route(app, adminExportCompaniesContract, async (request, reply) =>
    sendExport(
      reply,
      await auditedPlatformExport(
        app.db,
        adminCompanies.adminCompaniesResource,
        adminCompanies.ADMIN_COMPANIES_EXPORT,
        exportInputOf(request),
      ),
    ),
  );
  route(app, adminBlockCompanyContract, async (request) =>
    admin.setCompanyBlocked(
      app.db,
      request.params.id,
      request.body.blocked,
      auditContextOf(request),
    ),
  );
}
