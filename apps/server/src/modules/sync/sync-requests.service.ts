import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { AuditContext } from '../audit/audit.service';
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

/** "Синхронизировать сейчас" on a cabinet: every dataset due now, queued. */
export async function syncAccountNow(
  database: Database,
  queue: JobQueue,
  companyId: string,
  accountId: string,
) {
  await queueSync(queue, await requestSync(database.db, companyId, accountId));
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
