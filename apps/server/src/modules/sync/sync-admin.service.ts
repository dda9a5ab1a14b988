import { mskDate, type AdminJobRun, type AdminSyncRow } from '@wb/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { companies } from '../companies/companies.table';
import { jobRuns } from '../jobs/jobs.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { ensureStates } from './sync.schedule';
import { datasetOf, SYNC_DATASETS } from './sync.service';
import { syncRuns, syncState } from './sync.table';

interface Page {
  q?: string;
  page: number;
  pageSize: number;
}

export interface SyncPair {
  accountId: string;
  dataset: string;
}

/** LIKE pattern for a search text, with %, _ and \ taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The dataset keys the engine syncs, as an SQL array (list order). */
const syncedKeys = () =>
  sql`array[${sql.join(
    SYNC_DATASETS.map((d) => sql`${d.key}`),
    sql`, `,
  )}]::text[]`;

/** Every synced dataset of an account, whether or not its state row exists yet. */
const datasetCol = sql<string>`d.dataset`;

/** The newest run of the account × dataset (joined on its id). */
const latestRunId = sql`(select r.id from sync_runs r
  where r.account_id = ${wbAccounts.id} and r.dataset = d.dataset
  order by r.started_at desc, r.id desc limit 1)`;

const problem = sql<boolean>`(${syncState.lastError} is not null
  or ${syncState.skippedReason} is not null or coalesce(${syncRuns.status} = 'failed', false))`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const stateOn = and(eq(syncState.accountId, wbAccounts.id), eq(syncState.dataset, datasetCol));

/**
 * Accounts with a known seller × synced datasets (a read: state rows not created yet show as
 * never run), with the company, the state and the latest run.
 */
function selectRows(db: DbOrTx) {
  return db
    .select({
      state: syncState,
      dataset: datasetCol,
      companyId: companies.id,
      companyName: companies.name,
      accountId: wbAccounts.id,
      accountName: wbAccounts.name,
      accountSyncEnabled: wbAccounts.syncEnabled,
      run: syncRuns,
      problem,
    })
    .from(wbAccounts)
    .innerJoin(sql`unnest(${syncedKeys()}) as d(dataset)`, sql`true`)
    .innerJoin(companies, eq(companies.id, wbAccounts.companyId))
    .leftJoin(syncState, stateOn)
    .leftJoin(syncRuns, eq(syncRuns.id, latestRunId));
}

function countRows(db: DbOrTx) {
  return db
    .select({ n: count() })
    .from(wbAccounts)
    .innerJoin(sql`unnest(${syncedKeys()}) as d(dataset)`, sql`true`)
    .innerJoin(companies, eq(companies.id, wbAccounts.companyId))
    .leftJoin(syncState, stateOn)
    .leftJoin(syncRuns, eq(syncRuns.id, latestRunId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function syncRow(r: Selected, now: number): AdminSyncRow {
  const s = r.state;
  const lastSuccessAt = s?.lastSuccessAt ?? null;
  return {
    companyId: r.companyId,
    companyName: r.companyName,
    accountId: r.accountId,
    accountName: r.accountName,
    accountSyncEnabled: r.accountSyncEnabled,
    dataset: r.dataset,
    lastSuccessAt: iso(lastSuccessAt),
    lagSeconds: lastSuccessAt
      ? Math.max(0, Math.floor((now - lastSuccessAt.getTime()) / 1000))
      : null,
    rowsTotal: s?.rowsTotal ?? 0,
    lastError: s?.lastError ?? null,
    lastErrorAt: iso(s?.lastErrorAt ?? null),
    skippedReason: s?.skippedReason ?? null,
    paused: s?.paused ?? false,
    // A state row not created yet is due at once.
    nextRunAt: (s?.nextRunAt ?? new Date(now)).toISOString(),
    problem: r.problem,
    lastRun: r.run
      ? {
          status: r.run.status as NonNullable<AdminSyncRow['lastRun']>['status'],
          startedAt: r.run.startedAt.toISOString(),
          finishedAt: iso(r.run.finishedAt),
          pages: r.run.pages,
          rowsIn: r.run.rowsIn,
          rowsUpserted: r.run.rowsUpserted,
          requests: r.run.requests,
          retries: r.run.retries,
          rateLimitWaitMs: r.run.rateLimitWaitMs,
          error: r.run.error,
        }
      : null,
  };
}

/** Every account × dataset of every company, searched by company or account name, paged. */
export async function listSync(db: DbOrTx, query: Page & { problems?: 'true' | 'false' }) {
  const where = and(
    isNotNull(wbAccounts.sellerId),
    query.q
      ? or(ilike(companies.name, like(query.q)), ilike(wbAccounts.name, like(query.q)))
      : undefined,
    query.problems ? sql`${problem} = ${query.problems === 'true'}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        asc(companies.name),
        asc(wbAccounts.name),
        asc(wbAccounts.id),
        sql`array_position(${syncedKeys()}, d.dataset)`,
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db).where(where),
  ]);
  const now = Date.now();
  return {
    items: rows.map((r) => syncRow(r, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const pairWhere = (pair: SyncPair) =>
  and(eq(syncState.accountId, pair.accountId), eq(syncState.dataset, pair.dataset));

/** One account × dataset as the list shows it. */
export async function getSyncRow(db: DbOrTx, pair: SyncPair): Promise<AdminSyncRow> {
  const [row] = await selectRows(db).where(
    and(eq(wbAccounts.id, pair.accountId), sql`d.dataset = ${pair.dataset}`),
  );
  if (!row) throw notFound('Кабинет WB или набор данных не найден');
  return syncRow(row, Date.now());
}

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

const lockKey = (pair: SyncPair) => `sync:${pair.accountId}:${pair.dataset}`;

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
      sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey(pair)}, 0)) as locked`,
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

/** A run still "running" after the queue gave up on it failed too. */
const runFailed = sql<boolean>`(${jobRuns.status} = 'failed'
  or (${jobRuns.status} = 'running' and ${jobRuns.expiresAt} < now()))`;

export async function cronReport(
  db: DbOrTx,
  query: {
    page: number;
    pageSize: number;
    name?: string;
    status?: AdminJobRun['status'];
  },
) {
  const where = and(
    query.name ? eq(jobRuns.name, query.name) : undefined,
    query.status ? eq(jobRuns.status, query.status) : undefined,
  );
  const [rows, [total], names] = await Promise.all([
    db
      .select({ run: jobRuns, failed: runFailed })
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(jobRuns).where(where),
    db.selectDistinct({ name: jobRuns.name }).from(jobRuns).orderBy(jobRuns.name),
  ]);
  const items: AdminJobRun[] = rows.map(({ run, failed }) => ({
    id: run.id,
    name: run.name,
    jobId: run.jobId,
    attempt: run.attempt,
    schedule: run.schedule,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    durationMs: run.durationMs,
    error: run.error,
    worker: run.worker,
    failed,
  }));
  return {
    items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    names: names.map((n) => n.name),
  };
}
