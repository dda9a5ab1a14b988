/**
 * The P&L's part of bench:api: its figures computed without caches — a 12-month summary by month
 * and by week, the products and cabinets grids of 12 months — from the rollup and, on the same
 * data in the same run, from the sources at query time (decision 0007's option 2, the "before");
 * the rollup's own refresh times (its first fill, a realization week, a cost version); a weekly
 * report's page and a drill-down page of realization rows; and its endpoints for the HTTP runs.
 */
import {
  drillTarget,
  incomeReport,
  incomeRowsList,
  parseListRequest,
  type ListDeclaration,
} from '@wb/shared';
import { INCOME_REPORT_DRILLS } from '@wb/shared/income/income-report.drills';
import type { Database } from '../../apps/server/src/db/client';
import { clearListCaches, listResourceOf, runList } from '../../apps/server/src/lib/list-query';
import { reportRowsSource } from '../../apps/server/src/lib/report/rows';
import { reportSummary, reportSummaryCache } from '../../apps/server/src/lib/report/summary';
import { incomeRowsSource } from '../../apps/server/src/modules/income/income.list';
import {
  incomeReportOnTheFly,
  incomeReportSource,
} from '../../apps/server/src/modules/income/income.report';
import { refreshPnl, refreshPnlPending } from '../../apps/server/src/modules/income/pnl-rollup';
import type { ReportSource } from '../../apps/server/src/lib/report/source';
import {
  weeklyReport,
  weeklyReportCache,
} from '../../apps/server/src/modules/income/income.service';
import { percentile, round } from '../lib/stats';

const DAY = 86_400_000;
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(day) - n * DAY).toISOString().slice(0, 10);

/** The latest WB report of the company with its rows (the weekly page's subject). */
export async function latestReport(database: Database, companyId: string) {
  const { rows } = await database.pool.query<{ id: string; from: string; to: string }>(
    `SELECT report_id::text AS id, to_char(date_from, 'YYYY-MM-DD') AS "from",
            to_char(date_to, 'YYYY-MM-DD') AS "to"
       FROM realization_reports WHERE company_id = $1 AND rows_loaded
      ORDER BY date_from DESC LIMIT 1`,
    [companyId],
  );
  return rows[0] ?? null;
}

const stat = (xs: number[]) => ({
  median: round(percentile(xs, 50)),
  p95: round(percentile(xs, 95)),
});

/** Milliseconds of `f`. */
async function timed(f: () => Promise<unknown>) {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

/**
 * The rollup's refresh (modules/income/pnl-rollup.ts): its first fill when the company's rows
 * are still to be computed (a database loaded before migration 0025, or cost prices written
 * directly), then what a realization report's week of rows costs (every product-day of the
 * latest report marked, as its page's triggers mark them) and a new cost version of one product.
 */
export async function incomeRefresh(database: Database, companyId: string) {
  const fill = await timed(() => refreshPnlPending(database.db, companyId));
  await database.pool.query('ANALYZE pnl_rollup');
  const [counts] = (
    await database.pool.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE level = 'product_day')::int AS product_day,
              count(*) FILTER (WHERE level = 'product_month')::int AS product_month,
              count(*) FILTER (WHERE level = 'account_day')::int AS account_day,
              count(*) FILTER (WHERE level = 'account_month')::int AS account_month
         FROM pnl_rollup WHERE company_id = $1`,
      [companyId],
    )
  ).rows;
  const report = await latestReport(database, companyId);
  // Measured inside a transaction rolled back after: the data stay as they were.
  const refreshOf = async (...writes: [text: string, params: unknown[]][]) => {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      for (const [text, params] of writes) await client.query(text, params);
      const ms = await timed(() => refreshPnl(client, companyId));
      await client.query('ROLLBACK');
      return ms;
    } finally {
      client.release();
    }
  };
  // A realization week: every product-day of the latest report marked as its pages mark them,
  // each found changed (the rows made off by a rouble first), so the months and cabinet sums
  // are recomputed too.
  const week = report
    ? await refreshOf(
        [
          `UPDATE pnl_rollup SET revenue = revenue + 1
            WHERE company_id = $1 AND level = 'product_day' AND day BETWEEN $2 AND $3`,
          [companyId, report.from, report.to],
        ],
        [
          `INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
           SELECT DISTINCT company_id, 'row', account_id, nm_id, day, day FROM finance_daily
            WHERE company_id = $1 AND day BETWEEN $2 AND $3`,
          [companyId, report.from, report.to],
        ],
      )
    : NaN;
  const cost = await refreshOf([
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost)
     SELECT company_id, account_id, nm_id, current_date - 90, 777 FROM finance_daily
      WHERE company_id = $1 AND nm_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
    [companyId],
  ]);
  return {
    fillMs: round(fill),
    rows: counts,
    realizationWeekMs: round(week),
    costVersionMs: round(cost),
  };
}

const KINDS = ['summaryByMonth', 'summaryByWeek', 'products', 'cabinets'] as const;

/**
 * Each P&L computation `runs` times with every cache cleared, from the rollup and from the
 * sources at query time (same data, same run); median and p95 in ms.
 */
export async function incomeCold(
  database: Database,
  companyId: string,
  today: string,
  runs: number,
) {
  const year = { from: daysBefore(today, 364), to: today };
  const report = await latestReport(database, companyId);
  const grid = (source: ReportSource<typeof incomeReport>, groupBy: string) =>
    listResourceOf(
      incomeReport.rows as ListDeclaration,
      reportRowsSource(incomeReport, source),
      companyId,
      undefined,
      { ...year, groupBy } as never,
    );
  const productsRequest = parseListRequest(
    incomeReport.rows.columns,
    JSON.stringify({ sort: [{ field: 'netProfit', dir: 'asc' }], pageSize: 50 }),
  );
  const rows = listResourceOf(
    incomeRowsList as ListDeclaration,
    incomeRowsSource as unknown as Parameters<typeof listResourceOf>[1],
    companyId,
    undefined,
    undefined as never,
  );
  const week = report ?? { from: daysBefore(today, 6), to: today };
  const drill = drillTarget(INCOME_REPORT_DRILLS, {
    measure: 'logistics',
    period: { from: week.from, to: week.to },
  })!;
  const drillRequest = parseListRequest(
    incomeRowsList.columns,
    JSON.stringify({ sort: [{ field: 'date', dir: 'desc' }], pageSize: 50, filter: drill.filter }),
  );
  const sources = { rollup: incomeReportSource, onTheFly: incomeReportOnTheFly };
  type Kind = (typeof KINDS)[number];
  const t: Record<string, number[]> = { weekly: [], drill: [] };
  const time = async (key: string, f: () => Promise<unknown>) => {
    reportSummaryCache.clear();
    weeklyReportCache.clear();
    clearListCaches();
    (t[key] ??= []).push(await timed(f));
  };
  const compute = (
    source: ReportSource<typeof incomeReport>,
  ): Record<Kind, () => Promise<unknown>> => ({
    summaryByMonth: () =>
      reportSummary(database.db, incomeReport, source, companyId, { ...year, series: 'month' }),
    summaryByWeek: () => reportSummary(database.db, incomeReport, source, companyId, year),
    products: () => runList(database.db, grid(source, 'product'), companyId, productsRequest),
    cabinets: () =>
      runList(
        database.db,
        grid(source, 'account'),
        companyId,
        parseListRequest(incomeReport.rows.columns, '{}'),
      ),
  });
  for (let i = 0; i < runs; i++) {
    for (const [name, source] of Object.entries(sources)) {
      const c = compute(source);
      for (const kind of KINDS) await time(`${name}.${kind}`, c[kind]);
    }
    if (report) await time('weekly', () => weeklyReport(database.db, companyId, report.id));
    await time('drill', () => runList(database.db, rows, companyId, drillRequest));
  }
  const of = (name: string) =>
    Object.fromEntries(KINDS.map((kind) => [kind, stat(t[`${name}.${kind}`] ?? [])]));
  return {
    rollup: of('rollup'),
    onTheFly: of('onTheFly'),
    weeklyReport: stat(t.weekly!),
    drillLogisticsOfAWeek: stat(t.drill!),
  };
}

/** The P&L's endpoints for the HTTP runs. */
export function incomeCases(today: string, reportId: string | null) {
  const from = daysBefore(today, 364);
  const list = encodeURIComponent(
    JSON.stringify({ sort: [{ field: 'netProfit', dir: 'asc' }], pageSize: 50 }),
  );
  return [
    {
      endpoint: 'GET /api/income/report (12 months by month)',
      path: () => `/api/income/report?from=${from}&to=${today}&series=month`,
    },
    {
      endpoint: 'GET /api/income/report/rows (12 months, products)',
      path: () => `/api/income/report/rows?from=${from}&to=${today}&groupBy=product&list=${list}`,
    },
    ...(reportId
      ? [
          {
            endpoint: 'GET /api/income/weekly-reports/:id',
            path: () => `/api/income/weekly-reports/${reportId}`,
          },
        ]
      : []),
  ];
}
