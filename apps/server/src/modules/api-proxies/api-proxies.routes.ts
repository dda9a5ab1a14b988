import {
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  listApiProxiesContract,
  updateApiProxyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as proxies from './api-proxies.service';

export async function apiProxiesRoutes(app: FastifyInstance) {
  route(app, listApiProxiesContract, async (request) =>
    proxies.listProxies(app.db.db, requireTenant(request).companyId),
  );
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
