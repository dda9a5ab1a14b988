/**
 * The P&L's part of bench:api: its figures computed without caches (server time of a 12-month
 * summary by month, the products grid of 12 months, a weekly report's page, a drill-down page of
 * realization rows), and its endpoints for the HTTP runs.
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
import { incomeReportSource } from '../../apps/server/src/modules/income/income.report';
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

/** Each P&L computation `runs` times with every cache cleared; median and p95 in ms. */
export async function incomeCold(
  database: Database,
  companyId: string,
  today: string,
  runs: number,
) {
  const year = { from: daysBefore(today, 364), to: today };
  const report = await latestReport(database, companyId);
  const products = listResourceOf(
    incomeReport.rows as ListDeclaration,
    reportRowsSource(incomeReport, incomeReportSource),
    companyId,
    undefined,
    { ...year, groupBy: 'product' } as never,
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
  const t: Record<'summary' | 'products' | 'weekly' | 'drill', number[]> = {
    summary: [],
    products: [],
    weekly: [],
    drill: [],
  };
  const time = async (key: keyof typeof t, f: () => Promise<unknown>) => {
    reportSummaryCache.clear();
    weeklyReportCache.clear();
    clearListCaches();
    const t0 = performance.now();
    await f();
    t[key].push(performance.now() - t0);
  };
  for (let i = 0; i < runs; i++) {
    await time('summary', () =>
      reportSummary(database.db, incomeReport, incomeReportSource, companyId, {
        ...year,
        series: 'month',
      }),
    );
    await time('products', () => runList(database.db, products, companyId, productsRequest));
    if (report) await time('weekly', () => weeklyReport(database.db, companyId, report.id));
    await time('drill', () => runList(database.db, rows, companyId, drillRequest));
  }
  return {
    summary12Months: stat(t.summary),
    products12Months: stat(t.products),
    weeklyReport: stat(t.weekly),
    drillLogisticsOfAWeek: stat(t.drill),
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
