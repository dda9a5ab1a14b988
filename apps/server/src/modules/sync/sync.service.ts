import { WB_DATASETS, type WbDatasetKey } from '@wb/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { WbDeferredError } from '@wb/wb/http/errors';
import type { WbRequestEvent } from '@wb/wb/http/metrics';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { wbTokens } from '../wb-tokens/wb-tokens.table';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import { cardsDataset, pricesDataset } from '../products/products.datasets';
import { subjectsDataset } from '../subjects/subjects.datasets';
import { tagsDataset } from '../tags/tags.datasets';
import { financeDatasets } from '../finance/finance.datasets';
import { costsDatasets } from '../costs/costs.datasets';
import { suppliesDataset } from '../supplies/supplies.datasets';
import { acceptanceDataset } from '../tariffs/acceptance.datasets';
import { tariffsDataset } from '../tariffs/tariffs.datasets';
import { adSpendDataset } from '../advert/ad-spend.datasets';
import { orderFeedDataset } from '../orders/order-feed.datasets';
import { ordersDataset } from '../orders/orders.datasets';
import { salesDataset } from '../sales/sales.datasets';
import { stocksDataset } from '../stocks/stocks.datasets';
import { sellerWarehousesDataset } from '../stocks/warehouses.datasets';
import { coalesced } from './coalesce';
import type { SyncDataset } from './dataset';
import { syncLockKey as lockKey } from './sync.live';
import { syncRuns, syncState } from './sync.table';

const DATASETS: readonly SyncDataset[] = [
  cardsDataset,
  subjectsDataset,
  tagsDataset,
  pricesDataset,
  ordersDataset,
  salesDataset,
  orderFeedDataset,
  stocksDataset,
  sellerWarehousesDataset,
  ...financeDatasets,
  ...costsDatasets,
  suppliesDataset,
  tariffsDataset,
  acceptanceDataset,
  adSpendDataset,
];

/** Every dataset of WB_DATASETS, in its order; one without a sync fails at start. */
export const SYNC_DATASETS: readonly SyncDataset[] = WB_DATASETS.map(({ key }) => {
  const dataset = DATASETS.find((d) => d.key === key);
  if (!dataset) throw new Error(`No sync for dataset ${key}`);
  return dataset;
});

export const datasetOf = (key: string) => SYNC_DATASETS.find((d) => d.key === key);

const RETRY_AFTER_ERROR_MINUTES = 5;
const ACCOUNT_GONE = 'Кабинет удалён';
const INTERRUPTED =
  'Прервано: процесс синхронизации остановился, следующий запуск продолжит с места остановки';

export type SyncOutcome =
  | {
      status: 'succeeded' | 'failed';
      runId: number;
      pages: number;
      rowsIn: number;
      rowsUpserted: number;
    }
  | {
      /** Stopped before a wait for WB's limit: what was read is committed; again in `retryInMs`. */
      status: 'deferred';
      runId: number;
      pages: number;
      rowsIn: number;
      rowsUpserted: number;
      retryInMs: number;
    }
  | { status: 'skipped'; reason: string }
  | { status: 'busy' };

export interface RunOptions {
  signal?: AbortSignal;
  now?: Date;
  /**
   * The longest one wait for WB's limit may be; a longer one ends the run as 'deferred' after its
   * last committed page (the job queues it again for when the bucket has a token). Unset: the run
   * waits as long as WB's limits say (tests, benchmarks).
   */
  maxWaitMs?: number;
  /** Called after each committed page (tests stop a run here). */
  afterPage?: (page: number) => void | Promise<void>;
}

/** A token of the account that WB accepts for the dataset's category, decrypted. */
async function tokenFor(deps: WbClientDeps, accountId: string, dataset: SyncDataset, now: Date) {
  const rows = await deps.database.db
    .select({
      ciphertext: wbTokens.ciphertext,
      sellerId: wbTokens.sellerId,
      categories: wbTokens.categories,
    })
    .from(wbTokens)
    .where(
      and(
        eq(wbTokens.accountId, accountId),
        eq(wbTokens.rejected, false),
        gt(wbTokens.expiresAt, now),
      ),
    )
    .orderBy(sql`${wbTokens.expiresAt} desc`);
  const { category } = dataset;
  const row = rows.find((r) => category === null || r.categories.includes(category));
  return row
    ? { token: decryptSecret(keyringFor(deps.config), row.ciphertext), sellerId: row.sellerId }
    : null;
}

/**
 * Reads the next page from WB while the caller writes the current one (fetching and writing
 * take about as long each). What is committed does not change: pages are still written one by
 * one, in order, each with its own cursor.
 */
export async function* prefetched<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      // A failure surfaces when this page is awaited; until then it must not go unhandled.
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    // Not awaited: a request in flight would hold the caller until it ends.
    void iterator.return?.()?.catch(() => undefined);
  }
}

/**
 * Syncs one dataset of one account from its stored cursor to the end. Each page is written
 * with its cursor in one transaction, so a run stopped anywhere resumes from the last committed
 * page; a session advisory lock keeps two workers off the same account × dataset.
 */
export async function runDataset(
  deps: WbClientDeps,
  accountId: string,
  key: WbDatasetKey,
  options: RunOptions = {},
): Promise<SyncOutcome> {
  const dataset = datasetOf(key);
  if (!dataset) throw new Error(`No sync for dataset ${key}`);
  const now = options.now ?? new Date();
  const [account] = await deps.database.db
    .select()
    .from(wbAccounts)
    .where(eq(wbAccounts.id, accountId));
  if (!account) return { status: 'skipped', reason: ACCOUNT_GONE };
  const target = { companyId: account.companyId, accountId };
  await deps.database.db
    .insert(syncState)
    .values({ ...target, dataset: key })
    .onConflictDoNothing();

  const client = await deps.database.pool.connect();
  // The connection is held while WB is asked, with no query running: losing it (a database
  // restart) must end this run, not the process — an 'error' event without a listener would.
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [lockKey(accountId, key)],
    );
    if (!rows[0]?.locked) return { status: 'busy' };
    try {
      return await runLocked(deps, client, dataset, account, target, now, options);
    } finally {
      // A lost session has no lock left to give back.
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(accountId, key)])
        .catch((error: Error) => (lost ??= error));
    }
  } finally {
    client.off('error', onError);
    client.release(lost); // a broken connection is closed, not pooled again
  }
}

async function runLocked(
  deps: WbClientDeps,
  client: PoolClient,
  dataset: SyncDataset,
  account: typeof wbAccounts.$inferSelect,
  target: { companyId: string; accountId: string },
  now: Date,
  options: RunOptions,
): Promise<SyncOutcome> {
  const stateWhere = and(
    eq(syncState.accountId, target.accountId),
    eq(syncState.dataset, dataset.key),
  );
  const [state] = await deps.database.db.select().from(syncState).where(stateWhere);
  if (state?.paused) return { status: 'skipped', reason: 'Синхронизация приостановлена' };
  const token = await tokenFor(deps, target.accountId, dataset, now);
  if (!token) {
    const reason = dataset.category
      ? `Нет действующего токена с категорией «${dataset.category}»`
      : 'Нет действующего токена';
    await deps.database.db
      .update(syncState)
      .set({
        skippedReason: reason,
        lastRunAt: now,
        nextRunAt: sql`now() + interval '1 hour'`,
        updatedAt: now,
      })
      .where(stateWhere);
    return { status: 'skipped', reason };
  }
  // The pair's lock is ours: a run still "running" was cut off (a killed worker, a lost database).
  await deps.database.db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: INTERRUPTED })
    .where(
      and(
        eq(syncRuns.accountId, target.accountId),
        eq(syncRuns.dataset, dataset.key),
        eq(syncRuns.status, 'running'),
      ),
    );
  const [run] = await deps.database.db
    .insert(syncRuns)
    .values({ ...target, dataset: dataset.key, status: 'running' })
    .returning({ id: syncRuns.id });
  const stats = { pages: 0, rowsIn: 0, rowsUpserted: 0, requests: 0, retries: 0, waitMs: 0 };
  const onRequest = (e: WbRequestEvent) => {
    stats.requests++;
    if (e.attempt > 1) stats.retries++;
    stats.waitMs += e.limiterWaitMs;
  };
  const proxy = await pickProxy(deps.database.db, deps.config, target.companyId, target.accountId);
  const clients = wbClientsFor(deps, {
    token: token.token,
    sellerId: token.sellerId,
    onRequest,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
    ...(options.maxWaitMs !== undefined ? { maxWaitMs: options.maxWaitMs } : {}),
  });
  const historyStart = new Date(now);
  historyStart.setUTCMonth(historyStart.getUTCMonth() - account.historyDepthMonths);
  let cursor = state?.cursor ?? dataset.initialCursor(historyStart, now);
  let error: string | null = null;
  let retryInMs: number | undefined;
  try {
    const pages = dataset.pages(clients, cursor, options.signal);
    const batches = dataset.coalesce ? coalesced(pages, dataset.coalesce) : pages;
    for await (const page of prefetched(batches)) {
      await client.query('BEGIN');
      try {
        // The synced tables check no reference per row (tenant-columns.table.ts): the account row,
        // locked until commit, cannot be deleted under this page, and a deleted one ends the run.
        const held = await client.query('SELECT 1 FROM wb_accounts WHERE id = $1 FOR KEY SHARE', [
          target.accountId,
        ]);
        if (!held.rowCount) throw new Error(ACCOUNT_GONE);
        const upserted = await dataset.write(client, target, page);
        // The run's counts so far go with the page (same statement: the write path's budget is
        // per statement), so a running sync shows its progress as each page commits.
        await client.query(
          `WITH run AS (
             UPDATE sync_runs SET pages = $6, rows_in = $7, rows_upserted = $8, requests = $9,
                    retries = $10, rate_limit_wait_ms = $11
              WHERE id = $5)
           UPDATE sync_state SET cursor = $3, rows_total = rows_total + $4, updated_at = now()
            WHERE account_id = $1 AND dataset = $2`,
          [
            target.accountId,
            dataset.key,
            JSON.stringify(page.cursor),
            upserted,
            run!.id,
            stats.pages + 1,
            stats.rowsIn + page.rows.length,
            stats.rowsUpserted + upserted,
            stats.requests,
            stats.retries,
            Math.round(stats.waitMs),
          ],
        );
        await client.query('COMMIT');
        stats.pages++;
        stats.rowsIn += page.rows.length;
        stats.rowsUpserted += upserted;
        cursor = page.cursor;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      }
      await options.afterPage?.(stats.pages);
    }
  } catch (e) {
    if (e instanceof WbDeferredError) retryInMs = e.retryInMs;
    else error = e instanceof Error ? e.message : String(e);
  } finally {
    await clients.close();
  }
  // Stopped by its worker (shutdown, a deploy): not WB's fault nor the seller's — no error shown,
  // due again at once for the next worker, which resumes after the last committed page.
  const stopped = !!error && !!options.signal?.aborted;
  if (stopped) error = INTERRUPTED;
  const status = error ? 'failed' : retryInMs !== undefined ? 'deferred' : 'succeeded';
  await deps.database.db
    .update(syncState)
    .set({
      lastRunAt: now,
      skippedReason: null,
      updatedAt: new Date(),
      ...(stopped
        ? { nextRunAt: new Date() }
        : retryInMs !== undefined
          ? // Not done yet, nothing wrong: due again when WB's limit lets the next request go.
            { nextRunAt: new Date(Date.now() + retryInMs) }
          : error
            ? {
                lastError: error,
                lastErrorAt: new Date(),
                nextRunAt: new Date(Date.now() + RETRY_AFTER_ERROR_MINUTES * 60_000),
              }
            : {
                lastError: null,
                lastSuccessAt: new Date(),
                nextRunAt: new Date(Date.now() + dataset.intervalMinutes * 60_000),
              }),
    })
    .where(stateWhere);
  await deps.database.db
    .update(syncRuns)
    .set({
      status,
      finishedAt: new Date(),
      pages: stats.pages,
      rowsIn: stats.rowsIn,
      rowsUpserted: stats.rowsUpserted,
      requests: stats.requests,
      retries: stats.retries,
      rateLimitWaitMs: Math.round(stats.waitMs),
      error,
    })
    .where(eq(syncRuns.id, run!.id));
  const done = {
    runId: run!.id,
    pages: stats.pages,
    rowsIn: stats.rowsIn,
    rowsUpserted: stats.rowsUpserted,
  };
  return status === 'deferred' ? { status, ...done, retryInMs: retryInMs! } : { status, ...done };
}
