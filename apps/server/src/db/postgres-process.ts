import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunAs } from './embedded-place';

/**
 * Runs PostgreSQL's own programs (initdb, postgres) as child processes, as `runAs` when given.
 * They run from the cluster's parent directory: the user they run as may not be able to enter
 * ours. The binaries ship without translations, so their messages are English whatever the locale.
 */

export interface PostgresServer {
  /** Fast shutdown (SIGINT: rolls back open transactions, flushes WAL); resolves once it exited. */
  stop(): Promise<void>;
}

function spawnAs(program: string, args: string[], cwd: string, runAs: RunAs | null): ChildProcess {
  return spawn(program, args, {
    cwd,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(runAs ?? {}),
  });
}

/** Creates the cluster in `clusterDir` with one superuser authenticated by SCRAM. */
export async function initCluster(options: {
  initdb: string;
  clusterDir: string;
  user: string;
  password: string;
  flags: string[];
  runAs: RunAs | null;
  log: (line: string) => void;
}): Promise<void> {
  const { clusterDir, runAs, log } = options;
  const parent = path.dirname(clusterDir);
  await mkdir(clusterDir, { recursive: true });
  // initdb reads the password from a file: next to the cluster, readable by its user only.
  const passwordFile = path.join(parent, `.initdb-password-${process.pid}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(clusterDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    const child = spawnAs(
      options.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        ...options.flags,
      ],
      parent,
      runAs,
    );
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trimEnd()));
    child.stderr!.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
      log(chunk.toString('utf8').trimEnd());
    });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`initdb failed (code ${code}, signal ${signal}): ${errors.trim()}`));
      });
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections; rejects if it exits first. */
export async function startPostgres(options: {
  postgres: string;
  clusterDir: string;
  port: number;
  flags: string[];
  runAs: RunAs | null;
  log: (line: string) => void;
}): Promise<PostgresServer> {
  const { clusterDir, log } = options;
  const child = spawnAs(
    options.postgres,
    ['-D', clusterDir, '-p', String(options.port), ...options.flags],
    path.dirname(clusterDir),
    options.runAs,
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout!.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trimEnd()));
  await new Promise<void>((resolve, reject) => {
    let tail = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trimEnd());
      // A chunk may end in the middle of the line that is waited for.
      tail = (tail + text).slice(-4096);
      if (tail.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL exited during start-up (code ${code}, signal ${signal})`)),
    );
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
