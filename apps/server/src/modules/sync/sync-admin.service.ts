import { mskDate } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { getSyncRow, type SyncPair } from './sync-admin.list';
import { syncLockKey } from './sync.live';
import { ensureStates } from './sync.schedule';
import { datasetOf } from './sync.service';
import { syncState } from './sync.table';

export type { SyncPair };

const pairWhere = (pair: SyncPair) =>
  and(eq(syncState.accountId, pair.accountId), eq(syncState.dataset, pair.dataset));

/** The pair's state row, locked for the change; creates missing state rows first. */
async function lockState(tx: DbOrTx, pair: SyncPair) {
  if (!datasetOf(pair.dataset)) throw notFound('Этот набор данных не синхронизируется');
  await ensureStates(tx, pair.accountId);
  const [state] = await tx.select().from(syncState).where(pairWhere(pair)).for('update');
  if (!state) throw notFound('Кабинет WB или набор данных не найден');
  return state;
}

const entityId = (pair: SyncPair) => `${pair.accountId}:${pair.dataset}`;

const pausedError = () =>
  new AppError('SYNC_PAUSED', 'Синхронизация приостановлена: сначала возобновите её', 409);

/** Makes the pair due now. The caller queues it after the commit. */
export async function requestRun(database: Database, pair: SyncPair, ctx: AuditContext) {
  await database.db.transaction(async (tx) => {
    const state = await lockState(tx, pair);
    if (state.paused) throw pausedError();
    await tx
      .update(syncState)
      .set({ nextRunAt: sql`now()`, updatedAt: sql`now()` })
      .where(pairWhere(pair));
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
    await tx
      .update(syncState)
      .set({ paused: pair.paused, updatedAt: sql`now()` })
      .where(pairWhere(pair));
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
  if (pair.from > mskDate(now)) {
    throw validationFailed({ from: ['Дата не может быть позже сегодняшней'] });
  }
  const dataset = datasetOf(pair.dataset);
  if (!dataset) throw notFound('Этот набор данных не синхронизируется');
  return database.db.transaction(async (tx) => {
    const state = await lockState(tx, pair);
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${syncLockKey(pair.accountId, pair.dataset)}, 0)) as locked`,
    );
    const [lock] = rows;
    if (!lock?.locked) {
      throw new AppError(
        'SYNC_RUNNING',
        'Идёт синхронизация этих данных: повторите, когда она закончится',
        409,
      );
    }
    const cursor = dataset.initialCursor(new Date(`${pair.from}T00:00:00+03:00`), now);
    await tx
      .update(syncState)
      .set({ cursor, nextRunAt: sql`now()`, updatedAt: sql`now()` })
      .where(pairWhere(pair));
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
