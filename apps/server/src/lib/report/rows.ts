import {
  bucketOf,
  GROUPING_HEADERS,
  type Grouping,
  type ListDeclaration,
  type MeasureDef,
  type ReportDeclaration,
} from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { textOrNull, type ColumnSql, type ListSource, type SourceContext } from '../list-query';
import { bucketLabelSql, bucketSql, checkedPeriod, dateParam, isTime } from './period';
import { fromOf, type ReportSource } from './source';
import { measureSql, measureText } from './summary';

interface RowsQuery {
  from: string;
  to: string;
  account?: string | undefined;
  groupBy: Grouping;
}

type Ctx = SourceContext<unknown, RowsQuery>;

/**
 * A measure over a group's rows: a summed measure's aggregate (0 without rows, or unknown for a
 * nullable one), or a ratio of two
 * of them — numerator ÷ denominator × scale, two decimals, NULL where the denominator is 0.
 */
export function groupMeasureSql(m: MeasureDef, fn: Record<string, (w: SQL) => SQL>): SQL {
  if (!m.ratio) return measureSql(m, fn[m.key]!(sql`TRUE`));
  const summed = (key: string) => sql`coalesce(${fn[key]!(sql`TRUE`)}, 0)`;
  const scale = sql.raw(String(m.ratio.scale ?? 1));
  return sql`round(${summed(m.ratio.numerator)}::numeric * ${scale}
    / NULLIF(${summed(m.ratio.denominator)}, 0), 2)`;
}

const NULL_PRODUCT = {
  nmId: sql`NULL::bigint`,
  vendorCode: sql`NULL::text`,
  photo: sql`NULL::text`,
};

/**
 * A report's grid as a list: the rollup's rows of the period grouped by the request's grouping
 * into a subquery `r` (one row per group with its measures), which the list engine then pages,
 * sorts, filters, totals and exports like any list. The tenant condition and the period go
 * inside the subquery (where the rollup's rows are), the engine's own tenant check outside.
 */
export function reportRowsSource<R extends ReportDeclaration>(
  report: R,
  source: ReportSource<R>,
): ListSource<ListDeclaration> {
  const measures: readonly MeasureDef[] = report.measures;
  const fn = source.measures as Record<string, (w: SQL) => SQL>;
  const columns: Record<string, ColumnSql> = {
    group: { expr: sql`r."group"`, sqlType: 'text' },
    photo: { expr: sql`r.photo`, sqlType: 'text' },
    nmId: { expr: sql`r.nm_id`, sqlType: 'bigint' },
    vendorCode: { expr: sql`r.vendor_code`, sqlType: 'text' },
    ...Object.fromEntries(
      measures.map((m) => [
        m.key,
        {
          expr: sql`r.${sql.identifier(`m_${m.key}`)}`,
          sqlType: 'numeric',
          ...(m.ratio || m.nullable ? {} : { notNull: true }),
        },
      ]),
    ),
  };

  function grouped(q: RowsQuery, tenant: SQL): SQL {
    const period = checkedPeriod(q);
    if (!(report.groupings as readonly string[]).includes(q.groupBy)) {
      throw new AppError('VALIDATION_FAILED', `Группировка «${q.groupBy}» не поддерживается`, 400);
    }
    let key: SQL;
    let label: SQL;
    let product = NULL_PRODUCT;
    let joins: readonly string[] = [];
    if (isTime(q.groupBy)) {
      const bucket = bucketSql(source.day, q.groupBy);
      key = sql`${bucket}::text`;
      label = bucketLabelSql(bucket, q.groupBy);
    } else {
      const g = source.groupings[q.groupBy]!;
      key = g.key;
      label = g.label;
      product = g.product ?? NULL_PRODUCT;
      joins = g.joins ?? [];
    }
    const account = q.account ? sql` AND ${source.account} = ${sql.param(q.account)}::uuid` : sql``;
    const values = measures.map(
      (m) => sql`${groupMeasureSql(m, fn)} AS ${sql.identifier(`m_${m.key}`)}`,
    );
    const inPeriod = sql`${source.tenant} = ${tenant}
       AND ${source.day} BETWEEN ${dateParam(period.from)} AND ${dateParam(period.to)}${account}`;
    const by = q.groupBy;
    const rollup = fromOf(source, {
      tenant,
      ...period,
      together: (first, last) => !isTime(by) || bucketOf(first, by) === bucketOf(last, by),
      // Cabinets and organizations are functions of the cabinet; the others of the product.
      products: !isTime(by) && by !== 'account' && by !== 'organization',
    });
    // Summed per grain first (the joins then meet one row per product, not one per day).
    const grain = isTime(q.groupBy) ? undefined : source.grain;
    const from = grain
      ? sql`(SELECT ${sql.join(
          [
            ...grain.keys.map((k) => sql.identifier(k)),
            ...grain.sums.map((c) => sql`sum(${sql.identifier(c)}) AS ${sql.identifier(c)}`),
          ],
          sql`, `,
        )}
          FROM ${rollup} WHERE ${inPeriod}
         GROUP BY ${sql.join(
           grain.keys.map((k) => sql.identifier(k)),
           sql`, `,
         )}) ${sql.identifier(grain.alias)}`
      : rollup;
    return sql`(SELECT ${tenant} AS company_id, ${key} AS key, ${label} AS "group",
        ${product.nmId} AS nm_id, ${product.vendorCode} AS vendor_code, ${product.photo} AS photo,
        ${sql.join(values, sql`, `)}
      FROM ${from} ${sql.join(
        joins.map((j) => source.joins[j]!),
        sql` `,
      )}
     WHERE ${grain ? sql`${source.tenant} = ${tenant}` : inPeriod}
     GROUP BY 2, 3, 4, 5, 6) r`;
  }

  const edited = source.editedGroupings ?? [];
  const rows = {
    columns,
    from: (ctx: Ctx) => grouped(ctx.query, ctx.tenant),
    tenant: sql`r.company_id`,
    // The key orders time groups by date; a page names its own sort for the others.
    tiebreak: [{ expr: sql`r.key`, sqlType: 'text' }],
    defaultSort: [],
    extra: { key: { expr: sql`r.key` } },
    dataVersion: (ctx: Ctx) => {
      const q = ctx.query;
      // Groups users edit (a category renamed, a tag given to a product) do not change the
      // version: their counts are computed afresh.
      return edited.includes(q.groupBy) ? undefined : source.dataVersion(ctx.tenant);
    },
    cachePages: true,
    ...(source.prepare
      ? { prepare: (db: Db, ctx: Ctx) => source.prepare!(db, ctx.caller.companyId ?? '') }
      : {}),
    headers: (ctx: Ctx) => ({ group: GROUPING_HEADERS[ctx.query.groupBy] }),
    mapRow: (r: Record<string, unknown>) => ({
      key: String(r.key),
      group: textOrNull(r.group),
      photo: textOrNull(r.photo),
      nmId: r.nmId === null || r.nmId === undefined ? null : Number(r.nmId),
      vendorCode: textOrNull(r.vendorCode),
      ...Object.fromEntries(
        measures.map((m) => [
          m.key,
          (m.nullable || m.ratio) && (r[m.key] === null || r[m.key] === undefined)
            ? null
            : measureText(m.type, r[m.key]),
        ]),
      ),
    }),
  };
  // The grid's declaration is built by defineReport for any measures: its query is the report's.
  return rows as unknown as ListSource<ListDeclaration>;
}
