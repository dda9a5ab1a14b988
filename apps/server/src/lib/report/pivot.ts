import {
  addDays,
  GROUPING_HEADERS,
  periodDays,
  PIVOT_MAX_DAYS,
  pivotDayKey,
  type ListDeclaration,
  type ReportDeclaration,
} from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { textOrNull, type ListSource, type ServerColumn, type SourceContext } from '../list-query';
import { checkedPeriod, dateParam } from './period';
import { fromOf, type ReportSource } from './source';
import { measureText } from './summary';

interface PivotQuery {
  from: string;
  to: string;
  account?: string | undefined;
  measure: string;
}

type Ctx = SourceContext<unknown, PivotQuery>;

/** The pivot's period checked: a report's period, at most PIVOT_MAX_DAYS days (its columns). */
function pivotPeriod(q: PivotQuery) {
  const period = checkedPeriod(q);
  if (periodDays(period) > PIVOT_MAX_DAYS) {
    const problem = `Для сводной по дням период не длиннее ${PIVOT_MAX_DAYS} дней`;
    throw new AppError('VALIDATION_FAILED', problem, 400, { from: [problem] });
  }
  return period;
}

/** Every day of a period, in order. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const dayHeader = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * A report's pivot as a list: one summed measure by product (rows) and Moscow day (columns).
 * The period's rollup rows are summed per grain and day, the measure taken per day and over the
 * period (`total`), and each product's days kept as a JSON object the day columns read
 * (`columnsFor`: a column per day of the requested period, zeros included) — so the grid and the
 * export (CSV, XLSX) have the days as columns, and sorting or filtering by a day works like any
 * column. Needs the source's product grouping and grain.
 */
export function reportPivotSource<R extends ReportDeclaration>(
  report: R,
  source: ReportSource<R>,
): ListSource<ListDeclaration> {
  const product = source.groupings.product;
  if (!product?.product || !source.grain) {
    throw new Error(`${report.key}: a pivot needs the product grouping and the source's grain`);
  }
  const grain = source.grain;
  const fn = source.measures as Record<string, (w: SQL) => SQL>;
  const measureOf = (key: string) =>
    report.measures.find((m) => m.key === key && !m.ratio && !m.nullable);

  function pivoted(q: PivotQuery, tenant: SQL): SQL {
    const period = pivotPeriod(q);
    const measure = measureOf(q.measure);
    if (!measure) {
      throw new AppError('VALIDATION_FAILED', `Показатель «${q.measure}» не подходит`, 400);
    }
    const account = q.account ? sql` AND ${source.account} = ${sql.param(q.account)}::uuid` : sql``;
    const rollup = fromOf(source, {
      tenant,
      ...period,
      // Each day is its own column: rows summing several days would not do.
      together: (first, last) => first === last,
      products: true,
    });
    const value = (w: SQL) => sql`coalesce(${fn[measure.key]!(w)}, 0)`;
    const keys = sql.join(
      grain.keys.map((k) => sql.identifier(k)),
      sql`, `,
    );
    // Per grain and day: the sums (for the period's total) and the day's value.
    const byDay = sql`(SELECT ${keys}, ${source.day} AS pivot_day, ${sql.join(
      grain.sums.map((c) => sql`sum(${sql.identifier(c)}) AS ${sql.identifier(c)}`),
      sql`, `,
    )}, ${value(sql`TRUE`)} AS pivot_value
        FROM ${rollup}
       WHERE ${source.tenant} = ${tenant}
         AND ${source.day} BETWEEN ${dateParam(period.from)} AND ${dateParam(period.to)}${account}
       GROUP BY ${keys}, ${source.day}) ${sql.identifier(grain.alias)}`;
    const d = sql.identifier(grain.alias);
    return sql`(SELECT ${tenant} AS company_id, ${product!.key} AS key, ${product!.label} AS "group",
        ${product!.product!.nmId} AS nm_id, ${product!.product!.vendorCode} AS vendor_code,
        ${product!.product!.photo} AS photo, ${value(sql`TRUE`)} AS total,
        jsonb_object_agg(${d}.pivot_day::text, ${d}.pivot_value::text) AS days
      FROM ${byDay} ${sql.join(
        (product!.joins ?? []).map((j) => source.joins[j]!),
        sql` `,
      )}
     GROUP BY 2, 3, 4, 5, 6) r`;
  }

  /** The total in the measure's type, and a column per day of the period. */
  function columnsFor(ctx: Ctx): ServerColumn[] {
    const measure = measureOf(ctx.query.measure);
    let period: { from: string; to: string };
    try {
      period = pivotPeriod(ctx.query);
    } catch {
      return []; // the rows' statement answers the 400
    }
    if (!measure) return [];
    const typed = {
      type: measure.type,
      ...(measure.currency ? { currency: measure.currency } : {}),
      total: true,
      sortable: true,
      filterable: true,
    } as const;
    return [
      {
        def: { key: 'total', ...typed, header: `${measure.header}: итого`, width: 130 },
        expr: sql`r.total`,
        sqlType: 'numeric',
        notNull: true,
      },
      ...daysOf(period.from, period.to).map((day): ServerColumn => ({
        def: { key: pivotDayKey(day), ...typed, header: dayHeader(day), width: 110 },
        expr: sql`coalesce((r.days ->> ${sql.param(day)}::text)::numeric, 0)`,
        sqlType: 'numeric',
        notNull: true,
      })),
    ];
  }

  const rows = {
    columns: {
      group: { expr: sql`r."group"`, sqlType: 'text' },
      photo: { expr: sql`r.photo`, sqlType: 'text' },
      nmId: { expr: sql`r.nm_id`, sqlType: 'bigint' },
      vendorCode: { expr: sql`r.vendor_code`, sqlType: 'text' },
      total: { expr: sql`r.total`, sqlType: 'numeric', notNull: true },
    },
    from: (ctx: Ctx) => pivoted(ctx.query, ctx.tenant),
    tenant: sql`r.company_id`,
    tiebreak: [{ expr: sql`r.key`, sqlType: 'text' }],
    defaultSort: [{ field: 'total', dir: 'desc' }],
    extra: { key: { expr: sql`r.key` }, days: { expr: sql`r.days` } },
    columnsFor,
    headers: () => ({ group: GROUPING_HEADERS.product }),
    dataVersion: (ctx: Ctx) => source.dataVersion(ctx.tenant),
    cachePages: true,
    ...(source.prepare
      ? { prepare: (db: Db, ctx: Ctx) => source.prepare!(db, ctx.caller.companyId ?? '') }
      : {}),
    mapRow: (r: Record<string, unknown>, ctx: Ctx) => {
      const measure = measureOf(ctx.query.measure)!;
      const days = (r.days ?? {}) as Record<string, unknown>;
      const period = pivotPeriod(ctx.query);
      return {
        key: String(r.key),
        group: textOrNull(r.group),
        photo: textOrNull(r.photo),
        nmId: r.nmId === null || r.nmId === undefined ? null : Number(r.nmId),
        vendorCode: textOrNull(r.vendorCode),
        total: measureText(measure.type, r.total),
        ...Object.fromEntries(
          daysOf(period.from, period.to).map((day) => [
            pivotDayKey(day),
            measureText(measure.type, days[day] ?? 0),
          ]),
        ),
      };
    },
  };
  // The pivot's declaration is built by defineReport for any measures: its query is the report's.
  return rows as unknown as ListSource<ListDeclaration>;
}
