import {
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  exportApiProxiesContract,
  listApiProxiesContract,
  updateApiProxyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { apiProxiesResource, API_PROXIES_EXPORT, listProxyPage } from './api-proxies.list';
import * as proxies from './api-proxies.service';
import { auditedExport, exportInputOf } from '../audit/audited-export';

export async function apiProxiesRoutes(app: FastifyInstance) {
  route(app, listApiProxiesContract, async (request) =>
    listProxyPage(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportApiProxiesContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      apiProxiesResource,
      requireTenant(request).companyId,
      API_PROXIES_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, createApiProxyContract, async (request) =>
    proxies.createProxy(
      app.db,
      app.config,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, updateApiProxyContract, async (request) =>
    proxies.updateProxy(
      app.db,
      app.config,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, checkApiProxyContract, async (request) =>
    proxies.checkProxyNow(app.db, app.config, requireTenant(request).companyId, request.params.id),
  );
  route(app, deleteApiProxyContract, async (request) => {
    await proxies.deleteProxy(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    );
  });
}
