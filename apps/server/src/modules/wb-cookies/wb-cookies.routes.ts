import {
  deleteWbCookieContract,
  exportWbCookiesContract,
  listWbCookiesContract,
  saveWbCookieContract,
  wbCookieFeaturesContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { wbCookiesResource, WB_COOKIES_EXPORT, listCookiePage } from './wb-cookies.list';
import * as cookies from './wb-cookies.service';
import { auditedExport, exportInputOf } from '../audit/audited-export';

export async function wbCookiesRoutes(app: FastifyInstance) {
  route(app, listWbCookiesContract, async (request) =>
    listCookiePage(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportWbCookiesContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      wbCookiesResource,
      requireTenant(request).companyId,
      WB_COOKIES_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, wbCookieFeaturesContract, async (request) => {
    requireTenant(request);
    return cookies.portalFeatures(app.db.db);
  });
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
