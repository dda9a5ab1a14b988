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
import { queueSync } from './sync.jobs';

/** /admin/sync and /admin/cron-report. Every route is adminOnly in its contract. */
export async function syncAdminRoutes(app: FastifyInstance) {
  const db = app.db.db;
  registerList(app, adminSyncList, adminSyncSource);
  route(app, adminGetSyncContract, async (request) => getSyncRow(db, request.query));
  route(app, adminRunSyncContract, async (request) => {
    const pair = { accountId: request.body.accountId, dataset: request.body.dataset };
    await syncAdmin.requestRun(app.db, pair, auditContextOf(request));
    await queueSync(app.queue, [pair]);
    return getSyncRow(db, pair);
  });
  route(app, adminPauseSyncContract, async (request) =>
    syncAdmin.setPaused(app.db, request.body, auditContextOf(request)),
  );
  route(app, adminResyncContract, async (request) => {
    const { accountId, dataset } = request.body;
    if (await syncAdmin.resync(app.db, request.body, auditContextOf(request))) {
      await queueSync(app.queue, [{ accountId, dataset }]);
    }
    return getSyncRow(db, { accountId, dataset });
  });
  registerList(app, adminCronReportList, cronReportSource);
  route(app, adminCronJobNamesContract, async () => cronJobNames(db));
}
