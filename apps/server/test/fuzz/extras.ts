/**
 * Valid but odd bodies, which may change data (unlike the invalid classes, they are not checked
 * by the tables' checksums):
 * - extra fields: contracts' objects ignore keys they do not declare, but a body must never get
 *   a tenant, owner, id, type or date stored from one (mass assignment). After these requests no
 *   table holds the markers, nothing of company B changed and no user became an administrator;
 * - values at the edge of a field's schema — the longest text (in two-byte letters), the most
 *   digits, the largest and smallest numbers — which a narrower column or cast would refuse with
 *   a 500.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { World } from '../matrix-cases';
import { fieldsOf, withValue, type Operation } from './mutations';
import { objectBranch, stringBranch, types, type SchemaNode } from './values';

const MARK = `fuzz-extra-${randomUUID()}`;
const MARK_ID = randomUUID();
const MARK_DATE = '1999-01-02';

/** The markers no table may hold afterwards. */
export const MARKERS = [MARK, MARK_ID, MARK_DATE];

/** Keys a careless handler might copy into a row, with values that would show if it did. */
export function extraFields(world: World, schema: SchemaNode): Record<string, unknown> {
  const extras: Record<string, unknown> = {
    id: MARK_ID,
    companyId: world.companyB.id,
    company_id: world.companyB.id,
    userId: world.ownerB.id,
    ownerUserId: world.ownerB.id,
    createdAt: `${MARK_DATE}T00:00:00Z`,
    deletedAt: `${MARK_DATE}T00:00:00Z`,
    type: 'admin',
    isAdmin: true,
    systemKey: 'owner',
    status: MARK,
    fuzzExtra: MARK,
  };
  const declared = new Set(Object.keys(objectBranch(schema)?.properties ?? {}));
  return Object.fromEntries(Object.entries(extras).filter(([k]) => !declared.has(k)));
}

const DIGITS_ONLY = /^\^\\d\{(?:\d+,)?(\d+)\}\$$/;

/** Valid values at the edge of a field's schema (see the header). */
function edgeValues(s: SchemaNode): unknown[] {
  const out: unknown[] = [];
  const str = stringBranch(s);
  if (str && !str.enum && !str.format) {
    const digits = str.pattern ? DIGITS_ONLY.exec(str.pattern) : null;
    if (digits) out.push('9'.repeat(Number(digits[1])));
    else if (!str.pattern && str.maxLength && str.maxLength <= 100_000) {
      out.push('ж'.repeat(str.maxLength));
    }
  }
  if (types(s).has('integer') || types(s).has('number')) {
    const number = s.anyOf?.find((b) => b.maximum !== undefined || b.minimum !== undefined) ?? s;
    if (number.maximum !== undefined) out.push(number.maximum);
    if (number.minimum !== undefined) out.push(number.minimum);
  }
  return out;
}

/** The valid but odd bodies of `op` built on its valid base body. */
export function oddBodies(
  op: Operation,
  base: unknown,
  world: World,
): { label: string; body: unknown }[] {
  const out: { label: string; body: unknown }[] = [
    { label: 'extra fields', body: { ...(base as object), ...extraFields(world, op.body!) } },
  ];
  for (const field of fieldsOf(op.body!, base)) {
    for (const value of edgeValues(field.schema)) {
      out.push({
        label: `edge value @ body.${field.path.join('.')}`,
        body: withValue(base, field.path, value),
      });
    }
  }
  return out;
}

/** Rows that mention company B or its owner, per table: nothing of B may change. */
export async function rowsOfB(pool: pg.Pool, world: World): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const needles = [world.companyB.id, world.ownerB.id].map((id) => `%${id}%`);
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
         FROM public."${name}" t WHERE t::text LIKE ANY ($1::text[])`,
  );
  const { rows } = await pool.query<{ name: string; sum: string }>(parts.join('\nUNION ALL\n'), [
    needles,
  ]);
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

export async function adminCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE type = 'admin'`,
  );
  return rows[0]!.n;
}
