import type { PoolClient } from 'pg';
import { copyStage, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';

/**
 * A table of versions of WB reference data: `key` + `valid_from` identify a version, `values`
 * are compared to decide whether a new one is needed.
 */
export interface VersionedTarget {
  table: string;
  key: readonly [name: string, type: string];
  values: readonly (readonly [name: string, type: string])[];
  /** Stored but not compared (names, raw). */
  extra: readonly (readonly [name: string, type: string])[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Global reference tables are written by the syncs of every account: one writer at a time, so
 * two accounts fetching the same tariffs store one version.
 */
export async function lockReference(client: PoolClient, name: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `reference:${name}`,
  ]);
}

/**
 * Writes rows `[key, valid_from, ...values, ...extra]`: COPY into a stage, then one INSERT that
 * keeps a row only where its values differ from the version in force the day before (or none is
 * stored yet); a version already stored for that very date is corrected in place when WB now says
 * otherwise. Returns versions added or corrected.
 */
export async function writeVersions(
  client: PoolClient,
  target: VersionedTarget,
  rows: readonly (readonly CopyValue[])[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = [target.key, ['valid_from', 'date'] as const, ...target.values, ...target.extra];
  const merge: MergeTarget = { table: target.table, columns, key: [] };
  await copyStage(client, merge, rows);
  const t = ident(target.table);
  const key = ident(target.key[0]);
  const names = columns.map(([n]) => ident(n));
  const values = target.values.map(([n]) => ident(n));
  const tuple = (alias: string) => `(${values.map((v) => `${alias}.${v}`).join(', ')})`;
  const result = await client.query(
    `INSERT INTO ${t} (${names.join(', ')})
     SELECT ${names.map((n) => `s.${n}`).join(', ')}
       FROM (SELECT DISTINCT ON (${key}, valid_from) * FROM ${stageOf(merge)}
              ORDER BY ${key}, valid_from, ord DESC) s
       LEFT JOIN LATERAL (
         SELECT true AS found, ${values.map((v) => `p.${v}`).join(', ')} FROM ${t} p
          WHERE p.${key} = s.${key} AND p.valid_from < s.valid_from
          ORDER BY p.valid_from DESC LIMIT 1
       ) prev ON true
      WHERE prev.found IS NULL OR ${tuple('prev')} IS DISTINCT FROM ${tuple('s')}
     ON CONFLICT (${key}, valid_from) DO UPDATE
        SET ${[...target.values, ...target.extra]
          .map(([n]) => `${ident(n)} = EXCLUDED.${ident(n)}`)
          .join(', ')}, recorded_at = now()
      WHERE ${tuple(t)} IS DISTINCT FROM ${tuple('EXCLUDED')}`,
  );
  return result.rowCount ?? 0;
}
