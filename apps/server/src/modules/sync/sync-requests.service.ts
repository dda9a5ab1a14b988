import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { audit, type AuditContext } from '../audit/audit.service';
import { getSyncRow } from './sync-admin.list';
import * as syncAdmin from './sync-admin.service';
import { queueSync } from './sync.jobs';
import type { SyncPair } from './sync.repository';
import { accountSync, requestSync } from './sync.schedule';

/*
 * What people ask of the sync and answer at once: the request is recorded (and audited), the
 * runs are queued, and the answer is the state the page shows next. Apart from the services the
 * queue's jobs call (sync.jobs imports sync.service and sync.schedule), so no import goes round.
 */

/** "Синхронизировать сейчас" on a cabinet: every dataset due now (audited), then queued. */
export async function syncAccountNow(
  database: Database,
  queue: JobQueue,
  companyId: string,
  accountId: string,
  ctx: AuditContext,
) {
  const pairs = await database.db.transaction(async (tx) => {
    const due = await requestSync(tx, companyId, accountId);
    await audit(tx, ctx, {
      action: 'wb_account.sync_requested',
      entity: 'wb_account',
      entityId: accountId,
      after: { datasets: due.map((p) => p.dataset) },
    });
    return due;
  });
  await queueSync(queue, pairs);
  return accountSync(database.db, companyId, accountId);
}

/** An administrator's "Запустить сейчас" on one cabinet × dataset. */
export async function runPairNow(
  database: Database,
  queue: JobQueue,
  pair: SyncPair,
  ctx: AuditContext,
) {
  await syncAdmin.requestRun(database, pair, ctx);
  await queueSync(queue, [pair]);
  return getSyncRow(database.db, pair);
}

/** An administrator's resync from a date: queued when the cursor moved back. */
export async function resyncPair(
  database: Database,
  queue: JobQueue,
  request: SyncPair & { from: string },
  ctx: AuditContext,
) {
  const pair = { accountId: request.accountId, dataset: request.dataset };
  if (await syncAdmin.resync(database, request, ctx)) await queueSync(queue, [pair]);
  return getSyncRow(database.db, pair);
}
