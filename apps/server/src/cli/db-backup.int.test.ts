/**
 * `npm run db:backup` / `db:restore` (docs/operations.md#backups): a database with varied data is
 * backed up and restored into a fresh one, and the two are compared table by table (rows and an
 * md5 of the rows in order) and sequence by sequence. A refused restore changes nothing; a forced
 * one replaces what was there. The commands themselves run as on a fresh machine: no
 * DATABASE_URL, the embedded PostgreSQL started by the command or, when one runs, the running one.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { fillVariedData, filled, fingerprint } from '../../test/backup-data';
import { freePort } from '../../test/free-port';
import { createTestDatabase, testConfig } from '../../test/helpers';
import { withDatabase } from '../../test/pg-urls';
import { REPO_ROOT } from '../config';
import { createDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { parseKeyring } from '../lib/secrets';
import { backupDatabase } from './db-dump';
import { RestoreRefused, restoreDatabase } from './db-load';

const run = promisify(execFile);
const KEYS = `k1:${randomBytes(32).toString('base64')}`;
const keyring = parseKeyring(KEYS);
const drops: (() => Promise<void>)[] = [];
let dir: string;
let source: string;
let original: Record<string, string>;
let backup: string;
let summary: Awaited<ReturnType<typeof backupDatabase>>;

/** A database with nothing in it (not the migrated template): what a fresh machine has. */
async function emptyDatabase(): Promise<string> {
  const { adminUrl, template } = inject('pg');
  const name = `wb_test_${template.replace('wb_tpl_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  drops.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(adminUrl, name);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wb-backup-'));
  const db = await createTestDatabase();
  drops.push(db.drop);
  source = db.url;
  const database = createDatabase(source, { max: 3, appName: 'wb-test' });
  try {
    await fillVariedData(database, testConfig({ DATABASE_URL: source, SECRETS_KEYS: KEYS }));
  } finally {
    await database.close();
  }
  original = await fingerprint(source);
  backup = path.join(dir, 'source.backup.gz');
  summary = await backupDatabase(source, backup, { appVersion: 'test' });
}, 120_000);

afterAll(async () => {
  for (const drop of drops.reverse()) await drop();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into an empty database what was backed up, table by table', async () => {
    // What the tables hold, so that an empty fixture cannot pass for a round trip.
    expect(filled(original)).toMatchObject({
      'public.users': expect.any(Number),
      'public.wb_orders': expect.any(Number),
      'public.wb_sales': expect.any(Number),
      'public.stock_snapshots_p202611': expect.any(Number),
      'public.api_proxies': 1,
      'public.wb_cookies': 1,
      'public.audit_log': expect.any(Number),
      'drizzle.__drizzle_migrations': expect.any(Number),
      'pgboss.version': 1,
    });
    expect(summary.rows).toBeGreaterThan(500);
    expect(summary.tables.find((t) => t.name === 'public.wb_orders')?.rows).toBe(
      Number(original['public.wb_orders']!.split(':')[0]),
    );

    const target = await emptyDatabase();
    const restored = await restoreDatabase(target, backup, { keyring });
    expect(restored).toMatchObject({ tables: summary.tables.length, rows: summary.rows });
    expect(await fingerprint(target)).toEqual(original);

    // The application takes it as its own: nothing to migrate, pg-boss accepts its schema.
    await runMigrations(target);
    const boss = new PgBoss({ connectionString: target, supervise: false, schedule: false });
    await boss.start();
    expect(await boss.getQueueSize('sync.run')).toBe(1);
    await boss.stop({ graceful: false, wait: true });
    expect(await fingerprint(target)).toEqual(original);
  });

  it('refuses a database that is not empty and changes nothing; --force replaces it', async () => {
    const target = await createTestDatabase(); // migrated, with the job queue's schema
    drops.push(target.drop);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query(`INSERT INTO currencies (code, name) VALUES ('ZZZ', 'Тест')`);
    await client.end();
    const before = await fingerprint(target.url);

    await expect(restoreDatabase(target.url, backup, { keyring })).rejects.toThrow(
      /not empty.*nothing was changed.*--force/,
    );
    expect(await fingerprint(target.url)).toEqual(before);

    await restoreDatabase(target.url, backup, { keyring, force: true });
    expect(await fingerprint(target.url)).toEqual(original);
  });

  it('refuses while the application is connected, or without the keys of its secrets', async () => {
    const target = await emptyDatabase();
    const server = new pg.Client({ connectionString: target, application_name: 'wb-api' });
    server.on('error', () => undefined);
    await server.connect();
    await expect(restoreDatabase(target, backup, { keyring })).rejects.toThrow(RestoreRefused);
    await server.end();

    const otherKeys = parseKeyring(`k1:${randomBytes(32).toString('base64')}`);
    for (const wrong of [otherKeys, null]) {
      await expect(restoreDatabase(target, backup, { keyring: wrong })).rejects.toThrow(
        /secrets .* \(k1\)/,
      );
      expect(Object.keys(await fingerprint(target))).toEqual([]);
    }
    await restoreDatabase(target, backup, { keyring: null, unreadableSecrets: true });
    expect(await fingerprint(target)).toEqual(original);
  });

  it('refuses a file cut short, leaving the database empty', async () => {
    const bytes = await readFile(backup);
    const cut = path.join(dir, 'cut.backup.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const target = await emptyDatabase();
    await expect(restoreDatabase(target, cut, { keyring })).rejects.toThrow(
      /unexpected end of file|cut short/,
    );
    expect(Object.keys(await fingerprint(target))).toEqual([]);
  });
});

describe('the commands, on the embedded PostgreSQL', () => {
  it('restores on a fresh machine, and backs up while the database runs', async () => {
    const env = {
      ...process.env,
      DATABASE_URL: '',
      EMBEDDED_PG_DIR: path.join(dir, 'pg'),
      EMBEDDED_PG_PORT: String(await freePort()),
      SECRETS_KEYS: KEYS,
      LOG_LEVEL: 'silent',
    };
    const cli = (name: string, ...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args], {
        cwd: REPO_ROOT,
        env,
      });
    // Nothing runs: the command starts the embedded database (creating it) and stops it.
    const restored = await cli('db-restore', backup);
    expect(restored.stdout).toMatch(/restored \d+ tables, \d+ rows at migration \d{4}_/);

    // `npm start` runs (here: its database): the backup reads it while it runs.
    const embedded = await startEmbeddedPostgres({
      dir: env.EMBEDDED_PG_DIR,
      port: Number(env.EMBEDDED_PG_PORT),
    });
    try {
      expect(await fingerprint(embedded.url)).toEqual(original);
      const again = path.join(dir, 'again.backup.gz');
      const written = await cli('db-backup', again);
      expect(written.stdout).toMatch(/\(running\)/);
      expect(written.stdout).toMatch(/wrote .*again\.backup\.gz: \d+ tables, \d+ rows/);
      const refused = await cli('db-restore', again).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused).toMatchObject({ code: 2, stderr: expect.stringMatching(/not empty/) });
      const target = await emptyDatabase();
      await restoreDatabase(target, again, { keyring });
      expect(await fingerprint(target)).toEqual(original);
    } finally {
      await embedded.stop();
    }
  }, 120_000);
});
