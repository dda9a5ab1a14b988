import { deleteWbCookieContract, listWbCookiesContract, saveWbCookieContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as cookies from './wb-cookies.service';

export async function wbCookiesRoutes(app: FastifyInstance) {
  route(app, listWbCookiesContract, async (request) =>
    cookies.listCookies(app.db.db, requireTenant(request).companyId),
  );
  route(app, saveWbCookieContract, async (request) =>
    cookies.saveCookie(
      app.db,
      app.config,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteWbCookieContract, async (request) => {
    await cookies.deleteCookie(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    );
  });
}
