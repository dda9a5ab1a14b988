import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR } from '../db/migrate';
import type { Keyring } from '../lib/secrets';
import { unreadableSecretKeys } from '../modules/secrets/rotate-secrets';
import {
  parseJson,
  readArchive,
  type ArchiveRecord,
  type Manifest,
  type TableEnd,
} from './db-archive';

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The migration level restored (the last migration's tag). */
  migration: string | null;
  ms: number;
}

/** A restore refused before anything changed; the message says what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup of cli/db-dump.ts into the database at `url` (docs/operations.md#backups),
 * in ONE transaction: a restore that fails, or is refused, leaves the database as it was.
 *
 * 1. Refused while the application is connected, or, without `force`, into a database that is not
 *    empty; with `force` its schemas are emptied first.
 * 2. The schema is made by the migrations up to the backup's level (the application migrates the
 *    rest at its next start), pg-boss's schema with the backup's queues, and the partitions.
 * 3. Every table is loaded with COPY in the backup's order (foreign keys first), user triggers off
 *    (they would derive again what the rows already hold), sequences set as they were.
 * 4. Refused when this machine's keys cannot read the secrets, unless `unreadableSecrets`.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { force?: boolean; keyring: Keyring | null; unreadableSecrets?: boolean },
): Promise<RestoreSummary> {
  const started = Date.now();
  const records = readArchive(file);
  const first = await records.next();
  if (first.done || first.value.kind !== 'M') throw new RestoreRefused(`${file}: no manifest`);
  const manifest = parseJson<Manifest>(first.value);
  const migrations = migrationsUpTo(manifest);
  const client = new pg.Client({ connectionString: url, application_name: 'wb-db-restore' });
  await client.connect();
  const run = (text: string, values?: unknown[]) => client.query(text, values);
  try {
    await run('BEGIN');
    await run('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await refuseWhileInUse(client);
    const contents = await contentsOf(client);
    if (contents && !options.force) {
      throw new RestoreRefused(
        `the database is not empty (${contents}): nothing was changed; pass --force to replace its contents`,
      );
    }
    if (contents) await emptySchemas(client);
    await createSchema(client, manifest, migrations);
    const names = manifest.tables.map((t) => t.name);
    const triggered = (
      await run(
        `SELECT DISTINCT format('%I.%I', n.nspname, c.relname) AS name
           FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE NOT t.tgisinternal AND format('%I.%I', n.nspname, c.relname) = ANY($1)`,
        [names],
      )
    ).rows as { name: string }[];
    for (const { name } of triggered) await run(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    // Rows the migrations or pg-boss wrote (its version, the queues) give way to the backup's.
    if (names.length) await run(`TRUNCATE ${names.join(', ')}`);
    const loaded = await loadTables(client, manifest, records);
    for (const s of manifest.sequences) {
      await run('SELECT setval($1::regclass, $2, $3)', [s.name, s.lastValue, s.isCalled]);
    }
    for (const { name } of triggered) await run(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    const unreadable = await unreadableSecretKeys(
      async (text) => (await run(text)).rows as { secret: string }[],
      options.keyring,
    );
    if (unreadable.length && !options.unreadableSecrets) {
      throw new RestoreRefused(
        `secrets in the backup are encrypted under keys this machine does not have or has other ` +
          `values for (${unreadable.join(', ')}): set SECRETS_KEYS or the key file of the backed-up ` +
          `installation (docs/operations.md#backups), or pass --unreadable-secrets to restore anyway`,
      );
    }
    await run('COMMIT');
    return {
      tables: loaded.length,
      rows: loaded.reduce((n, t) => n + t.rows, 0),
      migration: migrations.at(-1)?.tag ?? null,
      ms: Date.now() - started,
    };
  } catch (error) {
    await run('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await records.return(undefined);
    await client.end().catch(() => undefined);
  }
}

type Migration = ReturnType<typeof readMigrationFiles>[number] & { tag: string };

/** This code's migrations up to the backup's level; refused if it has one this code lacks. */
function migrationsUpTo(manifest: Manifest): Migration[] {
  const journal = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const tags = journalTags();
  const local = journal.map((m, i) => ({ ...m, tag: tags[i]! }));
  for (const applied of manifest.migrations) {
    if (!local.some((m) => String(m.folderMillis) === applied.createdAt)) {
      throw new RestoreRefused(
        'the backup was made by a newer version of the application (a migration unknown here): ' +
          'update the application first',
      );
    }
  }
  const level = Math.max(0, ...manifest.migrations.map((m) => Number(m.createdAt)));
  return local.filter((m) => m.folderMillis <= level);
}

function journalTags(): string[] {
  // readMigrationFiles keeps the journal's order and drops the tags: read them for the summary.
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** Sessions of the application (server, workers) on the database: they must be stopped. */
async function refuseWhileInUse(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ app: string }>(
    `SELECT DISTINCT application_name AS app FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND application_name LIKE 'wb-%' ORDER BY 1`,
  );
  if (rows.length) {
    throw new RestoreRefused(
      `the application is connected to the database (${rows.map((r) => r.app).join(', ')}): ` +
        'stop the server and the workers (or `npm start`) first; nothing was changed',
    );
  }
}

/** What the database holds in the backup's schemas, as words, or null when it holds nothing. */
async function contentsOf(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ tables: number; schemas: string[] }>(
    `SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')) AS tables,
            ARRAY(SELECT nspname FROM pg_namespace WHERE nspname IN ('drizzle', 'pgboss')
                   ORDER BY 1)::text[] AS schemas`,
  );
  const { tables, schemas } = rows[0]!;
  if (!tables && !schemas.length) return null;
  return [tables ? `${tables} relations in public` : '', ...schemas.map((s) => `schema ${s}`)]
    .filter(Boolean)
    .join(', ');
}

/**
 * Drops pg-boss's and the migrations' schemas and everything in `public` (its owner and grants
 * stay, and extensions' objects).
 */
async function emptySchemas(client: pg.Client): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  const { rows } = await client.query<{ drop: string }>(
    `WITH objects AS (
       SELECT 1 AS rank, 'TABLE' AS kind, c.oid::regclass::text AS name, 'pg_class'::regclass AS cat, c.oid
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
          AND c.relkind IN ('r', 'p', 'f') AND NOT c.relispartition
       UNION ALL
       SELECT 2, CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                  ELSE 'SEQUENCE' END, c.oid::regclass::text, 'pg_class'::regclass, c.oid
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
          AND c.relkind IN ('v', 'm', 'S')
       UNION ALL
       SELECT 3, CASE p.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE'
                  ELSE 'FUNCTION' END, p.oid::regprocedure::text, 'pg_proc'::regclass, p.oid
         FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
       UNION ALL
       SELECT 4, CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype::text,
              'pg_type'::regclass, t.oid
         FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace
          AND (t.typtype IN ('e', 'r', 'd')
               OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')))
     SELECT format('DROP %s IF EXISTS %s CASCADE', kind, name) AS drop FROM objects o
      WHERE NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = o.cat AND d.objid = o.oid
                          AND d.deptype = 'e')
      ORDER BY rank, name`,
  );
  for (const { drop } of rows) await client.query(drop);
}

/**
 * The schema of the backup: migrations up to its level (drizzle's bookkeeping table as its
 * migrator makes it; its rows come from the backup), pg-boss's schema with a partition per
 * queue, and the partitions made at run time.
 */
async function createSchema(client: pg.Client, manifest: Manifest, migrations: Migration[]) {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    `CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
       id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
  }
  if (manifest.pgboss) {
    const plan = PgBoss.getConstructionPlans('pgboss');
    const inner = plan.replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
    if (inner === plan || /\b(BEGIN|COMMIT);/.test(inner)) {
      throw new Error('pg-boss construction plan not understood (BEGIN … COMMIT expected)');
    }
    await client.query(inner);
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = 0`);
    const { rows } = await client.query<{ v: number }>(
      'SELECT max(version)::int AS v FROM pgboss.version',
    );
    if (rows[0]!.v !== manifest.pgboss.version) {
      throw new RestoreRefused(
        `the backup's job queue is of pg-boss schema ${manifest.pgboss.version}, this ` +
          `application's is ${rows[0]!.v}: restore with the application version that made it`,
      );
    }
    for (const queue of manifest.pgboss.queues) {
      await client.query(`SELECT pgboss.create_queue($1, '{}'::json)`, [queue]);
    }
  }
  for (const p of manifest.partitions) {
    await client.query(`CREATE TABLE IF NOT EXISTS ${p.table} PARTITION OF ${p.parent} ${p.bound}`);
  }
}

/** Loads the table records that follow the manifest; checks every table's row count and the end. */
async function loadTables(
  client: pg.Client,
  manifest: Manifest,
  records: AsyncGenerator<ArchiveRecord>,
) {
  const loaded: { name: string; rows: number }[] = [];
  for (const table of manifest.tables) {
    const start = await records.next();
    if (start.done || start.value.kind !== 'T')
      throw new Error(`backup cut short at ${table.name}`);
    const named = parseJson<{ name: string }>(start.value).name;
    if (named !== table.name)
      throw new Error(`backup damaged: ${named} where ${table.name} was due`);
    const stream = client.query(
      copyFrom(`COPY ${table.name} (${table.columns.join(', ')}) FROM STDIN`),
    );
    const finished = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    finished.catch(() => undefined); // awaited below; a failure while writing surfaces there too
    let end: TableEnd | null = null;
    try {
      while (!end) {
        const next = await records.next();
        if (next.done) throw new Error(`backup cut short in ${table.name}`);
        const record = next.value;
        if (record.kind === 'E') end = parseJson<TableEnd>(record);
        else if (record.kind !== 'D') {
          throw new Error(`backup damaged: record ${record.kind} inside ${table.name}`);
        } else if (!stream.write(record.payload)) {
          await Promise.race([once(stream, 'drain'), finished]);
        }
      }
    } catch (error) {
      // The file failed mid-table: end the COPY (CopyFail) so the session can roll back.
      stream.destroy(error as Error);
      await finished.catch(() => undefined);
      throw error;
    }
    stream.end();
    await finished;
    if (stream.rowCount !== end.rows) {
      throw new Error(`${table.name}: ${stream.rowCount} rows loaded, the backup has ${end.rows}`);
    }
    loaded.push({ name: table.name, rows: end.rows });
  }
  const last = await records.next();
  if (last.done || last.value.kind !== 'Z') throw new Error('backup cut short: no end record');
  return loaded;
}
