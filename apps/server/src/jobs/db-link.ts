import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * The worker's view of its database: connected, or waiting for it since a moment. pg-boss (10.x)
 * has no notion of an outage — its workers poll on, it reports each failure as an 'error' event
 * and it completes or fails a finished job without awaiting the result, so a job ending while the
 * database is away rejected unhandled and ended the process. The link turns the first connection
 * failure into one state change: it is logged once, the queue's statements wait (no job is
 * claimed), running jobs are told to stop, and a probe reconnects with capped exponential backoff
 * and jitter; when it answers, everything waiting goes on.
 */

/** Errors that mean "the database is not there", not "this statement is wrong". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);
/**
 * admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is
 * "connection exception".
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const PG_MESSAGES = [
  /connection terminated/i, // pg: the socket closed (server gone, killed session)
  /timeout exceeded when trying to connect/i, // pg-pool: connectionTimeoutMillis
  /connection error and is not queryable/i, // pg: a client whose connection broke
  /terminating connection/i,
];

/** True when the error (or its cause: drizzle wraps pg's errors) is a lost or refused connection. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)) return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((re) => re.test(message))) return true;
  // net.connect tries every address of a host name and reports them all in an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/** The innermost message of an error: pg's own words rather than drizzle's "Failed query: …". */
export function rootMessage(error: unknown): string {
  let e = error;
  for (let i = 0; i < 5 && e instanceof Error && e.cause instanceof Error; i++) e = e.cause;
  return e instanceof Error ? e.message || (e as { code?: string }).code || e.name : String(e);
}

/**
 * Capped exponential backoff with "equal jitter": the n-th wait (from 0) is between half and
 * all of min(maxMs, baseMs·2ⁿ), so workers that lost the same server do not return in step.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export const RECONNECT_BASE_MS = 250;
export const RECONNECT_MAX_MS = 5_000;

export interface LinkState {
  connected: boolean;
  /** Since when the database has been reachable, or unreachable. */
  since: Date;
  /** Unreachable: why the last attempt failed; failed attempts so far. */
  lastError: string | null;
  attempts: number;
}

export interface DatabaseLink {
  state(): LinkState;
  /** Whether a closed link has stopped waiting (the worker is stopping). */
  readonly closed: boolean;
  /**
   * Tells the link about a failure; returns whether it was a connection error. The first one
   * while connected starts a check: one probe at once (a single killed session is not an
   * outage), then the outage with its backoff if the database does not answer.
   */
  report(error: unknown): boolean;
  /** Resolves true once connected (at once if so); false if the link closes first. */
  ready(): Promise<boolean>;
  /** Called with the outage's start when the database turns out unreachable. */
  onDown(listener: (since: Date) => void): () => void;
  /** Called when the database answers again after an outage. */
  onUp(listener: () => void): () => void;
  /** Stops reconnecting; waiters get false. Statements of a connected link still run. */
  close(): void;
}

/** One connection attempt with the pool's settings: connect, SELECT 1, disconnect. */
export function probeOf(pool: pg.Pool): () => Promise<void> {
  return async () => {
    const client = new pg.Client({ ...pool.options, application_name: 'wb-worker-probe' });
    client.on('error', () => undefined); // the failure surfaces through connect or query
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}

export function createDatabaseLink(options: {
  probe: () => Promise<void>;
  log: FastifyBaseLogger;
  baseDelayMs?: number;
  maxDelayMs?: number;
}): DatabaseLink {
  const { probe, log } = options;
  const baseMs = options.baseDelayMs ?? RECONNECT_BASE_MS;
  const maxMs = options.maxDelayMs ?? RECONNECT_MAX_MS;
  let status: 'connected' | 'checking' | 'down' = 'connected';
  let since = new Date();
  /** When the failure that started the current check was reported. */
  let noticed = since;
  let lastError: string | null = null;
  let attempts = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: ((up: boolean) => void)[] = [];
  const downListeners = new Set<(since: Date) => void>();
  const upListeners = new Set<() => void>();

  const settle = (up: boolean) => {
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve(up);
  };
  const notify = <A extends unknown[]>(listeners: Set<(...a: A) => void>, ...args: A) => {
    for (const listener of listeners) {
      try {
        listener(...args);
      } catch (error) {
        log.error({ err: error }, 'database link listener failed');
      }
    }
  };

  const connected = () => {
    const wasDown = status === 'down';
    status = 'connected';
    if (wasDown) {
      const downSince = since;
      since = new Date();
      log.info(
        { downSince, downMs: since.getTime() - downSince.getTime(), attempts },
        'database reachable again: the worker takes jobs again',
      );
    }
    lastError = null;
    attempts = 0;
    settle(true);
    if (wasDown) notify(upListeners);
  };

  const attempt = async () => {
    timer = undefined;
    if (closed) return;
    try {
      await probe();
    } catch (error) {
      if (closed) return;
      lastError = rootMessage(error);
      attempts++;
      if (status === 'checking') {
        status = 'down';
        since = noticed;
        log.error(
          { err: error, since },
          'database unreachable: the worker stops taking jobs and reconnects with backoff',
        );
        notify(downListeners, since);
      } else {
        log.debug({ attempts, lastError }, 'database still unreachable');
      }
      timer = setTimeout(() => void attempt(), backoffMs(attempts - 1, baseMs, maxMs));
      timer.unref();
      return;
    }
    if (!closed) connected();
  };

  return {
    state: () => ({ connected: status !== 'down', since, lastError, attempts }),
    get closed() {
      return closed;
    },
    report(error) {
      if (!isConnectionError(error)) return false;
      if (status === 'connected' && !closed) {
        status = 'checking';
        noticed = new Date();
        lastError = rootMessage(error);
        void attempt();
      }
      return true;
    },
    ready() {
      if (status === 'connected') return Promise.resolve(true);
      if (closed) return Promise.resolve(false);
      return new Promise((resolve) => waiters.push(resolve));
    },
    onDown(listener) {
      downListeners.add(listener);
      return () => downListeners.delete(listener);
    },
    onUp(listener) {
      upListeners.add(listener);
      return () => upListeners.delete(listener);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      settle(false);
    },
  };
}
