import {
  deleteWbCookieContract,
  saveWbCookieContract,
  wbCookieFeaturesContract,
  wbCookiesList,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { wbCookiesSource } from './wb-cookies.list';
import * as cookies from './wb-cookies.service';

export async function wbCookiesRoutes(app: FastifyInstance) {
  registerList(app, wbCookiesList, wbCookiesSource);
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
