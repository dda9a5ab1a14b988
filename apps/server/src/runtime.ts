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
