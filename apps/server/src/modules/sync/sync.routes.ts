import { getAccountSyncContract, getCompanySyncContract, syncAccountNowContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { syncAccountNow } from './sync-requests.service';
import { accountSync } from './sync.schedule';
import { companySync } from './sync.status';

export async function syncRoutes(app: FastifyInstance) {
  route(app, getAccountSyncContract, async (request) =>
    accountSync(app.db.db, requireTenant(request).companyId, request.params.id),
  );
  route(app, syncAccountNowContract, async (request) =>
    syncAccountNow(
      app.db,
      app.queue,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    ),
  );
  route(app, getCompanySyncContract, async (request) =>
    companySync(app.db.db, requireTenant(request).companyId),
  );
}
