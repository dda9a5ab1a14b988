import {
  adminCronJobNamesContract,
  adminCronReportList,
  adminGetSyncContract,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  adminSyncList,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { cronJobNames, cronReportSource } from './cron-report.list';
import { adminSyncSource, getSyncRow } from './sync-admin.list';
import * as syncAdmin from './sync-admin.service';
import { resyncPair, runPairNow } from './sync-requests.service';

/** /admin/sync and /admin/cron-report. Every route is adminOnly in its contract. */
export async function syncAdminRoutes(app: FastifyInstance) {
  const db = app.db.db;
  registerList(app, adminSyncList, adminSyncSource);
  route(app, adminGetSyncContract, async (request) => getSyncRow(db, request.query));
  route(app, adminRunSyncContract, async (request) =>
    runPairNow(
      app.db,
      app.queue,
      { accountId: request.body.accountId, dataset: request.body.dataset },
      auditContextOf(request),
    ),
  );
  route(app, adminPauseSyncContract, async (request) =>
    syncAdmin.setPaused(app.db, request.body, auditContextOf(request)),
  );
  route(app, adminResyncContract, async (request) =>
    resyncPair(app.db, app.queue, request.body, auditContextOf(request)),
  );
  registerList(app, adminCronReportList, cronReportSource);
  route(app, adminCronJobNamesContract, async () => cronJobNames(db));
}
