/**
 * A checksum of every table of the `public` schema (md5 of its rows in order), to prove that a
 * run of invalid requests changed nothing. The few things any request may legitimately write
 * are left out, each with its reason.
 */
import type pg from 'pg';

/**
 * What an invalid request still writes, by table: a condition that keeps only the rows to compare
 * (`t` is the row; `$1` the audit actions left out), and the columns not to compare.
 */
const EXCEPTIONS: Record<string, { keep?: string; ignore?: string[] }> = {
  // A signed-in request refreshes its session's last_seen_at, and its membership's
  // last_active_at, at most once a minute (touchSession).
  sessions: { ignore: ['last_seen_at'] },
  company_members: { ignore: ['last_active_at'] },
  audit_log: { keep: `t.action <> ALL ($1::text[])` },
};

/**
 * Audit rows any request may leave (docs/budgets.md#audit): a request the access rule refuses is
 * audited as denied, and an export is audited as soon as its list request is valid (junk in
 * other query parameters, e.g. an unknown one, is ignored, not invalid).
 */
export const auditedAnyway = (exportActions: string[]) => ['auth.access_denied', ...exportActions];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each table's checksum, by name; audit rows of `ignoredAuditActions` are left out. */
export async function checksums(
  pool: pg.Pool,
  ignoredAuditActions: string[],
): Promise<Map<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.map(({ name }) => {
    const rule = EXCEPTIONS[name] ?? {};
    const row = `(to_jsonb(t)${(rule.ignore ?? []).map((c) => ` - '${c}'`).join('')})`;
    return `SELECT '${name}' AS name, md5(coalesce(string_agg(${row}::text, '|' ORDER BY ${row}::text), '')) AS sum
              FROM public.${quote(name)} t WHERE ${rule.keep ?? 'TRUE'}`;
  });
  const { rows } = await pool.query<{ name: string; sum: string }>(parts.join('\nUNION ALL\n'), [
    ignoredAuditActions,
  ]);
  return new Map(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose checksums differ. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

/** Tables holding a text anywhere in a row (extra fields must not be stored). */
export async function tablesContaining(pool: pg.Pool, needles: string[]): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const parts = tables.map(
    ({ name }) =>
      `(SELECT '${name}' AS name FROM public.${quote(name)} t
         WHERE t::text LIKE ANY ($1::text[]) LIMIT 1)`,
  );
  const { rows } = await pool.query<{ name: string }>(parts.join('\nUNION ALL\n'), [
    needles.map((n) => `%${n}%`),
  ]);
  return rows.map((r) => r.name).sort();
}
