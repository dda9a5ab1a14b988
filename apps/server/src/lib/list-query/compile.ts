import {
  isGroup,
  resolvePeriod,
  type Condition,
  type FilterGroup,
  type PeriodPreset,
  type Sort,
} from '@wb/shared';
import { mskDayStart } from '@wb/shared/dates/msk';
import { sql, type SQL } from 'drizzle-orm';
import { columnOf, type ListResource, type ServerColumn, type SqlType } from './resource';

/** A parameter with an explicit cast, so PostgreSQL compares like with like (and uses indexes). */
export const param = (value: unknown, type: SqlType): SQL =>
  sql`${sql.param(value)}::${sql.raw(type)}`;

/** `%`, `_` and `\` of a user's text match themselves in LIKE patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first instant of a Moscow business day (business dates are Moscow time). */
const mskStart = (isoDate: string) => mskDayStart(isoDate).toISOString();
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextDay = (isoDate: string) => addDays(isoDate, 1);

const str = (v: unknown) => String(v);
const list = (v: unknown) => (v as unknown[]).map(str);

function dateRange(e: SQL, from: string | null, to: string | null): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${e} >= ${param(mskStart(from), 'timestamptz')}`);
  if (to) parts.push(sql`${e} < ${param(mskStart(nextDay(to)), 'timestamptz')}`);
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/** One validated condition as SQL; values only ever travel as parameters. */
export function compileCondition(column: ServerColumn, c: Condition): SQL {
  const e = column.expr;
  const t = column.sqlType === 'text[]' ? 'text' : column.sqlType;
  const v = c.value;
  if (column.sqlType === 'timestamptz' && c.op === 'between') {
    const [from, to] = list(v).sort();
    return dateRange(e, from!, to!);
  }
  switch (c.op) {
    case 'contains':
      return sql`${e} ILIKE ${param(`%${escapeLike(str(v))}%`, 'text')}`;
    case 'startsWith':
      return sql`${e} ILIKE ${param(`${escapeLike(str(v))}%`, 'text')}`;
    case 'endsWith':
      return sql`${e} ILIKE ${param(`%${escapeLike(str(v))}`, 'text')}`;
    case 'equals':
    case 'is':
    case 'eq':
      return sql`${e} = ${param(str(v), t)}`;
    case 'isNot':
    case 'ne':
      return sql`${e} IS DISTINCT FROM ${param(str(v), t)}`;
    case 'gt':
      return sql`${e} > ${param(str(v), t)}`;
    case 'gte':
      return sql`${e} >= ${param(str(v), t)}`;
    case 'lt':
      return sql`${e} < ${param(str(v), t)}`;
    case 'lte':
      return sql`${e} <= ${param(str(v), t)}`;
    case 'between': {
      const [a, b] = list(v);
      return sql`${e} BETWEEN SYMMETRIC ${param(a, t)} AND ${param(b, t)}`;
    }
    case 'in':
      return sql`${e} = ANY(${param(list(v), `${t}[]` as SqlType)})`;
    case 'isEmpty':
      return column.sqlType === 'text' ? sql`(${e} IS NULL OR ${e} = '')` : sql`${e} IS NULL`;
    case 'isNotEmpty':
      return sql`(${e} IS NOT NULL AND ${e} <> '')`;
    case 'on':
      return dateRange(e, str(v), str(v));
    case 'before':
      return dateRange(e, null, addDays(str(v), -1));
    case 'after':
      return dateRange(e, nextDay(str(v)), null);
    case 'preset': {
      const period = resolvePeriod(v as PeriodPreset);
      return dateRange(e, period.from, period.to);
    }
    case 'hasAny':
      return sql`${e} && ${param(list(v), 'text[]')}`;
    case 'hasAll':
      return sql`${e} @> ${param(list(v), 'text[]')}`;
    case 'hasNone':
      return sql`NOT (coalesce(${e}, '{}') && ${param(list(v), 'text[]')})`;
  }
  throw new Error(`Unhandled operator ${c.op}`);
}

/** A filter tree as one condition; an empty group is TRUE. */
export function compileFilter<R>(resource: ListResource<R>, group: FilterGroup | undefined): SQL {
  if (!group || group.items.length === 0) return sql`TRUE`;
  const parts = group.items.map((item) =>
    isGroup(item)
      ? compileFilter(resource, item)
      : compileCondition(columnOf(resource, item.field), item),
  );
  return sql`(${sql.join(parts, group.op === 'and' ? sql` AND ` : sql` OR `)})`;
}

/** Fields a filter tree mentions (to add only the joins it needs). */
export function filterFields(group: FilterGroup | undefined): string[] {
  if (!group) return [];
  return group.items.flatMap((item) => (isGroup(item) ? filterFields(item) : [item.field]));
}

export interface SortKey {
  expr: SQL;
  sqlType: SqlType;
  desc: boolean;
  notNull: boolean;
}

/** The requested sort (or the default) followed by the resource's unique tiebreak. */
export function sortKeys<R>(resource: ListResource<R>, sort: readonly Sort[]): SortKey[] {
  const chosen = sort.length > 0 ? sort : resource.defaultSort;
  const keys: SortKey[] = chosen.map((s) => {
    const column = columnOf(resource, s.field);
    return {
      expr: column.expr,
      sqlType: column.sqlType,
      desc: s.dir === 'desc',
      notNull: column.notNull ?? false,
    };
  });
  // The tiebreak follows the direction of the last sort key, so one index serves both.
  const desc = keys.at(-1)?.desc ?? false;
  for (const t of resource.tiebreak) keys.push({ ...t, desc, notNull: true });
  return keys;
}

export function orderBy(keys: readonly SortKey[]): SQL {
  return sql.join(
    // PostgreSQL's own null order (last ascending, first descending): a btree index read
    // forwards or backwards then serves the sort; `DESC NULLS LAST` forced a full sort of 1M
    // rows (docs/decisions/0003-list-grid-and-paging.md).
    keys.map((k) => (k.desc ? sql`${k.expr} DESC` : sql`${k.expr} ASC`)),
    sql`, `,
  );
}

/**
 * Rows after a cursor: a row comparison when every key runs one way (an index range scan),
 * else the expanded OR chain. Only used when every key is non-null.
 */
export function afterCursor(keys: readonly SortKey[], values: readonly string[]): SQL {
  const sameWay = keys.every((k) => k.desc === keys[0]!.desc);
  if (sameWay) {
    const left = sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    );
    const right = sql.join(
      keys.map((k, i) => param(values[i], k.sqlType)),
      sql`, `,
    );
    return keys[0]!.desc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const ors = keys.map((k, i) => {
    const eqs = keys.slice(0, i).map((p, j) => sql`${p.expr} = ${param(values[j], p.sqlType)}`);
    const cmp = k.desc
      ? sql`${k.expr} < ${param(values[i], k.sqlType)}`
      : sql`${k.expr} > ${param(values[i], k.sqlType)}`;
    return sql`(${sql.join([...eqs, cmp], sql` AND `)})`;
  });
  return sql`(${sql.join(ors, sql` OR `)})`;
}
