import * as z from 'zod/mini';
import type { AccessRule } from '../access/access';
import { defineContract, type Contract } from '../contracts/define';
import { isDateInRange, type IsoDate } from '../dates/msk';
import type { Period } from '../dates/periods';
import { defineList, type ListDeclaration } from '../list/define-list';
import type { ColumnDef, ColumnType, Condition } from '../list/list-query';
import type { ListResource } from '../list/saved-views.contract';

/**
 * How a report's rows are grouped: by time (Moscow business days, Moscow weeks Monday–Sunday,
 * calendar months) or by what was sold and where.
 */
export const GROUPINGS = [
  'day',
  'week',
  'month',
  'product',
  'brand',
  'subject',
  'category',
  'tag',
  'organization',
  'account',
] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const TIME_GROUPINGS = ['day', 'week', 'month'] as const satisfies readonly Grouping[];
export type TimeGrouping = (typeof TIME_GROUPINGS)[number];
export const isTimeGrouping = (g: Grouping): g is TimeGrouping =>
  (TIME_GROUPINGS as readonly string[]).includes(g);

/** Russian names of the groupings: the grid's first column header and the export's. */
export const GROUPING_HEADERS: Record<Grouping, string> = {
  day: 'День',
  week: 'Неделя',
  month: 'Месяц',
  product: 'Товар',
  brand: 'Бренд',
  subject: 'Предмет',
  category: 'Категория',
  tag: 'Метка',
  organization: 'Организация',
  account: 'Кабинет WB',
};

/** The longest period a report takes, in days (two years and a leap day). */
export const REPORT_MAX_DAYS = 732;

/** A figure of a report: a count or an amount, summed over the rows of a period and a group. */
export interface MeasureDef {
  key: string;
  type: Extract<ColumnType, 'number' | 'money'>;
  /** Money: the currency of the amounts. */
  currency?: string;
  /** Russian header of the grid's column and the export's. */
  header: string;
  /** A rise is good news (orders) or bad news (returns): the colour of a change. */
  goodWhen: 'up' | 'down';
  /**
   * The figure can be unknown (e.g. a stock on a day before its history starts): the grid's
   * cell is null and the summary leaves the key out, never 0 (docs/domain.md#data-rules). Its
   * total over groups is unknown when any group's is.
   */
  nullable?: boolean;
  /**
   * A ratio of two other (summed) measures of the report — numerator ÷ denominator × `scale`,
   * two decimals — computed per group from the group's sums, never summed itself: no total in
   * the grid, not in the summary's figures, not in the pivot, and missing (null) where the
   * denominator is 0.
   */
  ratio?: { numerator: string; denominator: string; scale?: number };
}

/** The measures that are sums (every measure but the ratios). */
export const summedMeasures = <M extends MeasureDef>(measures: readonly M[]): M[] =>
  measures.filter((m) => !m.ratio);

const isoDate = z.string().check(
  z.refine((v) => isDateInRange(v), {
    message: 'Нужна дата ГГГГ-ММ-ДД между 1900-01-01 и 2099-12-31',
  }),
);

/** What every request of a report names: its period and its slices. */
export const reportPeriodShape = {
  from: isoDate,
  to: isoDate,
  /** Only this WB cabinet of the company (its id); all of them when absent. */
  account: z.optional(z.uuid()),
};

const figures = z.record(z.string(), z.string());
const periodSchema = z.object({ from: z.string(), to: z.string() });

/**
 * A report's figures for a period, against the period of the same length before it. A nullable
 * measure's key is absent where its figure is unknown.
 */
export const reportSummarySchema = z.object({
  period: periodSchema,
  previous: periodSchema,
  /** Each measure over the period and over the previous one (decimal strings). */
  totals: figures,
  previousTotals: figures,
  /** The period by day, week or month: every bucket, zeros included. */
  series: z.object({
    by: z.enum(TIME_GROUPINGS),
    points: z.array(
      z.object({
        /** The bucket's first day (`YYYY-MM-DD`). */
        bucket: z.string(),
        values: figures,
        /** The same position in the previous period (the bucket shifted by its length). */
        previous: figures,
      }),
    ),
  }),
  /** The slices' choices: the company's WB cabinets. */
  accounts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** When the figures were read (they are reused until the data changes). */
  computedAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The columns every report grid starts with: the group and, by product, its identifiers. */
const GROUP_COLUMNS = [
  { key: 'group', type: 'text', sortable: true, filterable: true, header: 'Группа', width: 260 },
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 64 },
  {
    key: 'nmId',
    display: 'id',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Артикул WB',
    width: 130,
  },
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 160,
  },
] as const satisfies readonly ColumnDef[];
/** Grid columns only a product grouping fills. */
export const PRODUCT_COLUMNS: readonly string[] = ['photo', 'nmId', 'vendorCode'];

/**
 * Where the rows behind a report's cell are: a list, its date column, the column each grouping
 * filters on (none: the list cannot tell, no drill-down), and conditions a measure adds (e.g.
 * cancelled orders only).
 */
export interface ReportDrill {
  list: ListDeclaration;
  measures: readonly string[];
  /** The list's date column the period and time buckets filter. */
  date: string;
  by: Partial<Record<Exclude<Grouping, TimeGrouping>, string>>;
  /**
   * The list's column the account slice filters (by the cabinet's name). None: the list's rows
   * belong to no cabinet, so a cell of one cabinet has no rows there (no drill).
   */
  account?: string;
  where?: Readonly<Record<string, readonly Condition[]>>;
}

interface ReportSpec<M extends readonly MeasureDef[]> {
  key: ListResource;
  path: `/api/${string}`;
  tag: string;
  summary: string;
  access: AccessRule;
  groupings: readonly Grouping[];
  measures: M;
  /** The grid's default grouping. */
  defaultGrouping: Grouping;
  /**
   * Where the rows behind each measure are. Loaded on demand: the drill lists' declarations are
   * only needed once a figure is opened, not to draw the report.
   */
  drills: () => Promise<readonly ReportDrill[]>;
  /** Sheet name of the grid's export. */
  sheet: string;
  /** Audit action of the grid's export. */
  exportAction: string;
  /**
   * A pivot of one summed measure by product (rows) and day (columns), with its own list key,
   * sheet and export action: `<path>/pivot` and its export write the days as columns.
   */
  pivot?: { key: ListResource; sheet: string; exportAction: string };
}

/** Builds the row schema of a report's grid: the group columns and one value per measure. */
const groupShape = {
  /** The group's key: a date, `account:nmId`, or the group's id or name. */
  key: z.string(),
  group: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  nmId: z.nullable(z.number()),
  vendorCode: z.nullable(z.string()),
};

function rowSchemaOf(measures: readonly MeasureDef[]) {
  return z.object({
    ...groupShape,
    // An unknown figure, or a ratio whose denominator is 0, is missing (null).
    ...Object.fromEntries(
      measures.map((m) => [m.key, m.nullable || m.ratio ? z.nullable(z.string()) : z.string()]),
    ),
  });
}

/** The longest period a pivot takes: its days are columns. */
export const PIVOT_MAX_DAYS = 93;

/** A pivot's column of a day: `d` and the date's digits (`d20260501`: a saved view's key). */
export const pivotDayKey = (day: IsoDate): string => `d${day.replaceAll('-', '')}`;

/**
 * A pivot's row: the product, the measure over the period (`total`) and one value per day of the
 * period under `pivotDayKey(day)` (zeros included).
 */
export const pivotRowSchema = z.looseObject({ ...groupShape, total: z.string() });
export type PivotRow = z.infer<typeof pivotRowSchema> & Record<string, unknown>;

/**
 * A pivot's declared columns; the engine adds a column per day of the requested period and gives
 * `total` the measure's type.
 */
const PIVOT_COLUMNS = [
  ...GROUP_COLUMNS,
  {
    key: 'total',
    type: 'number',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Итого',
    width: 130,
  },
] as const satisfies readonly ColumnDef[];

/**
 * Declares a report once: a period (with the previous one of the same length to compare with)
 * × a grouping × measures, over the rollups. It yields the summary contract (totals of both
 * periods and a series by day, week or month: the KPI cards and the chart) and the grid — a
 * list (`defineList`) of the groups with their measures, paged, sorted, filtered, totalled and
 * exported like every list — and says where the rows behind each cell are (`drills`).
 */
export function defineReport<const M extends readonly MeasureDef[]>(spec: ReportSpec<M>) {
  const groupingSchema = z.enum(spec.groupings as readonly [Grouping, ...Grouping[]]);
  const summary = defineContract({
    ...spec.access,
    method: 'GET',
    path: spec.path,
    tag: spec.tag,
    summary: `${spec.summary}: totals of a period and of the one before, a series by day, week or month`,
    query: z.object({ ...reportPeriodShape, series: z.optional(z.enum(TIME_GROUPINGS)) }),
    response: reportSummarySchema,
  }) as Contract & {
    method: 'GET';
    query: z.ZodMiniObject<
      typeof reportPeriodShape & {
        series: z.ZodMiniOptional<z.ZodMiniEnum<{ [K in TimeGrouping]: K }>>;
      }
    >;
    response: typeof reportSummarySchema;
  };
  const columns = [
    ...GROUP_COLUMNS,
    ...spec.measures.map((m) => ({
      key: m.key,
      type: m.type,
      ...(m.currency ? { currency: m.currency } : {}),
      total: !m.ratio,
      ...(m.nullable ? { strictTotal: true } : {}),
      sortable: true,
      filterable: true,
      header: m.header,
      width: 150,
    })),
  ] as readonly ColumnDef[];
  const rows = defineList({
    key: spec.key,
    path: `${spec.path}/rows`,
    tag: spec.tag,
    summary: `${spec.summary}, by group`,
    access: spec.access,
    tenant: 'company',
    query: { ...reportPeriodShape, groupBy: groupingSchema },
    row: rowSchemaOf(spec.measures),
    columns,
    export: { action: spec.exportAction, entity: spec.key, file: spec.key, sheet: spec.sheet },
  });
  const summed = summedMeasures(spec.measures).map((m) => m.key) as [string, ...string[]];
  const pivot = spec.pivot
    ? defineList({
        key: spec.pivot.key,
        path: `${spec.path}/pivot`,
        tag: spec.tag,
        summary: `${spec.summary}, one measure by product and day (days as columns)`,
        access: spec.access,
        tenant: 'company',
        query: { ...reportPeriodShape, measure: z.enum(summed) },
        row: pivotRowSchema,
        columns: PIVOT_COLUMNS,
        export: {
          action: spec.pivot.exportAction,
          entity: spec.pivot.key,
          file: spec.pivot.key,
          sheet: spec.pivot.sheet,
        },
      })
    : undefined;
  return {
    key: spec.key,
    tag: spec.tag,
    access: spec.access,
    groupings: spec.groupings,
    defaultGrouping: spec.defaultGrouping,
    measures: spec.measures,
    drills: spec.drills,
    summary,
    rows,
    pivot,
  };
}
export type ReportDeclaration = ReturnType<typeof defineReport>;

const DAY_MS = 86_400_000;
const toDay = (d: IsoDate) => Date.parse(`${d}T00:00:00Z`);
const fromDay = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus n calendar days. */
export const addDays = (day: IsoDate, n: number): IsoDate => fromDay(toDay(day) + n * DAY_MS);

/** Days in a period, both ends included. */
export const periodDays = (p: Period): number =>
  Math.round((toDay(p.to) - toDay(p.from)) / DAY_MS) + 1;

/** The period of the same length that ends the day before `p` starts. */
export function previousPeriod(p: Period): Period {
  const n = periodDays(p);
  return { from: addDays(p.from, -n), to: addDays(p.from, -1) };
}

/** What is wrong with a report's period (null: nothing). */
export function periodProblem(p: Period): string | null {
  if (p.from > p.to) return 'Начало периода позже его конца';
  if (periodDays(p) > REPORT_MAX_DAYS) return `Период длиннее ${REPORT_MAX_DAYS} дней`;
  return null;
}

/** The series' bucket for a period: days up to two months, weeks up to a year, else months. */
export function seriesGrouping(p: Period): TimeGrouping {
  const n = periodDays(p);
  return n <= 62 ? 'day' : n <= 371 ? 'week' : 'month';
}

/** The first day of the time bucket holding `day` (weeks start on Monday). */
export function bucketOf(day: IsoDate, by: TimeGrouping): IsoDate {
  if (by === 'day') return day;
  if (by === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toDay(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The last day of the bucket starting `bucket`. */
export function bucketEnd(bucket: IsoDate, by: TimeGrouping): IsoDate {
  if (by === 'day') return bucket;
  if (by === 'week') return addDays(bucket, 6);
  const [y, m] = bucket.split('-').map(Number) as [number, number];
  return fromDay(Date.UTC(y, m, 0));
}

/** Every bucket a period touches, in order (the first may start before the period). */
export function bucketsOf(p: Period, by: TimeGrouping): IsoDate[] {
  const out: IsoDate[] = [];
  for (let b = bucketOf(p.from, by); b <= p.to; b = addDays(bucketEnd(b, by), 1)) out.push(b);
  return out;
}
