/**
 * The data bench:api measures: loaded through the WB sandbox and the sync engine into a fresh
 * database, or a database an earlier `--load-only` kept.
 */
import type { WbCategoryKey, WbDatasetKey } from '@wb/shared';
import { createDatabase, type Database } from '../../apps/server/src/db/client';
import { PASSWORD } from '../../apps/server/test/identity';
import { printTable } from '../lib/report';
import { connectSeller, startSyncWorld, syncWithoutLimits } from '../lib/sandbox-sync';
import { round } from '../lib/stats';

/** WB's statistics keep 90 days: the orders synced lie within them. */
const STATISTICS_DAYS = 90;
/** Realization rows per order the sandbox writes (sales, returns, logistics…), measured. */
const ROWS_PER_ORDER = 1.58;
const DATASETS: { key: WbDatasetKey; category: WbCategoryKey }[] = [
  { key: 'cards', category: 'content' },
  { key: 'orders', category: 'statistics' },
  { key: 'sales', category: 'statistics' },
  { key: 'stocks', category: 'analytics' },
  { key: 'adSpend', category: 'promotion' },
  { key: 'realization', category: 'finance' },
];

const seconds = (ms: number) => round(ms / 1000, 1);

export interface Loaded {
  database: Database;
  dbUrl: string;
  companyId: string;
  accountId: string;
  owner: { email: string; password: string };
  loaded: Record<string, string | number>[];
  close: () => Promise<void>;
}

/** 1. Data through the sandbox and the sync engine, into a fresh database. */
export async function load(options: {
  orders: number;
  realization: number;
  /** Keep the database when done (`--load-only`). */
  keep: boolean;
}): Promise<Loaded> {
  const { orders: ORDERS, realization: REALIZATION, keep } = options;
  const world = await startSyncWorld({
    now: new Date().toISOString(),
    appName: 'wb-bench-api',
    poolMax: 8,
  });
  const ordersPerDay = Math.ceil(ORDERS / STATISTICS_DAYS);
  const historyDays = Math.min(
    800,
    Math.max(STATISTICS_DAYS, Math.ceil(REALIZATION / (ROWS_PER_ORDER * ordersPerDay))),
  );
  const accountId = await connectSeller(world, {
    scale: { products: 2000, days: historyDays, ordersPerDay },
    categories: [...new Set(DATASETS.map((d) => d.category))],
    historyMonths: Math.ceil(historyDays / 30) + 1,
  });
  const loaded: Record<string, string | number>[] = [];
  for (const d of DATASETS) {
    const t0 = performance.now();
    const outcome = await syncWithoutLimits(world, accountId, d.key);
    loaded.push({ dataset: d.key, rows: outcome.rowsIn, seconds: seconds(performance.now() - t0) });
    console.log(`synced ${d.key}: ${outcome.rowsIn} rows`);
  }
  const q = (text: string, params: unknown[] = []) => world.database.pool.query(text, params);
  // Cost prices: every 20th product has none (the dashboard says so); every 7th is in yuan.
  await q(`INSERT INTO currency_rates (currency, date, rate)
           SELECT 'CNY', d::date, 12 + (extract(doy FROM d) % 10) / 10.0
             FROM generate_series(now() - interval '2 years', now(), interval '1 day') d`);
  await q(
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
     SELECT company_id, account_id, nm_id, date '2020-01-01',
            CASE WHEN nm_id % 7 = 0 THEN 40 + nm_id % 30 ELSE 300 + nm_id % 900 END,
            CASE WHEN nm_id % 7 = 0 THEN 'CNY' ELSE 'RUB' END
       FROM products WHERE account_id = $1 AND nm_id % 20 <> 0`,
    [accountId],
  );
  for (const table of ['wb_orders', 'wb_sales', 'realization_rows', 'sales_daily', 'finance_daily'])
    await q(`VACUUM ANALYZE ${table}`);
  printTable(loaded);
  return {
    database: world.database,
    dbUrl: world.db.url,
    companyId: world.company.id,
    accountId,
    owner: world.owner,
    loaded,
    close: keep
      ? async () => {
          await world.database.close();
          await world.sandbox.close();
        }
      : () => world.close(),
  };
}

/** A database `--load-only` kept: its one company, cabinet and owner. */
export async function reuse(url: string): Promise<Loaded> {
  const database = createDatabase(url, { max: 8, appName: 'wb-bench-api' });
  const one = async (text: string) =>
    (await database.pool.query(text)).rows[0] as Record<string, string>;
  return {
    database,
    dbUrl: url,
    companyId: (await one('SELECT id FROM companies LIMIT 1')).id!,
    accountId: (await one('SELECT id FROM wb_accounts LIMIT 1')).id!,
    owner: { email: (await one('SELECT email FROM users LIMIT 1')).email!, password: PASSWORD },
    loaded: [],
    close: () => database.close(),
  };
}
