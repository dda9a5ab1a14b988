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
 * The days a page of WB answers covers: on every day from `from` to `till` (null: every later
 * day) the values in force are those of the page's latest row on or before that day, or, for a
 * key absent from the page, unknown.
 */
export interface KnownSpan {
  from: string;
  till: string | null;
}

/**
 * Writes rows `[key, valid_from, ...values, ...extra]` (all within `span`) so that the stored
 * versions within the span are exactly the changes WB's answers show: a row is a version where
 * its values differ from the page's previous row of its key (for the key's first row: from the
 * version stored before the span, or on its first day when the key is absent that day), or where
 * none precedes it. Then, within the span:
 * - a version already stored for that date is corrected in place when WB now says otherwise;
 * - a stored version that is no longer a change (WB changed or withdrew an announcement, or the
 *   key is gone from an announced date) is removed. Versions on the span's first day of keys
 *   absent from the page stay (WB omitting a warehouse today says nothing about its tariff).
 * Rows and versions outside the span are never touched. The same page written again changes
 * nothing. Returns versions added, corrected or removed.
 */
export async function writeVersions(
  client: PoolClient,
  target: VersionedTarget,
  rows: readonly (readonly CopyValue[])[],
  span: KnownSpan,
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = [target.key, ['valid_from', 'date'] as const, ...target.values, ...target.extra];
  const merge: MergeTarget = { table: target.table, columns, key: [] };
  await copyStage(client, merge, rows);
  const t = ident(target.table);
  const key = ident(target.key[0]);
  const names = columns.map(([n]) => ident(n));
  const values = target.values.map(([n]) => n);
  const tuple = (alias: string, prefix = '') =>
    `(${values.map((v) => `${alias}.${ident(prefix + v)}`).join(', ')})`;
  const inSpan = (alias: string) =>
    `${alias}.valid_from >= $1::date AND ($2::date IS NULL OR ${alias}.valid_from <= $2::date)`;
  const result = await client.query<{ n: number }>(
    `WITH s AS (
       SELECT DISTINCT ON (${key}, valid_from) * FROM ${stageOf(merge)}
        ORDER BY ${key}, valid_from, ord DESC
     ), l AS (
       SELECT s.*, row_number() OVER w = 1 AS first,
              ${values.map((v) => `lag(s.${ident(v)}) OVER w AS ${ident(`prev_${v}`)}`).join(', ')}
         FROM s WINDOW w AS (PARTITION BY ${key} ORDER BY valid_from)
     ), changes AS (
       SELECT l.* FROM l
         LEFT JOIN LATERAL (
           SELECT true AS found, ${values.map((v) => `p.${ident(v)}`).join(', ')} FROM ${t} p
            WHERE l.first AND p.${key} = l.${key}
              AND (p.valid_from < $1::date OR (p.valid_from = $1::date AND l.valid_from > $1::date))
            ORDER BY p.valid_from DESC LIMIT 1
         ) before ON true
        WHERE CASE WHEN l.first THEN before.found IS NULL OR ${tuple('before')} IS DISTINCT FROM ${tuple('l')}
                   ELSE ${tuple('l', 'prev_')} IS DISTINCT FROM ${tuple('l')} END
     ), removed AS (
       DELETE FROM ${t} p
        WHERE ${inSpan('p')}
          AND (p.valid_from > $1::date OR p.${key} IN (SELECT ${key} FROM s))
          AND NOT EXISTS (SELECT 1 FROM changes c
                           WHERE c.${key} = p.${key} AND c.valid_from = p.valid_from)
       RETURNING 1
     ), written AS (
       INSERT INTO ${t} (${names.join(', ')})
       SELECT ${names.map((n) => `c.${n}`).join(', ')} FROM changes c
       ON CONFLICT (${key}, valid_from) DO UPDATE
          SET ${[...target.values, ...target.extra]
            .map(([n]) => `${ident(n)} = EXCLUDED.${ident(n)}`)
            .join(', ')}, recorded_at = now()
        WHERE ${tuple(t)} IS DISTINCT FROM ${tuple('EXCLUDED')}
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM removed)::int + (SELECT count(*) FROM written)::int AS n`,
    [span.from, span.till],
  );
  return result.rows[0]?.n ?? 0;
}
