import { isIsoDate, type ListRequest } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { versionedCache } from '../versioned-cache';
import {
  afterCursor,
  compileFilter,
  filterFields,
  orderBy,
  sortKeys,
  type SortKey,
} from './compile';
import { columnOf, type ListResource, type SqlType } from './resource';

export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  totals: Record<string, string>;
  next: string | null;
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', 'Курсор страницы устарел или не подходит к сортировке', 400);

const VALUE_CHECKS: Record<SqlType, (v: string) => boolean> = {
  text: (v) => v.length <= 1000,
  'text[]': () => false,
  numeric: (v) => /^-?\d{1,20}(\.\d{1,10})?$/.test(v),
  bigint: (v) => /^-?\d{1,18}$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  timestamptz: isInstantText,
};

/** An instant as PostgreSQL writes timestamptz as text (`2026-03-01 10:00:00.5+03`), on a real day. */
const INSTANT_TEXT =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)$/;

/** A cursor's instant: a day that does not exist (2099-02-30) would fail the cast with a 500. */
function isInstantText(v: string): boolean {
  const m = INSTANT_TEXT.exec(v);
  return m !== null && isIsoDate(m[1]!);
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values, checked against the sort keys (they become typed parameters). */
export function decodeCursor(cursor: string, keys: readonly SortKey[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw badCursor();
  values.forEach((v, i) => {
    const key = keys[i]!;
    if (typeof v !== 'string' || !key.notNull || !VALUE_CHECKS[key.sqlType](v)) throw badCursor();
  });
  return values as string[];
}

/** Keyset paging works when every sort key is non-null (see docs/decisions/0003-list-grid-and-paging.md). */
export const keysetPossible = (keys: readonly SortKey[]) => keys.every((k) => k.notNull);

function joinsFor<R>(resource: ListResource<R>, fields: readonly string[], all: boolean): SQL {
  const names = new Set<string>();
  if (all) Object.keys(resource.joins).forEach((n) => names.add(n));
  else for (const f of fields) for (const j of columnOf(resource, f).joins ?? []) names.add(j);
  return sql.join(
    [...names].map((n) => resource.joins[n]!),
    sql` `,
  );
}

/** `expr AS "key"` for the columns and extras (aliases come from the registry). */
function selectList<R>(resource: ListResource<R>, keys: readonly SortKey[]): SQL {
  const items = [
    ...resource.columns.map((c) => sql`${c.expr} AS ${sql.identifier(c.def.key)}`),
    ...Object.entries(resource.extra).map(([k, x]) => sql`${x.expr} AS ${sql.identifier(k)}`),
    ...keys.map((k, i) => sql`(${k.expr})::text AS ${sql.identifier(`__k${i}`)}`),
  ];
  return sql.join(items, sql`, `);
}

/** The parts every query of a request shares. */
export function planOf<R>(resource: ListResource<R>, companyId: string, request: ListRequest) {
  const keys = sortKeys(resource, request.sort);
  const where = sql`${resource.scope(companyId)} AND ${compileFilter(resource, request.filter)}`;
  const rowsFrom = sql`${resource.from} ${joinsFor(resource, [], true)}`;
  const select = selectList(resource, keys);
  return { keys, where, rowsFrom, select };
}

/** The rows query of a request (also the export cursor's query, without paging). */
export function rowsQuery<R>(
  resource: ListResource<R>,
  companyId: string,
  request: ListRequest,
  paging: SQL = sql``,
): SQL {
  const plan = planOf(resource, companyId, request);
  return sql`SELECT ${plan.select} FROM ${plan.rowsFrom} WHERE ${plan.where} ORDER BY ${orderBy(plan.keys)} ${paging}`;
}

interface Aggregate {
  total: number;
  totals: Record<string, string>;
}

/**
 * Counts and totals of big lists (resources with `dataVersion`) per company × filter, one
 * computation per change of the data (a second over a million orders; a sync bumps the version
 * with every page it commits). Paging, sorting and exporting the same filter read them from
 * here. While new ones are computed, requests wait half a second, then get the previous ones
 * (never older than a minute).
 */
export const listTotalsCache = versionedCache<Aggregate>({
  maxAgeMs: 300_000,
  staleMs: 60_000,
  graceMs: 500,
  maxEntries: 2000,
});

/**
 * Whole pages of lists whose rows are aggregates (`cachePages`: a report's groups), per version
 * and request: the same period, grouping and sort are summed once per change of the data.
 */
const listPagesCache = versionedCache<{ raw: Record<string, unknown>[]; aggregated: Aggregate }>({
  maxAgeMs: 300_000,
  staleMs: 60_000,
  graceMs: 500,
  maxEntries: 2000,
});

/** Forgets every cached count, total and page (benchmarks measure the uncached path). */
export function clearListCaches() {
  listTotalsCache.clear();
  listPagesCache.clear();
}

const dialect = new PgDialect();

/**
 * One page of a list: rows (keyset when the request carries the previous page's cursor, else
 * offset), the filtered count and the totals row: in two parallel statements, or, for resources
 * with a data version, the rows with the version in one, the count and totals from
 * `listTotalsCache` (computed after the rows only when that version has none yet).
 */
export async function runList<R>(
  db: Db,
  resource: ListResource<R>,
  companyId: string,
  request: ListRequest,
): Promise<ListPage<R>> {
  const plan = planOf(resource, companyId, request);
  const { keys, where } = plan;
  const keyset = request.after !== undefined;
  if (keyset && !keysetPossible(keys)) throw badCursor();
  const cursorWhere = keyset
    ? sql` AND ${afterCursor(keys, decodeCursor(request.after!, keys))}`
    : sql``;
  const offset = keyset ? 0 : (request.page - 1) * request.pageSize;
  const volatile = resource.uncachedFilters ?? [];
  const cacheable = !filterFields(request.filter).some((f) => volatile.includes(f));
  const version = cacheable ? resource.dataVersion?.(companyId) : undefined;
  // The data version travels with the rows (one InitPlan, one round trip): a page whose count
  // and totals are cached costs a single statement.
  const versionItem = version ? sql`, (${version})::text AS "__version"` : sql``;
  const rowsSql = sql`SELECT ${plan.select}${versionItem} FROM ${plan.rowsFrom} WHERE ${where}${cursorWhere}
    ORDER BY ${orderBy(keys)} LIMIT ${sql.param(request.pageSize)} OFFSET ${sql.param(offset)}`;

  const summed = resource.columns.filter((c) => c.def.total);
  const aggFrom = sql`${resource.from} ${joinsFor(
    resource,
    [...filterFields(request.filter), ...summed.map((c) => c.def.key)],
    false,
  )}`;
  const sums = summed.map((c) =>
    c.def.strictTotal
      ? sql`, (CASE WHEN bool_and(${c.expr} IS NOT NULL) IS NOT FALSE
               THEN coalesce(sum(${c.expr}), 0) END)::text AS ${sql.identifier(`t_${c.def.key}`)}`
      : sql`, coalesce(sum(${c.expr}), 0)::text AS ${sql.identifier(`t_${c.def.key}`)}`,
  );
  const aggSql = sql`SELECT count(*)::int AS "total" ${sql.join(sums, sql``)} FROM ${aggFrom} WHERE ${where}`;
  const aggregate = async (): Promise<Aggregate> => {
    const aggRow = (await db.execute(aggSql)).rows[0] as Record<string, unknown>;
    return {
      total: Number(aggRow.total),
      totals: Object.fromEntries(
        summed.flatMap((c) => {
          const v = aggRow[`t_${c.def.key}`] as string | null;
          // A strict total with an unknown row is unknown: left out.
          return v === null ? [] : [[c.def.key, v]];
        }),
      ),
    };
  };
  const cached = async (version: SQL, first: Record<string, unknown> | undefined) => {
    // An empty page carries no version: then it is asked for alone.
    const current = first
      ? first.__version
      : ((await db.execute(sql`SELECT (${version})::text AS v`)).rows[0] as { v: unknown }).v;
    // The statement itself is the key: the company and the filter are among its parameters.
    const query = dialect.sqlToQuery(aggSql);
    const key = `${resource.key}|${query.sql}|${JSON.stringify(query.params)}`;
    return listTotalsCache.get(key, String(current), aggregate);
  };

  const fetchPage = async (): Promise<{
    raw: Record<string, unknown>[];
    aggregated: Aggregate;
  }> => {
    await resource.prepare?.(db);
    if (version) {
      const raw = (await db.execute(rowsSql)).rows;
      return { raw, aggregated: await cached(version, raw[0]) };
    }
    const [raw, aggregated] = await Promise.all([
      db.execute(rowsSql).then((r) => r.rows),
      aggregate(),
    ]);
    return { raw, aggregated };
  };
  const cachePage = async (version: SQL) => {
    const current = (
      (await db.execute(sql`SELECT (${version})::text AS v`)).rows[0] as { v: unknown }
    ).v;
    const query = dialect.sqlToQuery(rowsSql);
    const key = `${resource.key}|${query.sql}|${JSON.stringify(query.params)}`;
    return listPagesCache.get(key, String(current), fetchPage);
  };
  const { raw, aggregated } =
    version && resource.cachePages ? await cachePage(version) : await fetchPage();
  const { total, totals } = aggregated;
  const last = raw.at(-1);
  // The page number travels with the cursor, so both ways know where the set ends.
  const hasMore = raw.length === request.pageSize && request.page * request.pageSize < total;
  const next =
    hasMore && last && keysetPossible(keys)
      ? encodeCursor(keys.map((_, i) => String(last[`__k${i}`])))
      : null;
  return {
    items: raw.map(resource.mapRow),
    total,
    page: request.page,
    pageSize: request.pageSize,
    totals,
    next,
  };
}
