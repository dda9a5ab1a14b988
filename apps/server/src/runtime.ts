import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';

export interface DatabaseRuntime {
  url: string;
  database: Database;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * Opens the application database: DATABASE_URL when given, otherwise an embedded PostgreSQL
 * under EMBEDDED_PG_DIR (or where db/embedded-place.ts moves it). Applies pending migrations before anything else touches it.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  appName: string,
): Promise<DatabaseRuntime> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    log.info({ dir: config.EMBEDDED_PG_DIR }, 'no DATABASE_URL: starting embedded PostgreSQL');
    const pgLog = log.child({ component: 'postgres' });
    embedded = await startEmbeddedPostgres({
      dir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      log: (line) => pgLog.debug(line),
    });
    log.info(
      { dir: embedded.dir, blockedBy: embedded.blockedBy ?? undefined },
      'embedded PostgreSQL started',
    );
    url = embedded.url;
  }
  await runMigrations(url);
  const database = createDatabase(url, { max: config.DATABASE_POOL_MAX, appName });
  return {
    url,
    database,
    embedded,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}

/** Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal exits at once. */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took longer than 25 s; exiting');
      process.exit(1);
    }, 25_000);
    timer.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/** How long a kept-alive connection may stay idle once the server stops (its client may be sending). */
const IDLE_GRACE_MS = 1_000;
/** How long requests may run once the server stops; then their connections are closed. */
const HTTP_GRACE_MS = 15_000;

/**
 * The graceful stop of the HTTP server (docs/operations.md#stopping), set up before it listens.
 * The returned function closes the listener — new connections are refused, a load balancer sends
 * them elsewhere — but not the kept-alive connections: every answer from then on says
 * `Connection: close` and ends its connection, so a request already on its way is served, not
 * reset. Connections still idle IDLE_GRACE_MS later are closed, requests still running
 * HTTP_GRACE_MS later cut; then the app closes (its onClose hooks).
 */
export function gracefulHttp(app: FastifyInstance, log: Logger): () => Promise<void> {
  let stopping = false;
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  return async () => {
    stopping = true;
    const { server } = app;
    // http.Server#close closes idle connections at once (Node ≥ 19); the base class's only stops
    // listening, and calls back once every connection has ended.
    const ended = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
    });
    let idle: NodeJS.Timeout | undefined;
    const idleGrace = setTimeout(() => {
      server.closeIdleConnections();
      idle = setInterval(() => server.closeIdleConnections(), 100);
    }, IDLE_GRACE_MS);
    const cut = setTimeout(() => {
      log.warn(`requests still running ${HTTP_GRACE_MS / 1000} s after the stop are cut`);
      server.closeAllConnections();
    }, HTTP_GRACE_MS);
    try {
      await ended;
    } finally {
      clearTimeout(idleGrace);
      clearInterval(idle);
      clearTimeout(cut);
    }
    await app.close();
  };
}
