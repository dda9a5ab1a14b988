import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startEmbeddedPostgres } from './embedded';
import { placeName } from './embedded-place';

const root = mkdtempSync(path.join(tmpdir(), 'wb-embedded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

// As root PostgreSQL runs as `postgres`, which cannot enter a 0700 directory of root's (like
// /root): the cluster moves to the state directory. Any other user runs it as itself, in place.
it('starts in a project the postgres user cannot enter, and finds the same data again', async () => {
  chmodSync(root, 0o755);
  const home = path.join(root, 'home');
  mkdirSync(home, { mode: 0o700 });
  chmodSync(home, 0o700);
  const configured = path.join(home, 'wb-try', 'data', 'postgres');
  const stateRoot = path.join(root, 'state');
  const asRoot = process.getuid?.() === 0;
  const expected = asRoot
    ? { dir: path.join(stateRoot, placeName(configured)), blockedBy: home }
    : { dir: configured, blockedBy: null };
  const port = await freePort();

  const first = await startEmbeddedPostgres({ dir: configured, port, stateRoot });
  try {
    expect({ dir: first.dir, blockedBy: first.blockedBy }).toEqual(expected);
    expect(existsSync(path.join(expected.dir, 'cluster', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(configured, 'cluster'))).toBe(!asRoot);
    await query(first.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('first run')`);
  } finally {
    await first.stop();
  }

  const second = await startEmbeddedPostgres({ dir: configured, port, stateRoot });
  try {
    expect({ dir: second.dir, blockedBy: second.blockedBy }).toEqual(expected);
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'first run' }]);
  } finally {
    await second.stop();
  }
}, 60_000);
