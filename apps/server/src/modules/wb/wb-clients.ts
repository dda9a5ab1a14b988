import { createWbClients, type WbClients } from '@wb/wb/factory';
import { WbMetrics, type WbRequestEvent } from '@wb/wb/http/metrics';
import type { RateLimiter } from '@wb/wb/limiter/limiter';
import { PgRateLimiter } from '@wb/wb/limiter/postgres';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { wbBaseUrls } from './wb-config';

const limiters = new WeakMap<Database, PgRateLimiter>();

/** Request metrics of this process, for /admin/sync. */
export const wbMetrics = new WbMetrics();

/** The limiter shared by every client of the process (and, through PostgreSQL, every process). */
export function wbLimiter(database: Database): PgRateLimiter {
  let limiter = limiters.get(database);
  if (!limiter) {
    limiter = new PgRateLimiter(database.pool);
    limiters.set(database, limiter);
  }
  return limiter;
}

export interface WbClientDeps {
  config: Config;
  database: Database;
  /** Replaces the shared PostgreSQL limiter (tests that run many syncs of one seller). */
  limiter?: RateLimiter;
  /** Replaces WB_TIMEOUT_MS for background calls (fault tests that make WB hang). */
  timeoutMs?: number;
}

/**
 * WB clients for one token. `interactive` calls (a person waits for the answer) try twice with
 * a 15 s timeout; background work uses the configured timeout and the client's retries.
 */
export function wbClientsFor(
  deps: WbClientDeps,
  options: {
    token: string;
    sellerId?: string;
    proxyUrl?: string;
    interactive?: boolean;
    onRequest?: (event: WbRequestEvent) => void;
    /** See WbTransportOptions.maxWaitMs. */
    maxWaitMs?: number;
  },
): WbClients {
  return createWbClients({
    baseUrls: wbBaseUrls(deps.config),
    token: options.token,
    ...(options.sellerId ? { sellerId: options.sellerId } : {}),
    ...(options.proxyUrl ? { proxyUrl: options.proxyUrl } : {}),
    limiter: deps.limiter ?? wbLimiter(deps.database),
    metrics: wbMetrics,
    timeoutMs: options.interactive ? 15_000 : (deps.timeoutMs ?? deps.config.WB_TIMEOUT_MS),
    ...(options.interactive ? { maxAttempts: 2 } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.maxWaitMs !== undefined ? { maxWaitMs: options.maxWaitMs } : {}),
  });
}
