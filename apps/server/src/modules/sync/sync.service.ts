import type { WbDatasetKey } from '@wb/shared';
import type { PoolClient } from 'pg';
import { WbDeferredError } from '@wb/wb/http/errors';
import type { WbRequestEvent } from '@wb/wb/http/metrics';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { accountForSync } from '../wb-accounts/wb-accounts.repository';
import { usableTokens } from '../wb-tokens/wb-tokens.repository';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import { coalesced } from './coalesce';
import type { SyncDataset } from './dataset';
import { syncLockKey as lockKey } from './sync.live';
import { datasetOf } from './sync.registry';
import * as repo from './sync.repository';

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
  const rows = await usableTokens(deps.database.db, accountId, now);
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
  const account = await accountForSync(deps.database.db, accountId);
  if (!account) return { status: 'skipped', reason: ACCOUNT_GONE };
  const target = { companyId: account.companyId, accountId };
  await repo.insertStates(deps.database.db, [{ ...target, dataset: key }]);

  const client = await deps.database.pool.connect();
  // The connection is held while WB is asked, with no query running: losing it (a database
  // restart) must end this run, not the process — an 'error' event without a listener would.
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  try {
    if (!(await repo.tryLock(client, lockKey(accountId, key)))) return { status: 'busy' };
    try {
      return await runLocked(deps, client, dataset, account, target, now, options);
    } finally {
      // A lost session has no lock left to give back.
      await repo.unlock(client, lockKey(accountId, key)).catch((error: Error) => (lost ??= error));
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
  account: { historyDepthMonths: number },
  target: { companyId: string; accountId: string },
  now: Date,
  options: RunOptions,
): Promise<SyncOutcome> {
  const db = deps.database.db;
  const pair = { accountId: target.accountId, dataset: dataset.key };
  const state = await repo.stateOf(db, pair);
  if (state?.paused) return { status: 'skipped', reason: 'Синхронизация приостановлена' };
  const token = await tokenFor(deps, target.accountId, dataset, now);
  if (!token) {
    const reason = dataset.category
      ? `Нет действующего токена с категорией «${dataset.category}»`
      : 'Нет действующего токена';
    await repo.skipState(db, pair, reason, now);
    return { status: 'skipped', reason };
  }
  // The pair's lock is ours: a run still "running" was cut off (a killed worker, a lost database).
  await repo.failRunningRuns(db, pair, INTERRUPTED);
  const runId = await repo.insertRun(db, { ...target, dataset: dataset.key });
  const stats = { pages: 0, rowsIn: 0, rowsUpserted: 0, requests: 0, retries: 0, waitMs: 0 };
  const onRequest = (e: WbRequestEvent) => {
    stats.requests++;
    if (e.attempt > 1) stats.retries++;
    stats.waitMs += e.limiterWaitMs;
  };
  const proxy = await pickProxy(db, deps.config, target.companyId, target.accountId);
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
      const upserted = await repo.inTransaction(client, async () => {
        // The synced tables check no reference per row (tenant-columns.table.ts): the account row,
        // locked until commit, cannot be deleted under this page, and a deleted one ends the run.
        if (!(await repo.holdAccount(client, target.accountId))) throw new Error(ACCOUNT_GONE);
        const n = await dataset.write(client, target, page);
        // The run's counts so far go with the page, so a running sync shows its progress.
        await repo.savePageProgress(client, pair, {
          runId,
          cursor: page.cursor,
          upserted: n,
          pages: stats.pages + 1,
          rowsIn: stats.rowsIn + page.rows.length,
          rowsUpserted: stats.rowsUpserted + n,
          requests: stats.requests,
          retries: stats.retries,
          waitMs: stats.waitMs,
        });
        return n;
      });
      stats.pages++;
      stats.rowsIn += page.rows.length;
      stats.rowsUpserted += upserted;
      cursor = page.cursor;
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
  await repo.updateState(db, pair, {
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
  });
  await repo.finishRun(db, runId, {
    status,
    finishedAt: new Date(),
    pages: stats.pages,
    rowsIn: stats.rowsIn,
    rowsUpserted: stats.rowsUpserted,
    requests: stats.requests,
    retries: stats.retries,
    rateLimitWaitMs: Math.round(stats.waitMs),
    error,
  });
  const done = {
    runId,
    pages: stats.pages,
    rowsIn: stats.rowsIn,
    rowsUpserted: stats.rowsUpserted,
  };
  return status === 'deferred' ? { status, ...done, retryInMs: retryInMs! } : { status, ...done };
}
