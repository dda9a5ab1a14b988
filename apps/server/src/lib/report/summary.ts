import {
  addDays,
  bucketOf,
  bucketsOf,
  periodDays,
  previousPeriod,
  seriesGrouping,
  toMoneyString,
  type MeasureDef,
  summedMeasures,
  type ReportDeclaration,
  type ReportSummary,
  type TimeGrouping,
} from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { versionedCache } from '../versioned-cache';
import { bucketSql, checkedPeriod, dateLiteral, dateParam } from './period';
import { fromOf, type ReportSource } from './source';

export interface SummaryRequest {
  from: string;
  to: string;
  account?: string | undefined;
  series?: TimeGrouping | undefined;
}

/**
 * Summaries per report × company × request, one computation per change of the data (a sync
 * bumps the version with every page). While new figures are computed, requests wait a quarter
 * of a second, then get the previous ones (never older than five minutes).
 */
export const reportSummaryCache = versionedCache<Omit<ReportSummary, 'accounts'>>({
  maxAgeMs: 60_000,
  staleMs: 300_000,
  graceMs: 250,
  maxEntries: 2000,
});

/** A measure's value as the API sends it: money with two decimals, counts as whole numbers. */
export function measureText(type: 'number' | 'money', value: unknown): string {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? value.toString() : '0';
  return type === 'money' ? toMoneyString(raw) : raw;
}

/** A measure's aggregate as computed: none is 0, unless the figure can be unknown (null). */
export const measureSql = (m: MeasureDef, aggregate: SQL): SQL =>
  m.nullable ? aggregate : sql`coalesce(${aggregate}, 0)`;

/**
 * The figures of a report for a period and the one of its length before it, and the period as
 * a series of days, weeks or months (each bucket paired with the same position in the previous
 * period): one statement over the rollup — the rows of both periods read once, each measure
 * aggregated with a window per period, the series and the totals as two grouping sets.
 */
export async function reportSummary<R extends ReportDeclaration>(
  db: Db,
  report: R,
  source: ReportSource<R>,
  companyId: string,
  request: SummaryRequest,
): Promise<Omit<ReportSummary, 'accounts'>> {
  const period = checkedPeriod(request);
  const previous = previousPeriod(period);
  const by = request.series ?? seriesGrouping(period);
  const tenant = sql`${sql.param(companyId)}::uuid`;
  const current = sql`${source.day} >= ${dateParam(period.from)}`;
  const before = sql`${source.day} < ${dateParam(period.from)}`;
  // The previous period's days moved onto the current one's, so a bucket pairs like positions.
  // Literals, not parameters: the grouping set must repeat the select's expression exactly
  // (the date is checked, the length an integer).
  const shifted = sql`(CASE WHEN ${source.day} >= ${dateLiteral(period.from)} THEN ${source.day} ELSE ${source.day} + ${sql.raw(String(periodDays(period)))} END)`;
  const bucket = bucketSql(shifted, by);
  // Ratios are not figures of the summary (the grid computes them per group).
  const measures: readonly MeasureDef[] = summedMeasures(report.measures);
  const fn = source.measures as Record<string, (w: SQL) => SQL>;
  const items = measures.flatMap((m) => [
    sql`${measureSql(m, fn[m.key]!(current))}::text AS ${sql.identifier(`c_${m.key}`)}`,
    sql`${measureSql(m, fn[m.key]!(before))}::text AS ${sql.identifier(`p_${m.key}`)}`,
  ]);
  const account = request.account
    ? sql` AND ${source.account} = ${sql.param(request.account)}::uuid`
    : sql``;
  // Days a row may sum: in the same period and, moved as above, in the same bucket.
  const moved = (day: string) => (day >= period.from ? day : addDays(day, periodDays(period)));
  const from = fromOf(source, {
    tenant,
    from: previous.from,
    to: period.to,
    together: (first, last) =>
      first >= period.from === last >= period.from &&
      bucketOf(moved(first), by) === bucketOf(moved(last), by),
    products: false,
  });
  const statement = sql`SELECT ${bucket}::text AS bucket, ${sql.join(items, sql`, `)}
    FROM ${from}
   WHERE ${source.tenant} = ${tenant}
     AND ${source.day} BETWEEN ${dateParam(previous.from)} AND ${dateParam(period.to)}${account}
   GROUP BY GROUPING SETS ((${bucket}), ())`;

  const key = `${report.key}|${companyId}|${JSON.stringify([period, request.account ?? null, by])}`;
  const versionRow = (await db.execute(sql`SELECT (${source.dataVersion(tenant)})::text AS v`))
    .rows[0] as { v: string | null };
  return reportSummaryCache.get(key, String(versionRow.v), async () => {
    await source.prepare?.(db, companyId);
    const rows = (await db.execute(statement)).rows;
    const pick = (row: Record<string, unknown> | undefined, prefix: string) =>
      Object.fromEntries(
        measures.flatMap((m) => {
          const value = row?.[`${prefix}${m.key}`];
          // An unknown figure is left out (a bucket without rows is 0 unless it can be unknown).
          if (m.nullable && (value === null || value === undefined)) return [];
          return [[m.key, measureText(m.type, value)]];
        }),
      );
    const totalsRow = rows.find((r) => r.bucket === null);
    const byBucket = new Map(
      rows.filter((r) => r.bucket !== null).map((r) => [String(r.bucket), r]),
    );
    return {
      period,
      previous,
      totals: pick(totalsRow, 'c_'),
      previousTotals: pick(totalsRow, 'p_'),
      series: {
        by,
        points: bucketsOf(period, by).map((b) => ({
          bucket: b,
          values: pick(byBucket.get(b), 'c_'),
          previous: pick(byBucket.get(b), 'p_'),
        })),
      },
      computedAt: new Date().toISOString(),
    };
  });
}
