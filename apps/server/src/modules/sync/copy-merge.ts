import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/**
 * How a page of rows lands in a table: COPY into a temporary staging table, then one
 * INSERT … SELECT DISTINCT ON (key) … ON CONFLICT DO UPDATE. Rows repeated inside the page
 * collapse to the last one; rows repeated across pages update nothing unless they changed.
 */
export interface MergeTarget {
  table: string;
  /** Column name → SQL type, in the order the rows give them. */
  columns: readonly (readonly [name: string, type: string])[];
  key: readonly string[];
  /** A stored row is replaced only by a version at least this new (e.g. `last_change_date`). */
  newerOrEqual?: string;
}

export type CopyValue = string | number | boolean | null | undefined | object;

const SPECIAL = /[\\\t\n\r]/g;
const HAS_SPECIAL = /[\\\t\n\r]/;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
function field(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Most values have nothing to escape: testing first is a quarter cheaper than replacing.
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (ch) => ESCAPED[ch]!) : text;
}

function* lines(rows: readonly (readonly CopyValue[])[]): Generator<string> {
  let batch = '';
  for (let i = 0; i < rows.length; i++) {
    batch += `${i}\t${rows[i]!.map(field).join('\t')}\n`;
    if (batch.length > 1 << 16) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

const staged = new WeakMap<PoolClient, Set<string>>();
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * COPYs `rows` into the target's temporary staging table (emptied at commit), with `ord` the
 * row's position; for writers that merge the stage themselves (versioned tables).
 */
export async function copyStage(
  client: PoolClient,
  target: MergeTarget,
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  const stage = `stage_${target.table}`;
  const names = target.columns.map(([name]) => ident(name));
  let known = staged.get(client);
  if (!known) staged.set(client, (known = new Set()));
  if (!known.has(stage)) {
    const defs = target.columns.map(([name, type]) => `${ident(name)} ${type}`).join(', ');
    await client.query(
      `CREATE TEMP TABLE IF NOT EXISTS ${ident(stage)} (ord int, ${defs}) ON COMMIT DELETE ROWS`,
    );
    known.add(stage);
  }
  await pipeline(
    Readable.from(lines(rows)),
    client.query(copyFrom(`COPY ${ident(stage)} (ord, ${names.join(', ')}) FROM STDIN`)),
  );
}

/**
 * The merge of the target's staged page into its table: INSERT … SELECT DISTINCT ON (key) …
 * ON CONFLICT DO UPDATE, changing a stored row only when its raw payload differs (and, with
 * `newerOrEqual`, only by a version at least as new). `returning`: what the statement gives
 * back of each row it inserted or changed (for a caller that embeds it in a WITH query).
 */
export function mergeSql(target: MergeTarget, returning?: string): string {
  const names = target.columns.map(([name]) => ident(name));
  const stage = `stage_${target.table}`;
  const key = target.key.map(ident).join(', ');
  const updates = target.columns
    .filter(([name]) => !target.key.includes(name))
    .map(([name]) => `${ident(name)} = EXCLUDED.${ident(name)}`)
    .join(', ');
  const t = ident(target.table);
  const guard = [
    `${t}.raw IS DISTINCT FROM EXCLUDED.raw`,
    ...(target.newerOrEqual
      ? [`${t}.${ident(target.newerOrEqual)} <= EXCLUDED.${ident(target.newerOrEqual)}`]
      : []),
  ].join(' AND ');
  return `INSERT INTO ${t} (${names.join(', ')})
     SELECT DISTINCT ON (${key}) ${names.join(', ')} FROM ${ident(stage)} ORDER BY ${key}, ord DESC
     ON CONFLICT (${key}) DO UPDATE SET ${updates} WHERE ${guard}${
       returning ? `\n     RETURNING ${returning}` : ''
     }`;
}

/** Writes `rows` into the target in the client's open transaction; returns rows inserted or changed. */
export async function copyMerge(
  client: PoolClient,
  target: MergeTarget,
  rows: readonly (readonly CopyValue[])[],
): Promise<number> {
  if (rows.length === 0) return 0;
  await copyStage(client, target, rows);
  const result = await client.query(mergeSql(target));
  return result.rowCount ?? 0;
}

/** The staging table of a target, for statements that read the page just copied (rollups). */
export const stageOf = (target: MergeTarget) => ident(`stage_${target.table}`);
