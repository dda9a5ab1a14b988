/**
 * Read endpoints over HTTP at a fixed rate (docs/budgets.md#read-endpoints: p95 ≤ 50 ms, p99 ≤ 100
 * ms at 200 req/s, 0 errors, with 1M orders and 10M realization rows in one company).
 *
 * One company gets a sandbox seller synced by the product's own sync engine (WB's limits off):
 * cards, orders (1M by default, over WB's 90 days of statistics), sales, stocks, ad spend and
 * realization reports (10M rows by default: the seller's history is made long enough for them),
 * then cost prices for 95 % of the products (written directly: no sync brings them). A real
 * server process answers requests to
 *   - the /orders list with a filter and a sort,
 *   - /orders/:srid (a different order each time),
 *   - /api/dashboard,
 *   - the sales report and the P&L (12 months; its products grid; a WB weekly report),
 *   - the product flow (30 days; its products grid),
 * each for `--duration` seconds after a short warm-up, twice: at a constant rate (open loop,
 * lib/paced-load.ts: the budget's verdict) and as autocannon's `overallRate` sends the same rate
 * (a burst at the start of every second over `--connections`: the "burst" columns). Also: the dashboard's uncached
 * computation (its server time, every statement in parallel, median and p95 of several runs)
 * and EXPLAIN ANALYZE of each of its statements.
 *
 *   npm run bench:api                                   # 1M orders, 10M realization rows
 *   npm run bench:api -- --orders 200000 --realization 300000 --duration 30
 *   options: --orders N, --realization N, --rate R (200), --duration S (30),
 *            --connections C (20), --runs N (cold dashboard runs, 9),
 *            --load-only (load, keep the database and print its URL),
 *            --database URL (measure such a kept database instead of loading),
 *            --uncached-only (the uncached computations and plans, no HTTP runs), --help
 */
import autocannon from 'autocannon';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  mskDate,
  parseListRequest,
  salesReport,
  type ListDeclaration,
} from '@wb/shared';
import { startServer } from '../../apps/server/test/processes';
import { computeRollupFigures } from '../../apps/server/src/modules/dashboard/dashboard.rollups';
import * as dashboardSql from '../../apps/server/src/modules/dashboard/dashboard.queries';
import { clearListCaches, listResourceOf, runList } from '../../apps/server/src/lib/list-query';
import { reportRowsSource } from '../../apps/server/src/lib/report/rows';
import { reportSummary, reportSummaryCache } from '../../apps/server/src/lib/report/summary';
import { salesReportSource } from '../../apps/server/src/modules/sales/sales.report';
import { printTable, writeResult } from '../lib/report';
import { load, reuse } from './api-data';
import { incomeCases, incomeCold, incomeRefresh, latestReport } from './api-income';
import { productFlowCases, productFlowCold } from './api-product-flow';
import { pacedLoad } from '../lib/paced-load';
import { percentile, round } from '../lib/stats';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 1_000_000);
const REALIZATION = arg('realization', 10_000_000);
const RATE = arg('rate', 200);
const DURATION = arg('duration', 30);
const CONNECTIONS = arg('connections', 20);
const RUNS = arg('runs', 9);
/** Only load the data and keep the database (to EXPLAIN by hand): prints its URL. */
const LOAD_ONLY = process.argv.includes('--load-only');
/** Measure a database `--load-only` kept instead of loading one. */
const REUSE = process.argv.includes('--database')
  ? process.argv[process.argv.indexOf('--database') + 1]
  : undefined;
/** Only the uncached computations and plans (no server, no HTTP runs). */
const UNCACHED_ONLY = process.argv.includes('--uncached-only');
const BUDGET = { p95: 50, p99: 100 };
const USAGE = `npm run bench:api -- [--orders N] [--realization N] [--rate R] [--duration S]
  [--connections C] [--runs N] [--load-only] [--database URL] [--uncached-only]`;

/** Waits until the server answers /api/health within 50 ms again (at most a minute). */
async function drain(baseURL: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await (await fetch(`${baseURL}/api/health`)).arrayBuffer();
    if (performance.now() - t0 < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const source = REUSE
    ? await reuse(REUSE)
    : await load({ orders: ORDERS, realization: REALIZATION, keep: LOAD_ONLY });
  const { database, companyId, accountId } = source;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    database.pool.query<T & Record<string, unknown>>(text, params).then((r) => r.rows);
  const [counts] = await q<{ orders: number; realization: number; sales_daily: number }>(
    `SELECT (SELECT count(*) FROM wb_orders)::int AS orders,
            (SELECT count(*) FROM realization_rows)::int AS realization,
            (SELECT count(*) FROM sales_daily)::int AS sales_daily,
            (SELECT count(*) FROM finance_daily)::int AS finance_daily,
            (SELECT count(*) FROM wb_stocks)::int AS wb_stocks`,
  );
  console.log(counts);
  if (LOAD_ONLY) {
    console.log(`database kept: ${source.dbUrl} (npm run bench:api -- --database <it>)`);
    await source.close();
    return;
  }

  // 2. The dashboard's own computation, uncached: server time and plans.
  const today = mskDate();
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await computeRollupFigures(database.pool, companyId, null, today);
    cold.push(performance.now() - t0);
  }
  const explain = async (name: string, text: string, params: unknown[]) => {
    const [row] = await q<{ 'QUERY PLAN': { 'Execution Time': number; Plan: unknown }[] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
      params,
    );
    const plan = row!['QUERY PLAN'][0]!;
    return { statement: name, 'server ms': round(plan['Execution Time']), plan: plan.Plan };
  };
  const from60 = new Date(Date.parse(today) - 59 * 86_400_000).toISOString().slice(0, 10);
  const from30 = new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10);
  const plans = [
    await explain('accounts', dashboardSql.ACCOUNTS_SQL, [companyId]),
    await explain('sales by day', dashboardSql.SALES_BY_DAY_SQL, [companyId, null, from60, today]),
    await explain('money by day', dashboardSql.MONEY_BY_DAY_SQL, [
      companyId,
      from60,
      today,
      [accountId],
      [today],
    ]),
    await explain('cogs', dashboardSql.COGS_SQL, [
      companyId,
      null,
      from60,
      today,
      ['w'],
      [from30],
      [today],
    ]),
    await explain('stock risks', dashboardSql.STOCK_RISKS_SQL, [companyId, null, today, 20]),
    await explain('version', dashboardSql.VERSION_SQL, [companyId, null]),
    await explain('tokens', dashboardSql.TOKENS_SQL, [companyId, null]),
  ];
  printTable(plans.map(({ statement, 'server ms': ms }) => ({ statement, 'server ms': ms })));
  console.log(
    `dashboard computed uncached (${RUNS} runs): median ${round(percentile(cold, 50))} ms, p95 ${round(percentile(cold, 95))} ms`,
  );

  // The sales report (the dashboard's KPIs, chart and products) computed without its caches:
  // the summary of 30 days with the 30 before, and the products of 30 days by revenue.
  const month = { from: from30, to: today };
  const reportCold: { summary: number[]; rows: number[] } = { summary: [], rows: [] };
  const rowsResource = listResourceOf(
    salesReport.rows as ListDeclaration,
    reportRowsSource(salesReport, salesReportSource),
    companyId,
    undefined,
    { ...month, groupBy: 'product' } as never,
  );
  const rowsRequest = parseListRequest(
    salesReport.rows.columns,
    JSON.stringify({ sort: [{ field: 'revenue', dir: 'desc' }], pageSize: 50 }),
  );
  for (let i = 0; i < RUNS; i++) {
    reportSummaryCache.clear();
    clearListCaches();
    let t0 = performance.now();
    await reportSummary(database.db, salesReport, salesReportSource, companyId, month);
    reportCold.summary.push(performance.now() - t0);
    t0 = performance.now();
    await runList(database.db, rowsResource, companyId, rowsRequest);
    reportCold.rows.push(performance.now() - t0);
  }
  console.log(
    `sales report uncached (${RUNS} runs): summary median ${round(percentile(reportCold.summary, 50))} ms, ` +
      `p95 ${round(percentile(reportCold.summary, 95))} ms; products by revenue median ` +
      `${round(percentile(reportCold.rows, 50))} ms, p95 ${round(percentile(reportCold.rows, 95))} ms`,
  );

  // The P&L's rollup refreshed, then the P&L computed without its caches, from the rollup and
  // from its sources (docs/decisions/0007-pnl.md).
  const incomeRollup = await incomeRefresh(database, companyId);
  console.log('P&L rollup:', incomeRollup);
  const incomeUncachedMs = await incomeCold(database, companyId, today, RUNS);
  console.log('P&L uncached, ms:', JSON.stringify(incomeUncachedMs, null, 1));
  const weekly = await latestReport(database, companyId);
  // The product flow (30 days) computed without caches.
  const productFlowUncachedMs = await productFlowCold(database, companyId, month, RUNS);
  console.log('product flow uncached, ms:', JSON.stringify(productFlowUncachedMs));
  if (UNCACHED_ONLY) {
    console.log(
      `written ${writeResult('api', { counts, incomeRollup, incomeUncachedMs, salesReportUncachedMs: reportCold, productFlowUncachedMs })}`,
    );
    await source.close();
    return;
  }

  // 3. Over HTTP: a real server process, a signed-in owner, a fixed request rate.
  const [warehouse] = await q<{ name: string }>(
    `SELECT warehouse_name AS name FROM wb_orders WHERE company_id = $1
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [companyId],
  );
  const srids = (
    await q<{ srid: string }>(
      `SELECT srid FROM wb_orders WHERE company_id = $1 ORDER BY md5(srid) LIMIT 2000`,
      [companyId],
    )
  ).map((r) => r.srid);
  const server = await startServer({
    databaseUrl: source.dbUrl,
    distDir: '/nonexistent',
    env: { SERVE_WEB: 'false', LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '20' },
  });
  const results: Record<string, string | number>[] = [];
  try {
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify(source.owner),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = encodeURIComponent(
      JSON.stringify({
        filter: {
          op: 'and',
          items: [{ field: 'warehouse', op: 'equals', value: warehouse!.name }],
        },
        sort: [{ field: 'finishedPrice', dir: 'desc' }],
      }),
    );
    let next = 0;
    const cases = [
      // What the server and the machine answer with no work at all: the noise floor of the run.
      { endpoint: 'GET /api/health (baseline)', path: () => '/api/health' },
      { endpoint: 'GET /api/dashboard', path: () => '/api/dashboard' },
      {
        endpoint: 'GET /api/orders/:srid',
        path: () => `/api/orders/${encodeURIComponent(srids[next++ % srids.length]!)}`,
      },
      { endpoint: 'GET /api/orders (filter + sort)', path: () => `/api/orders?list=${list}` },
      {
        endpoint: 'GET /api/sales/report (30 days)',
        path: () => `/api/sales/report?from=${from30}&to=${today}`,
      },
      {
        endpoint: 'GET /api/sales/report/rows (products by revenue)',
        path: () =>
          `/api/sales/report/rows?from=${from30}&to=${today}&groupBy=product&list=${encodeURIComponent(
            JSON.stringify({ sort: [{ field: 'revenue', dir: 'desc' }], pageSize: 50 }),
          )}`,
      },
      ...incomeCases(today, weekly?.id ?? null),
      ...productFlowCases(from30, today),
      {
        endpoint: 'GET /api/reports/sales-nm-id/rows (30 days, products)',
        path: () =>
          `/api/reports/sales-nm-id/rows?from=${from30}&to=${today}&groupBy=product&list=${encodeURIComponent(
            JSON.stringify({ sort: [{ field: 'revenue', dir: 'desc' }], pageSize: 50 }),
          )}`,
      },
      {
        endpoint: 'GET /api/reports/sales-nm-id/pivot (30 days, orders by day)',
        path: () =>
          `/api/reports/sales-nm-id/pivot?from=${from30}&to=${today}&measure=orders&list=${encodeURIComponent(
            JSON.stringify({ sort: [{ field: 'total', dir: 'desc' }], pageSize: 50 }),
          )}`,
      },
      {
        endpoint: 'GET /api/reports/leftovers-nm (by value at price)',
        path: () =>
          `/api/reports/leftovers-nm?list=${encodeURIComponent(
            JSON.stringify({ sort: [{ field: 'valueAtPrice', dir: 'desc' }], pageSize: 50 }),
          )}`,
      },
      // /settings/districts: the districts with what they cover, and what no district covers.
      {
        endpoint: 'GET /api/districts (counts)',
        path: () => `/api/districts?list=${encodeURIComponent('{}')}`,
      },
      { endpoint: 'GET /api/districts/overview', path: () => '/api/districts/overview' },
    ];
    const probe = await fetch(`${server.baseURL}/api/dashboard`, { headers: { cookie } });
    if (probe.status !== 200) throw new Error(`dashboard answered ${probe.status}`);
    const headers = { cookie, accept: 'application/json' };
    const run = (path: () => string, duration: number) => {
      const times: number[] = [];
      const statuses: Record<number, number> = {};
      const instance = autocannon({
        url: server.baseURL,
        connections: CONNECTIONS,
        duration,
        overallRate: RATE,
        headers,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: path() }) }],
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
      return Promise.resolve(instance).then((result) => ({ result, times, statuses }));
    };
    for (const c of cases) {
      // Requests a slow endpoint left queued are answered before the next one is measured.
      await drain(server.baseURL);
      await run(c.path, 3); // warm-up: JIT, pools, caches
      // The budget's load: requests due every 1/RATE s, latency from the due time.
      const paced = await pacedLoad({
        baseURL: server.baseURL,
        path: c.path,
        headers,
        rate: RATE,
        durationSeconds: DURATION,
      });
      await drain(server.baseURL);
      // The same rate as autocannon sends it: a burst at the start of every second.
      const burst = await run(c.path, DURATION);
      const times = paced.times;
      const p95 = percentile(times, 95);
      const p99 = percentile(times, 99);
      const burstErrors = burst.result.errors + burst.result.timeouts + burst.result.non2xx;
      results.push({
        endpoint: c.endpoint,
        requests: times.length,
        'req/s': round(times.length / paced.seconds),
        errors: paced.errors,
        'p50 ms': round(percentile(times, 50)),
        'p95 ms': round(p95),
        'p99 ms': round(p99),
        'max ms': round(Math.max(...times)),
        budget: p95 <= BUDGET.p95 && p99 <= BUDGET.p99 && paced.errors === 0 ? 'ok' : 'OVER',
        'burst p50': round(percentile(burst.times, 50)),
        'burst p95': round(percentile(burst.times, 95)),
        'burst p99': round(percentile(burst.times, 99)),
        'burst errors': burstErrors,
      });
      if (paced.errors) console.log(`${c.endpoint}: answers by status`, paced.statuses);
      if (burstErrors) console.log(`${c.endpoint} (burst): answers by status`, burst.statuses);
    }
    // Requests still in flight when a run ends are answered before the server stops.
    await drain(server.baseURL);
  } finally {
    await server.stop();
  }
  printTable(results);
  console.log(
    `\nbudget: p95 ≤ ${BUDGET.p95} ms, p99 ≤ ${BUDGET.p99} ms at ${RATE} req/s, 0 errors` +
      ` (${ORDERS} orders and ${REALIZATION} realization rows asked; loaded ${JSON.stringify(counts)})`,
  );
  console.log(
    `written ${writeResult('api', {
      asked: { orders: ORDERS, realization: REALIZATION },
      rate: RATE,
      duration: DURATION,
      connections: CONNECTIONS,
      loaded: source.loaded,
      counts,
      salesReportUncachedMs: {
        summary: {
          median: round(percentile(reportCold.summary, 50)),
          p95: round(percentile(reportCold.summary, 95)),
        },
        rows: {
          median: round(percentile(reportCold.rows, 50)),
          p95: round(percentile(reportCold.rows, 95)),
        },
      },
      incomeRollup,
      incomeUncachedMs,
      productFlowUncachedMs,
      dashboardUncachedMs: {
        runs: cold.map((v) => round(v)),
        median: round(percentile(cold, 50)),
        p95: round(percentile(cold, 95)),
      },
      plans,
      results,
    })}`,
  );
  await source.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
