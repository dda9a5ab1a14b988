import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import { clientErrorHandler } from './plugins/client-errors';
import { adminRoutes } from './modules/admin/admin.routes';
import { audit, auditContextOf } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { meRoutes } from './modules/auth/me.routes';
import { apiProxiesRoutes } from './modules/api-proxies/api-proxies.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { nmReportsRoutes } from './modules/nm-reports/nm-reports.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { productFlowRoutes } from './modules/product-flow/product-flow.routes';
import { incomeRoutes } from './modules/income/income.routes';
import { productCostsRoutes } from './modules/product-costs/product-costs.routes';
import { productRoutes } from './modules/products/product.routes';
import { currenciesRoutes } from './modules/currencies/currencies.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { productsRoutes } from './modules/products/products.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { wbStocksRoutes } from './modules/wb-stocks/wb-stocks.routes';
import { syncRoutes } from './modules/sync/sync.routes';
import { syncAdminRoutes } from './modules/sync/sync-admin.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { financesRoutes } from './modules/finances/finances.routes';
import { statementsRoutes } from './modules/finances/statements/statements.routes';
import { wbCookiesRoutes } from './modules/wb-cookies/wb-cookies.routes';
import { wbBaseUrls } from './modules/wb/wb-config';
import { wbTokensRoutes } from './modules/wb-tokens/wb-tokens.routes';
import { wbAccountsRoutes } from './modules/wb-accounts/wb-accounts.routes';
import { sessionPlugin } from './modules/auth/session.plugin';
import { companiesRoutes } from './modules/companies/companies.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes';
import { acceptanceRoutes } from './modules/warehouse/acceptance.routes';
import { transportationsRoutes } from './modules/transportations/transportations.routes';
import { districtsRoutes } from './modules/districts/districts.routes';
import { contractsPlugin } from './plugins/contracts';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

// Messages of validation errors in Russian: the product's first language.
z.config(z.locales.ru());

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    queue: JobQueue;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger?: FastifyBaseLogger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the Fastify app: external plugins → app plugins → modules. Does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  wbBaseUrls(config); // a malformed WB_BASE_URLS fails the start, not the first call to WB
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    // Honour a well-formed X-Request-Id from a proxy; otherwise make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing app is served, not refused with 503: a client cannot tell
    // whether a 503 is safe to send again (the server drains before closing the app anyway:
    // gracefulHttp in runtime.ts, docs/operations.md#stopping).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.database);
  app.decorate('queue', deps.queue);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Per-route throttles only (auth endpoints that send e-mail); limits in PostgreSQL do the rest.
  await app.register(rateLimit, { global: false });
  // App plugins
  await app.register(contractsPlugin);
  await app.register(sessionPlugin);
  await app.register(idempotencyPlugin);
  await app.register(docsPlugin, { config });
  app.accessDeniedListeners.push(async (request) => {
    await audit(app.db.db, auditContextOf(request), {
      action: 'auth.access_denied',
      entity: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
    });
  });
  // Modules
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(profileRoutes);
  await app.register(companiesRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(settingsRoutes);
  await app.register(adminRoutes);
  await app.register(organizationsRoutes);
  await app.register(wbAccountsRoutes);
  await app.register(wbTokensRoutes);
  await app.register(wbCookiesRoutes);
  await app.register(apiProxiesRoutes);
  await app.register(syncRoutes);
  await app.register(syncAdminRoutes);
  await app.register(ordersRoutes);
  await app.register(salesRoutes);
  await app.register(nmReportsRoutes);
  await app.register(incomeRoutes);
  await app.register(productFlowRoutes);
  await app.register(productRoutes);
  await app.register(productCostsRoutes);
  await app.register(currenciesRoutes);
  await app.register(productsRoutes);
  await app.register(warehouseRoutes);
  await app.register(acceptanceRoutes);
  await app.register(transportationsRoutes);
  await app.register(districtsRoutes);
  await app.register(savedViewsRoutes);
  await app.register(wbStocksRoutes);
  await app.register(tagsRoutes);
  await app.register(categoriesRoutes);
  await app.register(subjectsRoutes);
  await app.register(dashboardRoutes);
  await app.register(financesRoutes);
  await app.register(statementsRoutes);
  // The web app last, so API routes always win.
  if (config.SERVE_WEB) await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(url) && // a missing file stays a 404, never index.html
      app.serveIndexHtml === true;
    if (wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `Нет такого адреса: ${request.method} ${url}`,
      requestId: request.id,
    });
  });

  return app;
}
