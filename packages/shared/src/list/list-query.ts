import * as z from 'zod/mini';
import { PERIOD_PRESETS } from '../dates/periods';

/** How a column's values are typed: decides its operators, its cell and its export format. */
export const COLUMN_TYPES = ['text', 'number', 'money', 'date', 'enum', 'tags', 'image'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Operators of each column type (per-type operators, docs/product.md#grids). */
export const OPERATORS = {
  text: ['contains', 'equals', 'startsWith', 'endsWith', 'isEmpty', 'isNotEmpty', 'in'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty'],
  money: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty'],
  date: ['on', 'before', 'after', 'between', 'preset'],
  enum: ['is', 'isNot', 'in'],
  tags: ['hasAny', 'hasAll', 'hasNone'],
  image: [],
} as const satisfies Record<ColumnType, readonly string[]>;

export const ALL_OPERATORS = [...new Set(Object.values(OPERATORS).flat())] as [string, ...string[]];
export type Operator = (typeof OPERATORS)[ColumnType][number];

/** Operators without a value. */
export const NO_VALUE_OPERATORS: readonly string[] = ['isEmpty', 'isNotEmpty'];
/** Operators whose value is a list. */
export const LIST_OPERATORS: readonly string[] = ['in', 'hasAny', 'hasAll', 'hasNone'];

/**
 * A column as the server and the browser both know it. The server adds the SQL expression;
 * the browser adds the cell renderer and the label (i18n key `columns.<key>`).
 */
export interface ColumnDef {
  key: string;
  type: ColumnType;
  sortable: boolean;
  filterable: boolean;
  /** Money columns: the currency of the amounts (ISO 4217). */
  currency?: string;
  /** Number columns of whole numbers (ids): fractions are refused. */
  integer?: boolean;
  /**
   * How the browser shows a number or text column's values; the server filters, sorts and
   * exports it by its type. `id`: a WB identifier (nmID, vendor code, srid, barcode, supply or
   * order id), digits never grouped so it pastes into WB's search.
   */
  display?: 'id';
  /** Summed in the totals row (number and money columns). */
  total?: boolean;
  /**
   * The total is unknown (absent from `totals`) when any row's value is null, instead of the
   * sum of the known ones: a figure that can be missing (a stock before its history starts).
   */
  strictTotal?: boolean;
  /** Enum columns: the allowed values. */
  options?: readonly string[];
  /**
   * Enum columns: where the label packs name the options, so exports write what the grid shows —
   * a key whose children are the values (`orders:status` → `orders:status.boughtOut`) or a key
   * per value (`{ true: 'admin:yes', false: 'admin:no' }`). Without it: `<tag>:options.<key>.<value>`,
   * then `<tag>:<key>.<value>` (the grid's defaults, `listColumns`).
   */
  optionLabels?: string | Readonly<Record<string, string>>;
  /** Shown unless the user hides it. */
  visible?: boolean;
  /** Default width in px. */
  width?: number;
  /** Russian header of exports (the browser uses its label packs). */
  header: string;
}

/** Limits that keep a request cheap to validate and to run. */
export const LIST_LIMITS = {
  maxDepth: 3,
  maxConditions: 30,
  maxListValues: 100,
  maxText: 200,
  maxSort: 3,
  maxPageSize: 500,
  /** The last page a request may ask for (a grid's URL and a saved view alike). */
  maxPage: 1_000_000,
  maxParam: 8000,
} as const;

const text = z.string().check(z.maxLength(LIST_LIMITS.maxText));
const scalar = z.union([text, z.number(), z.boolean(), z.null()]);

/** One condition: `{field, op, value}`; the value's shape is checked against the column. */
export const conditionSchema = z.object({
  field: z.string().check(z.maxLength(64)),
  op: z.string().check(z.maxLength(32)),
  value: z.optional(
    z.union([scalar, z.array(scalar).check(z.maxLength(LIST_LIMITS.maxListValues))]),
  ),
});
export type Condition = z.infer<typeof conditionSchema>;

export interface FilterGroup {
  op: 'and' | 'or';
  items: (Condition | FilterGroup)[];
}

/** A group of conditions and nested groups joined by AND or OR. */
export const filterGroupSchema: z.ZodMiniType<FilterGroup> = z.object({
  op: z.enum(['and', 'or']),
  get items() {
    return z
      .array(z.union([conditionSchema, filterGroupSchema]))
      .check(z.maxLength(LIST_LIMITS.maxConditions));
  },
});
// Recursive: the OpenAPI document refers to it by this name (#/components/schemas/FilterGroup).
z.globalRegistry.add(filterGroupSchema, { id: 'FilterGroup' });

export const sortSchema = z.object({
  field: z.string().check(z.maxLength(64)),
  dir: z.enum(['asc', 'desc']),
});
export type Sort = z.infer<typeof sortSchema>;

/**
 * A list request of any resource: filters, sort, page (offset by page number, or keyset with
 * `after`, the cursor the previous page returned) and the visible columns (export order).
 */
export const listRequestSchema = z.object({
  filter: z.optional(filterGroupSchema),
  sort: z._default(z.array(sortSchema).check(z.maxLength(LIST_LIMITS.maxSort)), []),
  page: z._default(z.int().check(z.gte(1), z.lte(LIST_LIMITS.maxPage)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(LIST_LIMITS.maxPageSize)), 50),
  after: z.optional(z.string().check(z.maxLength(2000))),
  columns: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(100))),
});
export type ListRequest = z.infer<typeof listRequestSchema>;
export type ListRequestInput = z.input<typeof listRequestSchema>;

/** The query string of a list endpoint: the request as JSON in one parameter. */
export const listQuerySchema = z.object({
  list: z.optional(z.string().check(z.maxLength(LIST_LIMITS.maxParam))),
});
export const exportQuerySchema = z.object({
  list: z.optional(z.string().check(z.maxLength(LIST_LIMITS.maxParam))),
  format: z.enum(['csv', 'xlsx']),
});
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];

/** A page of any list: rows, the count and sums of the whole filtered set, the next cursor. */
export function listPageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    /** Sums of the `total` columns over the whole filtered set (decimal strings). */
    totals: z.record(z.string(), z.string()),
    /** Cursor of the page after this one (keyset paging); null on the last page. */
    next: z.nullable(z.string()),
  });
}

export const isGroup = (item: Condition | FilterGroup): item is FilterGroup =>
  'items' in item && Array.isArray(item.items);

export const DATE_PRESETS = PERIOD_PRESETS;
