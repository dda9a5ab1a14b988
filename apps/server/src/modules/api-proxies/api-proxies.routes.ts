import {
  apiProxiesList,
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  updateApiProxyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { apiProxiesSource } from './api-proxies.list';
import * as proxies from './api-proxies.service';

export async function apiProxiesRoutes(app: FastifyInstance) {
  registerList(app, apiProxiesList, apiProxiesSource);
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
