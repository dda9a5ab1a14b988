/**
 * The /orders list engine at 1M orders in one company (list round trip p95 ≤ 150 ms,
 * docs/budgets.md#grid-round-trip): offset against keyset paging at several depths, the count +
 * totals statement, a filter and a sort by price. Server time of runList (both statements, in
 * parallel), median and p95 of RUNS.
 *
 *   npm run bench:list               # embedded PostgreSQL, or TEST_DATABASE_URL's server
 *   npm run bench:list -- --rows 200000
 */
import { ordersList, parseListRequest, type ListRequestInput } from '@wb/shared';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { createDatabase } from '../../apps/server/src/db/client';
import { definitionsOf, listResourceOf, runList } from '../../apps/server/src/lib/list-query';
import { ordersSource } from '../../apps/server/src/modules/orders/orders.list';
import { startDatabase } from '../../apps/server/test/processes';
import { printTable, writeResult } from '../lib/report';
import { percentile, round } from '../lib/stats';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const RUNS = arg('runs', 9);
const PAGE = 50;

async function main() {
  const pgdb = await startDatabase();
  await runMigrations(pgdb.url);
  const database = createDatabase(pgdb.url, { max: 4 });
  const q = (text: string, params: unknown[] = []) => database.pool.query(text, params);
  const idOf = (r: { rows: unknown[] }) => (r.rows[0] as { id: string }).id;
  const company = idOf(await q(`INSERT INTO companies (name) VALUES ('Bench') RETURNING id`));
  const account = idOf(
    await q(`INSERT INTO wb_accounts (company_id, name) VALUES ($1, 'Bench') RETURNING id`, [
      company,
    ]),
  );
  const started = Date.now();
  await q(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
       supplier_article, tech_size, warehouse_name, oblast_okrug_name, region_name,
       total_price, discount_percent, spp, finished_price, is_cancel, raw)
     SELECT $1, $2, 'b' || g, timestamptz '2026-01-01' + (g * interval '30 seconds'), now(),
       1000 + g % 5000, 'ART-' || g % 5000, 'M', (ARRAY['Коледино','Казань','Тула'])[1 + g % 3],
       'Центральный', 'Москва', 1000 + g % 997, 30, 20, 500 + g % 991, g % 20 = 0, '{}'
     FROM generate_series(1, $3::int) g`,
    [company, account, ROWS],
  );
  await q(
    `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, raw)
     SELECT $1, $2, 'b' || g, CASE WHEN g % 50 = 0 THEN 'R' ELSE 'S' END || g, now(), now(), '{}'
     FROM generate_series(1, $3::int, 3) g`,
    [company, account, ROWS],
  );
  await q('VACUUM ANALYZE wb_orders');
  await q('VACUUM ANALYZE wb_sales');
  console.log(`seeded ${ROWS} orders in ${round((Date.now() - started) / 1000)} s`);

  const ordersResource = listResourceOf(ordersList, ordersSource, company);
  const defs = definitionsOf(ordersResource);
  const run = (input: ListRequestInput) =>
    runList(database.db, ordersResource, company, parseListRequest(defs, JSON.stringify(input)));
  async function time(label: string, input: () => Promise<ListRequestInput>) {
    const request = await input();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(request);
      ms.push(performance.now() - t0);
    }
    return { case: label, median_ms: round(percentile(ms, 50)), p95_ms: round(percentile(ms, 95)) };
  }
  /** The cursor of the page before `page`, as the browser would hold it. */
  const cursorFor = async (page: number) => {
    const prev = await run({ page: page - 1, pageSize: PAGE });
    return { page, pageSize: PAGE, after: prev.next! };
  };
  const lastPage = Math.ceil(ROWS / PAGE);
  const rows = [];
  for (const page of [1, 2, 100, 2000, Math.floor(lastPage / 2), lastPage]) {
    rows.push(await time(`offset page ${page}`, async () => ({ page, pageSize: PAGE })));
    if (page > 1) rows.push(await time(`keyset page ${page}`, () => cursorFor(page)));
  }
  rows.push(
    await time('filter warehouse = Казань', async () => ({
      filter: { op: 'and', items: [{ field: 'warehouse', op: 'equals', value: 'Казань' }] },
    })),
    await time('filter date on a day', async () => ({
      filter: { op: 'and', items: [{ field: 'date', op: 'on', value: '2026-02-01' }] },
    })),
    await time('sort finishedPrice desc', async () => ({
      sort: [{ field: 'finishedPrice', dir: 'desc' }],
    })),
    await time('filter status = returned', async () => ({
      filter: { op: 'and', items: [{ field: 'status', op: 'is', value: 'returned' }] },
    })),
  );
  printTable(rows);
  console.log(
    `\nresults: ${writeResult('list-paging', { rows: ROWS, runs: RUNS, results: rows })}`,
  );
  await database.close();
  await pgdb.stop();
}

await main();
