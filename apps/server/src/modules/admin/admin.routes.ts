import {
  adminBlockCompanyContract,
  adminBlockUserContract,
  adminCompaniesList,
  adminForcePasswordResetContract,
  adminGetUserContract,
  adminRevokeSessionContract,
  adminSetAdminContract,
  adminUsersList,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import { adminCompaniesSource } from './admin-companies.list';
import { adminUsersSource } from './admin-users.list';
import * as admin from './admin.service';

/** Platform administration. Every route is adminOnly in its contract. */
export async function adminRoutes(app: FastifyInstance) {
  const db = app.db.db;
  registerList(app, adminUsersList, adminUsersSource);
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
  registerList(app, adminCompaniesList, adminCompaniesSource);
  route(app, adminBlockCompanyContract, async (request) =>
    admin.setCompanyBlocked(
      app.db,
      request.params.id,
      request.body.blocked,
      auditContextOf(request),
    ),
  );
}
