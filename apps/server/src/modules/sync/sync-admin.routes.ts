import {
  adminCronJobNamesContract,
  adminCronReportContract,
  adminExportCronReportContract,
  adminExportSyncContract,
  adminListSyncContract,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import * as cron from './cron-report.list';
import * as syncList from './sync-admin.list';
import * as syncAdmin from './sync-admin.service';
import { queueSync } from './sync.jobs';
import { auditedPlatformExport, exportInputOf } from '../audit/audited-export';

/** /admin/sync and /admin/cron-report. Every route is adminOnly in its contract. */
export async function syncAdminRoutes(app: FastifyInstance) {
  const db = app.db.db;
  route(app, adminListSyncContract, async (request) => syncList.listSync(db, request.query.list));
  route(app, adminExportSyncContract, async (request, reply) =>
    sendExport(
      reply,
      await auditedPlatformExport(
        app.db,
        syncList.adminSyncResource,
        syncList.SYNC_EXPORT,
        exportInputOf(request),
      ),
    ),
  );
  route(app, adminRunSyncContract, async (request) => {
    const pair = { accountId: request.body.accountId, dataset: request.body.dataset };
    await syncAdmin.requestRun(app.db, pair, auditContextOf(request));
    await queueSync(app.queue, [pair]);
    return syncList.getSyncRow(db, pair);
  });
  route(app, adminPauseSyncContract, async (request) =>
    syncAdmin.setPaused(app.db, request.body, auditContextOf(request)),
  );
  route(app, adminResyncContract, async (request) => {
    const { accountId, dataset } = request.body;
    if (await syncAdmin.resync(app.db, request.body, auditContextOf(request))) {
      await queueSync(app.queue, [{ accountId, dataset }]);
    }
    return syncList.getSyncRow(db, { accountId, dataset });
  });
  route(app, adminCronReportContract, async (request) => cron.cronReport(db, request.query.list));
  route(app, adminCronJobNamesContract, async () => cron.cronJobNames(db));
  route(app, adminExportCronReportContract, async (request, reply) =>
    sendExport(
      reply,
      await auditedPlatformExport(
        app.db,
        cron.cronReportResource,
        cron.CRON_REPORT_EXPORT,
        exportInputOf(request),
      ),
    ),
  );
}
