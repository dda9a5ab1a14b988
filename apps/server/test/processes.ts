import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export { freePort };

/** A database for one e2e or benchmark run: a fresh one on TEST_DATABASE_URL's server, or an embedded server. */
export async function startDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `wb_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  const dir = await mkdtemp(path.join(tmpdir(), 'wb-e2e-pg-'));
  const embedded = await startEmbeddedPostgres({ dir, port: await freePort() });
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  /** Its JSON log lines, when started with `logs` (else its output goes to the test's). */
  logs: JsonLogs;
  stop: () => Promise<void>;
}

/** Starts the real API server (serving a web build) and waits for /api/health. */
export async function startServer(options: {
  databaseUrl: string;
  distDir: string;
  env?: Record<string, string>;
  logs?: boolean;
}): Promise<RunningServer> {
  const port = await freePort();
  const entry = [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      WEB_DIST_DIR: options.distDir,
      SERVE_WEB: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      LOG_PRETTY: 'false',
      ...options.env,
    },
    stdio: ['ignore', options.logs ? 'pipe' : 'inherit', 'inherit'],
  });
  const logs = options.logs ? collectLogs(child) : [];
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    process: child,
    logs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface RestartableDatabase {
  url: string;
  /** Ends PostgreSQL at once, as a crash would (SIGQUIT: no checkpoint, sessions cut). */
  crash(): Promise<void>;
  /** Starts it again on the same port and data (crash recovery when it crashed). */
  restart(): Promise<void>;
  /** Stops it (if running) and removes its data. */
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL of the test's own that it may crash and start again on the same port
 * and data directory (never the shared server of TEST_DATABASE_URL).
 */
export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  const dir = await mkdtemp(path.join(tmpdir(), 'wb-outage-pg-'));
  const port = await freePort();
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null =
    await startEmbeddedPostgres({ dir, port });
  const { url, dir: clusterParent } = embedded;
  return {
    url,
    async crash() {
      const pidFile = path.join(clusterParent, 'cluster', 'postmaster.pid');
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      embedded = null; // its handle would wait for an exit that already happened
      process.kill(pid, 'SIGQUIT');
      for (const deadline = Date.now() + 30_000; isRunning(pid);) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL ${pid} did not exit`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async restart() {
      embedded = await startEmbeddedPostgres({ dir, port });
    },
    async stop() {
      await embedded?.stop();
      embedded = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process's JSON log lines so far (pino, one object per line). */
export type JsonLogs = { level: number; msg: string; [key: string]: unknown }[];

/** Collects the JSON log lines a child writes to its stdout (a line that is not JSON: as msg). */
function collectLogs(child: ChildProcess): JsonLogs {
  const logs: JsonLogs = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as JsonLogs[number]);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
  });
  return logs;
}

export interface RunningWorker {
  process: ChildProcess;
  /** The worker's JSON log lines so far. */
  logs: JsonLogs;
  /** The exit code, or null while it runs. */
  exitCode(): number | null;
  /** SIGTERM; resolves with the exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts a real job worker (apps/server/src/worker.ts, or `entry`: one that runs test jobs too)
 * and waits for "worker started".
 */
export async function startWorker(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  entry?: string;
}): Promise<RunningWorker> {
  const entry = options.entry ?? 'apps/server/src/worker.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs = collectLogs(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!logs.some((l) => l.msg === 'worker started')) {
    if (child.exitCode !== null) throw new Error(`worker exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('worker did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    logs,
    exitCode: () => child.exitCode,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
