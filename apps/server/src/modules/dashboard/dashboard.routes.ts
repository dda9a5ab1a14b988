import { getDashboardContract } from '@wb/shared/dashboard/dashboard.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import { getDashboard } from './dashboard.service';

/** /: every block of the dashboard in one response (blocks by the caller's permissions). */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, getDashboardContract, async (request) =>
    getDashboard(
      app.db,
      request.principal!,
      requireTenant(request).companyId,
      request.query.account ?? null,
    ),
  );
}
