import type { ColumnDef, Sort } from '@wb/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** PostgreSQL types of column expressions: parameters are cast to them, never interpolated. */
export type SqlType = 'text' | 'numeric' | 'bigint' | 'timestamptz' | 'uuid' | 'text[]';

/** A column as the server runs it: the shared definition plus its SQL. */
export interface ServerColumn {
  def: ColumnDef;
  /** The expression (only from this registry; never from a request). */
  expr: SQL;
  sqlType: SqlType;
  /** Never null: the column may take part in keyset paging. */
  notNull?: boolean;
  /** Joins the expression needs (names of `ListResource.joins`). */
  joins?: readonly string[];
}

/** The SQL side of a grid column; its definition comes from packages/shared. */
export type ColumnSql = Omit<ServerColumn, 'def'>;

/** A grid's column registry: the shared definitions, in their order, each with its SQL. */
export const serverColumns = <K extends string>(
  defs: readonly (ColumnDef & { key: K })[],
  sqlOf: Record<K, ColumnSql>,
): ServerColumn[] => defs.map((def) => ({ def, ...sqlOf[def.key] }));

/** A row value of a timestamp column as ISO 8601; null stays null. */
export const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

/** A row value of a text column (a number, e.g. a bigint as it came, as its digits); else null. */
export const textOrNull = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? v.toString() : null;

/**
 * A list endpoint's resource: where its rows come from, how they are scoped to a company, and
 * its column registry. Everything SQL in a list query comes from here; requests only choose.
 */
export interface ListResource<Row> {
  key: string;
  columns: readonly ServerColumn[];
  /** `FROM` clause of the base table (with its alias). */
  from: SQL;
  /** Optional joins by name, added only when a used column needs them. */
  joins: Record<string, SQL>;
  /** The tenant condition (bound by `resourceFor`); always part of the WHERE clause. */
  scope: (scopeId: string) => SQL;
  /** Unique, non-null key of a row, appended to every sort so pages are stable. */
  tiebreak: readonly { expr: SQL; sqlType: SqlType }[];
  defaultSort: readonly Sort[];
  /** Extra select items the row mapper needs besides the columns (e.g. ids). */
  extra: Record<string, { expr: SQL; joins?: readonly string[] }>;
  mapRow: (raw: Record<string, unknown>) => Row;
  /**
   * For lists of a million rows: a cheap SQL text that changes whenever the rows may have (e.g.
   * the sync state of the datasets that write them). With it, a filter's count and totals are
   * computed once per version and reused (`listTotalsCache`); without it, on every request.
   */
  dataVersion?: (companyId: string) => SQL;
  /**
   * Columns whose values change by edits the data version does not see (e.g. a product's own
   * category): a filter on any of them computes its count and totals afresh.
   */
  uncachedFilters?: readonly string[];
  /**
   * Rows that are aggregates themselves (a report's groups): with a data version, whole pages
   * are cached per version and request, not only the count and totals.
   */
  cachePages?: boolean;
  /** Called before rows are read (not when a page is served from the cache). */
  prepare?: (db: Db) => Promise<void>;
}

export function columnOf<R>(resource: ListResource<R>, key: string): ServerColumn {
  const column = resource.columns.find((c) => c.def.key === key);
  // Requests are validated against the registry first; a miss here is a programming error.
  if (!column) throw new Error(`${resource.key}: unknown column ${key}`);
  return column;
}

export const definitionsOf = (resource: Pick<ListResource<unknown>, 'columns'>): ColumnDef[] =>
  resource.columns.map((c) => c.def);
