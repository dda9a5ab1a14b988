import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { APP_DATABASE, startEmbeddedPostgres } from '../db/embedded';
import { placeCluster, postgresUser } from '../db/embedded-place';

export interface CliDatabase {
  url: string;
  /** Where it is, for the messages: DATABASE_URL's host, or the embedded cluster's directory. */
  where: string;
  close(): Promise<void>;
}

/**
 * The database of a command (backup, restore), without migrating it: DATABASE_URL, else the
 * embedded PostgreSQL of EMBEDDED_PG_DIR — the one `npm start` runs, when it runs (a second
 * postmaster cannot start on its data), else one started for the command and stopped after it.
 */
export async function openCliDatabase(config: Config): Promise<CliDatabase> {
  if (config.DATABASE_URL) {
    const { host, pathname } = new URL(config.DATABASE_URL);
    return { url: config.DATABASE_URL, where: `${host}${pathname}`, close: async () => undefined };
  }
  const { dir } = placeCluster(config.EMBEDDED_PG_DIR, await postgresUser());
  const running = await runningEmbedded(dir);
  if (running) return { url: running, where: `${dir} (running)`, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({
    dir: config.EMBEDDED_PG_DIR,
    port: config.EMBEDDED_PG_PORT,
  });
  return { url: embedded.url, where: embedded.dir, close: () => embedded.stop() };
}

/**
 * The URL of the embedded PostgreSQL running on `dir`'s cluster, if one answers: its port is in
 * postmaster.pid (4th line), its password next to the cluster.
 */
async function runningEmbedded(dir: string): Promise<string | null> {
  const pidFile = path.join(dir, 'cluster', 'postmaster.pid');
  const credentialsFile = path.join(dir, 'credentials.json');
  if (!existsSync(pidFile) || !existsSync(credentialsFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // Gone: a stale file, which startEmbeddedPostgres deals with. EPERM: alive, another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const { user, password } = JSON.parse(readFileSync(credentialsFile, 'utf8')) as {
    user: string;
    password: string;
  };
  const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${APP_DATABASE}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
