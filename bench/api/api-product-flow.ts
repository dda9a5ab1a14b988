/**
 * The product flow report in bench:api (docs/domain.md#product-flow): its summary and its
 * products grid over 30 days, computed without caches, and the endpoints for the HTTP runs.
 */
import { parseListRequest, productFlowReport, type ListDeclaration } from '@wb/shared';
import type { Database } from '../../apps/server/src/db/client';
import { clearListCaches, listResourceOf, runList } from '../../apps/server/src/lib/list-query';
import { reportRowsSource } from '../../apps/server/src/lib/report/rows';
import { reportSummary, reportSummaryCache } from '../../apps/server/src/lib/report/summary';
import { productFlowReportSource } from '../../apps/server/src/modules/product-flow/product-flow.report';
import { percentile, round } from '../lib/stats';

const LIST = { sort: [{ field: 'wbDifference', dir: 'asc' }], pageSize: 50 };

/** Summary and products grid of `month`, uncached, `runs` times: median and p95 in ms. */
export async function productFlowCold(
  database: Database,
  companyId: string,
  month: { from: string; to: string },
  runs: number,
) {
  const resource = listResourceOf(
    productFlowReport.rows as ListDeclaration,
    reportRowsSource(productFlowReport, productFlowReportSource),
    companyId,
    undefined,
    { ...month, groupBy: 'product' } as never,
  );
  const request = parseListRequest(productFlowReport.rows.columns, JSON.stringify(LIST));
  const summary: number[] = [];
  const rows: number[] = [];
  for (let i = 0; i < runs; i++) {
    reportSummaryCache.clear();
    clearListCaches();
    let t0 = performance.now();
    await reportSummary(database.db, productFlowReport, productFlowReportSource, companyId, month);
    summary.push(performance.now() - t0);
    t0 = performance.now();
    await runList(database.db, resource, companyId, request);
    rows.push(performance.now() - t0);
  }
  const stat = (v: number[]) => ({
    median: round(percentile(v, 50)),
    p95: round(percentile(v, 95)),
  });
  return { summary: stat(summary), productsGrid: stat(rows) };
}

/** The product flow's endpoints for the HTTP runs (30 days). */
export function productFlowCases(from30: string, today: string) {
  const list = encodeURIComponent(JSON.stringify(LIST));
  return [
    {
      endpoint: 'GET /api/reports/product-flow (30 days)',
      path: () => `/api/reports/product-flow?from=${from30}&to=${today}`,
    },
    {
      endpoint: 'GET /api/reports/product-flow/rows (products by WB difference)',
      path: () =>
        `/api/reports/product-flow/rows?from=${from30}&to=${today}&groupBy=product&list=${list}`,
    },
  ];
}
