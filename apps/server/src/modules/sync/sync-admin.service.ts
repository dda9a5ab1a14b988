import { mskDate } from '@wb/shared';
import { mskDayStart } from '@wb/shared/dates/msk';
import type { Database, DbOrTx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { getSyncRow } from './sync-admin.list';
import {
  datasetNotSynced,
  pairNotFound,
  resyncFromFuture,
  syncPaused,
  syncRunning,
} from './sync.errors';
import { syncLockKey } from './sync.live';
import { datasetOf } from './sync.registry';
import * as repo from './sync.repository';
import type { SyncPair } from './sync.repository';
import { ensureStates } from './sync.schedule';

export type { SyncPair };

/** The pair's state row, locked for the change; creates missing state rows first. */
async function lockState(tx: DbOrTx, pair: SyncPair) {
  if (!datasetOf(pair.dataset)) throw datasetNotSynced();
  await ensureStates(tx, pair.accountId);
  const state = await repo.lockState(tx, pair);
  if (!state) throw pairNotFound();
  return state;
}

const entityId = (pair: SyncPair) => `${pair.accountId}:${pair.dataset}`;

/** Makes the pair due now. The caller queues it after the commit. */
export async function requestRun(database: Database, pair: SyncPair, ctx: AuditContext) {
  await database.db.transaction(async (tx) => {
    const state = await lockState(tx, pair);
    if (state.paused) throw syncPaused();
    await repo.makeDue(tx, pair);
    await audit(tx, ctx, {
      action: 'admin.sync_run_requested',
      entity: 'sync_state',
      entityId: entityId(pair),
      companyId: state.companyId,
    });
  });
}

export async function setPaused(
  database: Database,
  pair: SyncPair & { paused: boolean },
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const state = await lockState(tx, pair);
    await repo.updateState(tx, pair, { paused: pair.paused });
    await audit(tx, ctx, {
      action: pair.paused ? 'admin.sync_paused' : 'admin.sync_resumed',
      entity: 'sync_state',
      entityId: entityId(pair),
      companyId: state.companyId,
      before: { paused: state.paused },
      after: { paused: pair.paused },
    });
  });
  return getSyncRow(database.db, pair);
}

/**
 * Resets the cursor so the next run reads from `from` (a Moscow business date) and makes it due
 * now. Refused while a run holds the pair's lock: it would write its own cursor over this one.
 * Returns whether the pair should be queued (not when paused).
 */
export async function resync(
  database: Database,
  pair: SyncPair & { from: string },
  ctx: AuditContext,
  now = new Date(),
): Promise<boolean> {
  if (pair.from > mskDate(now)) throw resyncFromFuture();
  const dataset = datasetOf(pair.dataset);
  if (!dataset) throw datasetNotSynced();
  return database.db.transaction(async (tx) => {
    const state = await lockState(tx, pair);
    if (!(await repo.tryTransactionLock(tx, syncLockKey(pair.accountId, pair.dataset)))) {
      throw syncRunning();
    }
    const cursor = dataset.initialCursor(mskDayStart(pair.from), now);
    await repo.makeDue(tx, pair, { cursor });
    await audit(tx, ctx, {
      action: 'admin.sync_resync_requested',
      entity: 'sync_state',
      entityId: entityId(pair),
      companyId: state.companyId,
      before: { cursor: state.cursor },
      after: { cursor, from: pair.from },
    });
    return !state.paused;
  });
}
