import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { DbOrTx } from '../../db/client';
import { liveSql, type LivePair } from './sync.live';
import { SYNC_DATASETS } from './sync.registry';
import { syncRuns, syncState } from './sync.table';

/** One account × dataset. */
export interface SyncPair {
  accountId: string;
  dataset: string;
}

/** A change of a pair's state row. */
export type SyncStateChange = PgUpdateSetSource<typeof syncState>;

const pairWhere = (pair: SyncPair) =>
  and(eq(syncState.accountId, pair.accountId), eq(syncState.dataset, pair.dataset));

// ---------------------------------------------------------------- fragments

/** The live pair (sync.live.ts) of `a` (wb_accounts) and `st` (sync_state) of a query. */
export const pairOf = (dataset: SQL): LivePair => ({
  accountId: sql`a.id`,
  dataset,
  nextRunAt: sql`st.next_run_at`,
  paused: sql`st.paused`,
  syncEnabled: sql`a.sync_enabled`,
});

/** The dataset keys the engine syncs, as an SQL array (their order). */
export const syncedKeys = () =>
  sql`array[${sql.join(
    SYNC_DATASETS.map((d) => sql`${d.key}`),
    sql`, `,
  )}]::text[]`;

// ---------------------------------------------------------------- state rows

/** Creates the state rows that do not exist yet. */
export async function insertStates(
  db: DbOrTx,
  rows: { accountId: string; companyId: string; dataset: string }[],
): Promise<void> {
  if (rows.length) await db.insert(syncState).values(rows).onConflictDoNothing();
}

/** The pair's state row, if any. */
export async function stateOf(db: DbOrTx, pair: SyncPair) {
  const [state] = await db.select().from(syncState).where(pairWhere(pair));
  return state;
}

/** The pair's state row, locked until the transaction ends. */
export async function lockState(tx: DbOrTx, pair: SyncPair) {
  const [state] = await tx.select().from(syncState).where(pairWhere(pair)).for('update');
  return state;
}

/** Changes the pair's state row (its `updatedAt` too, unless the change sets it). */
export async function updateState(db: DbOrTx, pair: SyncPair, change: SyncStateChange) {
  await db
    .update(syncState)
    .set({ updatedAt: sql`now()`, ...change })
    .where(pairWhere(pair));
}

/** Makes the pair due now, with the `change` given. */
export async function makeDue(db: DbOrTx, pair: SyncPair, change: SyncStateChange = {}) {
  await updateState(db, pair, { ...change, nextRunAt: sql`now()` });
}

/** Marks a pair skipped (`reason`) and due again in an hour. */
export async function skipState(db: DbOrTx, pair: SyncPair, reason: string, now: Date) {
  await updateState(db, pair, {
    skippedReason: reason,
    lastRunAt: now,
    nextRunAt: sql`now() + interval '1 hour'`,
    updatedAt: now,
  });
}

/** Makes every dataset of the account that is not paused due at `now`. */
export async function makeAccountDue(db: DbOrTx, accountId: string, now: Date) {
  await db
    .update(syncState)
    .set({ nextRunAt: now, updatedAt: now })
    .where(and(eq(syncState.accountId, accountId), eq(syncState.paused, false)));
}

/** Account × dataset pairs due at `now`: the account's sync on, not paused, next run reached. */
export async function duePairs(db: DbOrTx, now: Date): Promise<SyncPair[]> {
  const { rows } = await db.execute<{ accountId: string; dataset: string }>(sql`
    SELECT st.account_id AS "accountId", st.dataset
      FROM sync_state st
      JOIN wb_accounts a ON a.id = st.account_id
     WHERE a.sync_enabled = true AND st.paused = false AND st.next_run_at <= ${now}`);
  return rows;
}

/** The account's synced datasets (their order) with their state and what each does now. */
export async function accountStates(db: DbOrTx, companyId: string, accountId: string) {
  const { rows } = await db.execute(sql`
    SELECT d.dataset, st.paused, st.last_success_at, st.last_error, st.last_error_at,
           st.skipped_reason, st.rows_total, ${liveSql(pairOf(sql`d.dataset`))} AS live
      FROM wb_accounts a
     CROSS JOIN unnest(${syncedKeys()}) WITH ORDINALITY AS d(dataset, ord)
      JOIN sync_state st ON st.account_id = a.id AND st.dataset = d.dataset
     WHERE a.id = ${accountId}::uuid AND a.company_id = ${companyId}::uuid
     ORDER BY d.ord`);
  return rows;
}

/**
 * The company's accounts with sync on, each with its synced datasets that are not paused (a row
 * without a dataset for an account that has none yet).
 */
export async function companyStates(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute<{
    account_id: string;
    account_name: string;
    dataset: string | null;
    last_error: string | null;
    last_error_at: string | null;
    last_success_at: string | null;
    live: unknown;
  }>(sql`
    SELECT a.id AS account_id, a.name AS account_name, st.dataset, st.last_error,
           to_json(st.last_error_at) #>> '{}' AS last_error_at,
           to_json(st.last_success_at) #>> '{}' AS last_success_at,
           CASE WHEN st.dataset IS NOT NULL THEN ${liveSql(pairOf(sql`st.dataset`))} END AS live
      FROM wb_accounts a
      LEFT JOIN sync_state st ON st.account_id = a.id AND NOT st.paused
           AND st.dataset = ANY(${syncedKeys()})
     WHERE a.company_id = ${companyId} AND a.sync_enabled`);
  return rows;
}

// ---------------------------------------------------------------- runs

/** Ends the pair's runs still marked running as failed (`error`). */
export async function failRunningRuns(db: DbOrTx, pair: SyncPair, error: string) {
  await db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: new Date(), error })
    .where(
      and(
        eq(syncRuns.accountId, pair.accountId),
        eq(syncRuns.dataset, pair.dataset),
        eq(syncRuns.status, 'running'),
      ),
    );
}

/** Starts a run of the pair; gives its id. */
export async function insertRun(
  db: DbOrTx,
  run: { companyId: string; accountId: string; dataset: string },
): Promise<number> {
  const [row] = await db
    .insert(syncRuns)
    .values({ ...run, status: 'running' })
    .returning({ id: syncRuns.id });
  return row!.id;
}

/** Stores how a run ended. */
export async function finishRun(
  db: DbOrTx,
  runId: number,
  change: PgUpdateSetSource<typeof syncRuns>,
) {
  await db.update(syncRuns).set(change).where(eq(syncRuns.id, runId));
}

// ---------------------------------------------------------------- locks and page transactions

/** The session advisory lock of the pair's key; false when another session holds it. */
export async function tryLock(client: PoolClient, key: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
    [key],
  );
  return rows[0]?.locked === true;
}

export async function unlock(client: PoolClient, key: string): Promise<void> {
  await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
}

/** The advisory lock of the pair's key until the transaction ends; false when it is held. */
export async function tryTransactionLock(tx: DbOrTx, key: string): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  );
  return rows[0]?.locked === true;
}

/** Runs `write` in a transaction of the connection: committed when it returns, else rolled back. */
export async function inTransaction<T>(client: PoolClient, write: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await write();
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

/** Locks the account row against deletion until the transaction ends; false when it is gone. */
export async function holdAccount(client: PoolClient, accountId: string): Promise<boolean> {
  const held = await client.query('SELECT 1 FROM wb_accounts WHERE id = $1 FOR KEY SHARE', [
    accountId,
  ]);
  return !!held.rowCount;
}

/** A committed page: the run's counts so far and the pair's cursor and row total. */
export interface PageProgress {
  runId: number;
  cursor: unknown;
  upserted: number;
  pages: number;
  rowsIn: number;
  rowsUpserted: number;
  requests: number;
  retries: number;
  waitMs: number;
}

/**
 * Stores a page's progress with the page (one statement: the write path's budget is per
 * statement), so a running sync shows its progress as each page commits.
 */
export async function savePageProgress(client: PoolClient, pair: SyncPair, p: PageProgress) {
  await client.query(
    `WITH run AS (
       UPDATE sync_runs SET pages = $6, rows_in = $7, rows_upserted = $8, requests = $9,
              retries = $10, rate_limit_wait_ms = $11
        WHERE id = $5)
     UPDATE sync_state SET cursor = $3, rows_total = rows_total + $4, updated_at = now()
      WHERE account_id = $1 AND dataset = $2`,
    [
      pair.accountId,
      pair.dataset,
      JSON.stringify(p.cursor),
      p.upserted,
      p.runId,
      p.pages,
      p.rowsIn,
      p.rowsUpserted,
      p.requests,
      p.retries,
      Math.round(p.waitMs),
    ],
  );
}
