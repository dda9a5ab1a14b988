import * as z from 'zod/mini';
import type { $ZodLooseShape, $ZodType } from 'zod/v4/core';
import type { AccessRule } from '../access/access';
import { defineContract, type Contract } from '../contracts/define';
import { exportQuerySchema, listPageOf, listQuerySchema, type ColumnDef } from './list-query';
import type { ListResource } from './saved-views.contract';

/**
 * Whose rows a list holds. The server's list engine adds the condition itself from the session:
 * `company` — the current company's rows (403 NO_COMPANY without one); `user` — the signed-in
 * user's own, whichever company is current; `platform` — every company's, for administrators
 * only (the engine refuses to register a platform list whose access rule is not admin-only).
 */
export type ListTenant = 'company' | 'user' | 'platform';

/** How a list's export is audited and named. */
export interface ListExportSpec {
  /** The audit log's action of an export. */
  action: string;
  /** The audit log's entity. */
  entity: string;
  /** The file is `<file>-<Moscow date>.<format>`. */
  file: string;
  /** The XLSX worksheet's name. */
  sheet: string;
}

/** Query parameters a list takes besides `list` (e.g. a report's period), as a zod shape. */
export type ListQueryShape = $ZodLooseShape | undefined;
type QueryOf<Base extends z.ZodMiniObject, Q extends ListQueryShape> = Q extends $ZodLooseShape
  ? z.ZodMiniObject<Base['shape'] & Q>
  : Base;

/** The page contract of a list: GET `path`, the request as JSON in `list`, a page of rows. */
export type ListPageContract<
  R extends z.ZodMiniType,
  P extends $ZodType | undefined,
  Q extends ListQueryShape = undefined,
> = Contract & {
  method: 'GET';
  path: `/api/${string}`;
  params: P;
  query: QueryOf<typeof listQuerySchema, Q>;
  response: ReturnType<typeof listPageOf<R>>;
};

/** The export contract of a list: GET `path/export`, the same request plus the file format. */
export type ListExportContract<
  P extends $ZodType | undefined,
  Q extends ListQueryShape = undefined,
> = Contract & {
  method: 'GET';
  path: `/api/${string}`;
  params: P;
  query: QueryOf<typeof exportQuerySchema, Q>;
  response: z.ZodMiniString;
};

/** A list as declared once (`defineList`): what the server registers and the web hook uses. */
export interface ListDeclaration<
  R extends z.ZodMiniType = z.ZodMiniType,
  C extends readonly ColumnDef[] = readonly ColumnDef[],
  P extends $ZodType | undefined = $ZodType | undefined,
  T extends ListTenant = ListTenant,
  Q extends ListQueryShape = ListQueryShape,
> {
  /** The grid's key: saved views, the totals cache, logs. */
  key: ListResource;
  /** The module's domain noun: the OpenAPI tag and the web query key's root. */
  tag: string;
  tenant: T;
  access: AccessRule;
  row: R;
  columns: C;
  params: P;
  /** The extra query parameters' shape (undefined: only `list`). */
  query: Q;
  export: ListExportSpec;
  page: ListPageContract<R, P, Q>;
  exportFile: ListExportContract<P, Q>;
}

interface ListSpec<R extends z.ZodMiniType, C extends readonly ColumnDef[], P, T, Q> {
  key: ListResource;
  /** The page's path; the export is `<path>/export`. */
  path: `/api/${string}`;
  tag: string;
  /** What the list holds, for the OpenAPI document ("Orders of the current company"). */
  summary: string;
  access: AccessRule;
  tenant: T;
  /** Path parameters (e.g. a scope in the path), validated like any contract's. */
  params?: P;
  /** Query parameters besides `list` (and `format`), validated like any contract's. */
  query?: Q;
  row: R;
  columns: C;
  export: ListExportSpec;
}

/**
 * Declares a list once: its rows, its columns (their types decide the filters, sorting, totals
 * and the export's formats), whose rows it holds and who may read it. The page and export
 * contracts are derived from it, so the server registers both routes with one call
 * (`registerList`) and the browser reads them with one hook (`useList`).
 */
export function defineList<
  R extends z.ZodMiniType,
  const C extends readonly ColumnDef[],
  P extends $ZodType | undefined = undefined,
  const T extends ListTenant = ListTenant,
  Q extends ListQueryShape = undefined,
>(spec: ListSpec<R, C, P, T, Q>): ListDeclaration<R, C, P, T, Q> {
  const shared = {
    ...spec.access,
    tag: spec.tag,
    method: 'GET' as const,
    ...(spec.params ? { params: spec.params } : {}),
  };
  const page = defineContract({
    ...shared,
    path: spec.path,
    summary: `${spec.summary}: filters, sort, page, totals (list = JSON ListRequest)`,
    query: spec.query ? z.extend(listQuerySchema, spec.query) : listQuerySchema,
    response: listPageOf(spec.row),
  }) as ListPageContract<R, P, Q>;
  const exportFile = defineContract({
    ...shared,
    path: `${spec.path}/export`,
    summary: `${spec.summary}: the filtered view as CSV or XLSX (streamed)`,
    query: spec.query ? z.extend(exportQuerySchema, spec.query) : exportQuerySchema,
    response: z.string(),
  }) as ListExportContract<P, Q>;
  return {
    key: spec.key,
    tag: spec.tag,
    tenant: spec.tenant,
    access: spec.access,
    row: spec.row,
    columns: spec.columns,
    params: spec.params as P,
    query: spec.query as Q,
    export: spec.export,
    page,
    exportFile,
  };
}

/** Whether a value is a list declaration (the contract registry test finds them by shape). */
export function isListDeclaration(value: unknown): value is ListDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ListDeclaration>;
  return typeof v.key === 'string' && Array.isArray(v.columns) && !!v.page && !!v.exportFile;
}
