import type { ListDeclaration, Sort } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { $ZodLooseShape, output } from 'zod/v4/core';
import {
  serverColumns,
  type ColumnSql,
  type ListResource,
  type ServerColumn,
  type SqlType,
} from './resource';

/** Who asks: the session's user and current company (null: none chosen). */
export interface ListCaller {
  userId: string;
  /** The tenant of company lists: the session's company while the membership is active. */
  companyId: string | null;
  /**
   * The company chosen in the session even when it is blocked or the membership is disabled
   * (`companyId` is then null): what a user list marks as the current one.
   */
  sessionCompanyId: string | null;
}

/** What a source's SQL may depend on besides the request. */
export interface SourceContext<P = unknown, Q = unknown> {
  /**
   * The tenant's id (the company's or the user's, by the list's `tenant`) as a typed parameter;
   * `NULL` for a platform list. A source that needs it inside a subquery takes it from here.
   */
  tenant: SQL;
  caller: ListCaller;
  /** The page's validated path parameters (`defineList({ params })`). */
  params: P;
  /** The validated query parameters besides `list` and `format` (`defineList({ query })`). */
  query: Q;
}

type ParamsOf<L extends ListDeclaration> = L['params'] extends undefined
  ? undefined
  : output<NonNullable<L['params']>>;
type QueryOf<L extends ListDeclaration> = L['query'] extends $ZodLooseShape
  ? { [K in keyof L['query']]: output<L['query'][K]> }
  : undefined;
type RowOf<L extends ListDeclaration> = output<L['row']>;
type ColumnKeyOf<L extends ListDeclaration> = L['columns'][number]['key'];
export type ListContext<L extends ListDeclaration> = SourceContext<ParamsOf<L>, QueryOf<L>>;

interface SourceBase<L extends ListDeclaration> {
  /** The SQL of each declared column. */
  columns: Record<ColumnKeyOf<L>, ColumnSql>;
  /** `FROM` clause of the base table with its alias (or a subquery built for the context). */
  from: SQL | ((ctx: ListContext<L>) => SQL);
  /** Optional joins by name, added only when a used column needs them. */
  joins?: Record<string, SQL>;
  /** Conditions every row of the list meets besides the tenant (e.g. active memberships). */
  where?: (ctx: ListContext<L>) => SQL;
  /** Unique, non-null key of a row, appended to every sort so pages are stable. */
  tiebreak: readonly { expr: SQL; sqlType: SqlType }[];
  defaultSort: readonly Sort[];
  /** Extra select items the row mapper needs besides the columns (e.g. ids). */
  extra?: Record<string, { expr: SQL; joins?: readonly string[] }>;
  mapRow: (raw: Record<string, unknown>, ctx: ListContext<L>) => RowOf<L>;
  /**
   * For lists of a million rows: a cheap SQL text that changes whenever the rows may have (e.g.
   * the sync state of the datasets that write them). With it, a filter's count and totals are
   * computed once per version and reused (`listTotalsCache`); without it, on every request.
   */
  dataVersion?: (ctx: ListContext<L>) => SQL | undefined;
  /**
   * Columns whose values change by edits the data version does not see (e.g. a product's own
   * category): a filter on any of them computes its count and totals afresh.
   */
  uncachedFilters?: readonly ColumnKeyOf<L>[];
  /**
   * Rows that are aggregates themselves (a report's groups): with a data version, whole pages
   * are cached per version and request, not only the count and totals.
   */
  cachePages?: boolean;
  /** Export headers that depend on the request (e.g. a report's grouping); else the declared. */
  headers?: (ctx: ListContext<L>) => Partial<Record<ColumnKeyOf<L>, string>>;
  /** Called before rows are read (not when a page is served from the cache). */
  prepare?: (db: Db, ctx: ListContext<L>) => Promise<void>;
  /**
   * Columns that depend on the request (a pivot's days): each replaces the declared column of its
   * key, or is added after them. Requests are checked against them like the declared ones, so
   * they filter, sort, total and export alike.
   */
  columnsFor?: (ctx: ListContext<L>) => readonly ServerColumn[];
}

/**
 * The server side of a list (`<module>.list.ts`): where its rows come from and the SQL of each
 * column. A company or user list names its tenant column and the engine compares it with the
 * session's company or user — a source cannot leave the condition out; a platform list has none.
 */
export type ListSource<L extends ListDeclaration> = SourceBase<L> &
  (L['tenant'] extends 'platform' ? { tenant?: never } : { tenant: SQL });

/** A source made ready once: its column registry checked against the declaration. */
export interface CompiledSource<L extends ListDeclaration> {
  list: L;
  source: ListSource<L>;
  columns: ServerColumn[];
}

export function compileSource<L extends ListDeclaration>(
  list: L,
  source: ListSource<L>,
): CompiledSource<L> {
  const tenant = (source as { tenant?: SQL }).tenant;
  if (list.tenant === 'platform') {
    if (tenant) throw new Error(`${list.key}: a platform list has no tenant column`);
    if (!list.access.adminOnly)
      throw new Error(`${list.key}: a platform list must be for administrators only`);
  } else if (!tenant) {
    throw new Error(`${list.key}: a ${list.tenant} list needs its tenant column`);
  }
  const defs = list.columns as readonly (L['columns'][number] & { key: ColumnKeyOf<L> })[];
  return { list, source, columns: serverColumns(defs, source.columns) };
}

/** The tenant's id of a caller, by the list's tenant; null for a platform list. */
export function tenantIdOf(
  list: Pick<ListDeclaration, 'tenant'>,
  caller: ListCaller,
): string | null {
  if (list.tenant === 'platform') return null;
  if (list.tenant === 'user') return caller.userId;
  return caller.companyId;
}

/**
 * The engine's resource of one request: the source's SQL with the tenant condition (and the
 * source's own conditions) bound to the caller. `tenantId` must be the caller's (tenantIdOf).
 */
export function resourceFor<L extends ListDeclaration>(
  { list, source, columns }: CompiledSource<L>,
  tenantId: string | null,
  caller: ListCaller,
  params: ParamsOf<L>,
  query: QueryOf<L>,
): ListResource<RowOf<L>> {
  const ctx: ListContext<L> = {
    tenant: tenantId === null ? sql`NULL::uuid` : sql`${sql.param(tenantId)}::uuid`,
    caller,
    params,
    query,
  };
  const tenantColumn = (source as { tenant?: SQL }).tenant;
  const conditions: SQL[] = [];
  if (list.tenant !== 'platform') {
    if (!tenantColumn || tenantId === null) throw new Error(`${list.key}: no tenant`);
    conditions.push(sql`${tenantColumn} = ${ctx.tenant}`);
  }
  if (source.where) conditions.push(source.where(ctx));
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
  const version = source.dataVersion?.(ctx);
  const headers = source.headers?.(ctx) as Record<string, string | undefined> | undefined;
  const named = headers
    ? columns.map((c) => {
        const header = headers[c.def.key];
        return header ? { ...c, def: { ...c.def, header } } : c;
      })
    : columns;
  return {
    key: list.key,
    columns: source.columnsFor ? withColumns(named, source.columnsFor(ctx)) : named,
    from: typeof source.from === 'function' ? source.from(ctx) : source.from,
    joins: source.joins ?? {},
    scope: () => sql`(${where})`,
    tiebreak: source.tiebreak,
    defaultSort: source.defaultSort,
    extra: source.extra ?? {},
    mapRow: (raw) => source.mapRow(raw, ctx),
    ...(version ? { dataVersion: () => version } : {}),
    ...(source.uncachedFilters ? { uncachedFilters: source.uncachedFilters } : {}),
    ...(source.cachePages ? { cachePages: true } : {}),
    ...(source.prepare ? { prepare: (db: Db) => source.prepare!(db, ctx) } : {}),
  };
}

/** The columns with `more`: a key already there is replaced in place, the others appended. */
function withColumns(columns: readonly ServerColumn[], more: readonly ServerColumn[]) {
  const byKey = new Map(more.map((c) => [c.def.key, c]));
  const keys = new Set(columns.map((c) => c.def.key));
  return [
    ...columns.map((c) => byKey.get(c.def.key) ?? c),
    ...more.filter((c) => !keys.has(c.def.key)),
  ];
}

/**
 * A list's engine resource for one tenant outside a request (benchmarks, tests): as the routes
 * build it for a caller of that company (or user).
 */
export function listResourceOf<L extends ListDeclaration>(
  list: L,
  source: ListSource<L>,
  tenantId: string | null,
  params?: ParamsOf<L>,
  query?: QueryOf<L>,
): ListResource<RowOf<L>> {
  const caller: ListCaller = {
    userId: tenantId ?? '',
    companyId: tenantId,
    sessionCompanyId: tenantId,
  };
  return resourceFor(
    compileSource(list, source),
    tenantId,
    caller,
    params as ParamsOf<L>,
    query as QueryOf<L>,
  );
}
