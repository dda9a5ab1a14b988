import { rename, rm, stat } from 'node:fs/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { MIGRATION_LOCK_KEY } from '../db/migrate';
import { ArchiveWriter, SCHEMAS, type Manifest, type TableEnd } from './db-archive';

export interface BackupSummary {
  file: string;
  tables: { name: string; rows: number; bytes: number }[];
  rows: number;
  /** Size of the file written (compressed). */
  fileBytes: number;
  ms: number;
}

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

/**
 * Writes a backup of the database at `url` to `file` (docs/operations.md#backups): every table
 * of SCHEMAS, read in one REPEATABLE READ transaction — a consistent snapshot while the server
 * and workers keep running. A start that migrates the database is waited for (its lock). The
 * file appears complete or not at all (written under `.partial`, then renamed).
 */
export async function backupDatabase(
  url: string,
  file: string,
  options: { appVersion: string },
): Promise<BackupSummary> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url, application_name: 'wb-db-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  let writer: ArchiveWriter | null = null;
  try {
    await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK_KEY]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const query: Query = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await client.query<R>(text, values)).rows;
    const manifest = await readManifest(query, options.appVersion);
    if (manifest.tables.length) {
      // Held to the end, as pg_dump does: no DDL changes a table while it is read.
      await client.query(
        `LOCK TABLE ${manifest.tables.map((t) => t.name).join(', ')} IN ACCESS SHARE MODE`,
      );
    }
    writer = new ArchiveWriter(partial);
    await writer.json('M', manifest);
    const tables: BackupSummary['tables'] = [];
    for (const table of manifest.tables) {
      await writer.json('T', { name: table.name });
      let bytes = 0;
      const rows = client.query(
        copyTo(`COPY (SELECT ${table.columns.join(', ')} FROM ${table.name}) TO STDOUT`),
      );
      for await (const chunk of rows as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        await writer.data(chunk);
      }
      await writer.flush();
      const end: TableEnd = { rows: rows.rowCount, bytes };
      await writer.json('E', end);
      tables.push({ name: table.name, ...end });
    }
    const total = tables.reduce((n, t) => n + t.rows, 0);
    await writer.json('Z', { tables: tables.length, rows: total });
    await writer.close();
    await client.query('COMMIT');
    await rename(partial, file);
    return {
      file,
      tables,
      rows: total,
      fileBytes: (await stat(file)).size,
      ms: Date.now() - started,
    };
  } catch (error) {
    await writer?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function readManifest(query: Query, appVersion: string): Promise<Manifest> {
  const schemas = [...SCHEMAS];
  const [{ server }] = (await query<{ server: string }>(
    `SELECT current_setting('server_version') AS server`,
  )) as [{ server: string }];
  const tables = await query<{ oid: number; name: string }>(
    `SELECT c.oid, format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY n.nspname, c.relname`,
    [schemas],
  );
  const oids = tables.map((t) => t.oid);
  // Generated columns are computed again on loading; COPY refuses them.
  const columns = await query<{ oid: number; column: string }>(
    `SELECT attrelid AS oid, quote_ident(attname) AS column FROM pg_attribute
      WHERE attrelid = ANY($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attrelid, attnum`,
    [oids],
  );
  // A partition's key (pg-boss's per-queue ones) counts as its root's.
  const references = await query<{ from: number; to: number }>(
    `SELECT DISTINCT coalesce(pg_partition_root(conrelid), conrelid)::int AS from,
            coalesce(pg_partition_root(confrelid), confrelid)::int AS to
       FROM pg_constraint WHERE contype = 'f'`,
  );
  const order = loadingOrder(
    tables.map((t) => t.oid),
    references.filter((r) => r.from !== r.to),
  );
  const byOid = new Map(tables.map((t) => [t.oid, t.name]));
  const partitions = await query<Manifest['partitions'][number]>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS table,
            (SELECT format('%I.%I', pn.nspname, p.relname)
               FROM pg_class p JOIN pg_namespace pn ON pn.oid = p.relnamespace
              WHERE p.oid = (SELECT inhparent FROM pg_inherits WHERE inhrelid = c.oid)) AS parent,
            pg_get_expr(c.relpartbound, c.oid) AS bound
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND n.nspname <> 'pgboss' AND c.relkind IN ('r', 'p')
        AND c.relispartition
      ORDER BY (SELECT count(*) FROM pg_partition_ancestors(c.oid)), 1`,
    [schemas],
  );
  const sequences: Manifest['sequences'] = [];
  for (const { name } of await query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
      WHERE schemaname = ANY($1) ORDER BY 1`,
    [schemas],
  )) {
    const [state] = await query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    sequences.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  const exists = async (table: string) =>
    (await query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]))[0]!.ok;
  const migrations = (await exists('drizzle.__drizzle_migrations'))
    ? await query<{ hash: string; createdAt: string }>(
        `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations
          ORDER BY created_at`,
      )
    : [];
  const pgboss = (await exists('pgboss.version'))
    ? {
        version: (
          await query<{ v: number }>('SELECT max(version)::int AS v FROM pgboss.version')
        )[0]!.v,
        queues: (await query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name')).map(
          (q) => q.name,
        ),
      }
    : null;
  return {
    format: 'wb-backoffice-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    appVersion,
    server,
    migrations,
    pgboss,
    partitions,
    sequences,
    tables: order.map((oid) => ({
      name: byOid.get(oid)!,
      columns: columns.filter((c) => c.oid === oid).map((c) => c.column),
    })),
  };
}

/**
 * The tables in an order where every table comes after the ones its foreign keys reference
 * (self-references are checked at the end of their COPY). A cycle cannot be loaded so: refused.
 */
export function loadingOrder(tables: number[], references: { from: number; to: number }[]) {
  const known = new Set(tables);
  const waitingFor = new Map(tables.map((t) => [t, new Set<number>()]));
  for (const { from, to } of references) {
    if (known.has(from) && known.has(to)) waitingFor.get(from)!.add(to);
  }
  const order: number[] = [];
  const placed = new Set<number>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...waitingFor.get(t)!].every((d) => placed.has(d)),
    );
    if (!ready.length) throw new Error('foreign keys between tables form a cycle');
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  return order;
}
