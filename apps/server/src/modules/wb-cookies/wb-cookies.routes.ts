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
import { exportCookies, listCookiePage } from './wb-cookies.list';
import * as cookies from './wb-cookies.service';

export async function wbCookiesRoutes(app: FastifyInstance) {
  route(app, listWbCookiesContract, async (request) =>
    listCookiePage(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportWbCookiesContract, async (request, reply) => {
    const { format, list } = request.query;
    const file = await exportCookies(
      app.db,
      requireTenant(request).companyId,
      list,
      format,
      auditContextOf(request),
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
