/**
 * Ingest speed of the sync engine (docs/budgets.md#ingest): orders from the WB sandbox into
 * PostgreSQL through the product's own path (client → COPY into staging → one merge → rollup →
 * cursor).
 *
 *   npm run bench:ingest                      # 1M orders, limits off, then limits on
 *   npm run bench:ingest -- --rows 200000     # fewer rows
 *   npm run bench:ingest -- --no-limits-run   # only the limits-off run
 *   npm run bench:ingest -- --dataset realization --rows 200000
 *       # realization reports built from that many orders (limits-off run only)
 *   npm run bench:ingest -- --dataset cards --rows 20000
 *       # a catalogue of that many cards (or `prices`), read 100 (1,000) a request
 *
 * Prints rows/s, SQL statements per 1,000 rows, the same rows loaded by a bare COPY (the
 * baseline), and with WB's limits on the time against the floor the limits allow.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../apps/server/src/db/client';
import { datasetOf } from '../../apps/server/src/modules/sync/sync.registry';
import { runDataset } from '../../apps/server/src/modules/sync/sync.service';
import { printTable, writeResult } from '../lib/report';
import { connectSeller, startSyncWorld, syncWithoutLimits } from '../lib/sandbox-sync';
import { round } from '../lib/stats';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('--rows') ?? 1_000_000);
/** The dataset synced (`orders` by default), its token category and table. */
const KINDS = {
  orders: { category: 'statistics', table: 'wb_orders' },
  realization: { category: 'finance', table: 'realization_rows' },
  cards: { category: 'content', table: 'products' },
  prices: { category: 'prices', table: 'prices' },
} as const;
const DATASET = (arg('--dataset') ?? 'orders') as keyof typeof KINDS;
if (!(DATASET in KINDS))
  throw new Error(`--dataset: one of ${Object.keys(KINDS).join(', ')}, not ${DATASET}`);
const KIND = KINDS[DATASET];
const CATALOGUE = DATASET === 'cards' || DATASET === 'prices';
const NOW = '2026-11-20T12:00:00+03:00';
/** WB's statistics keep 90 days; the generator spreads the orders over them. */
const DAYS = 89;

/** Counts the SQL statements every pooled connection sends, and times them by first word. */
function countStatements(database: Database) {
  const counter = { n: 0, ms: {} as Record<string, number> };
  database.pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      counter.n++;
      const first = args[0];
      const text =
        typeof first === 'string' ? first : ((first as { text?: string })?.text ?? 'COPY');
      const kind = text.trim().split(/\s+/).slice(0, 2).join(' ');
      const started = performance.now();
      const result = query(...args);
      const done = () => {
        counter.ms[kind] = (counter.ms[kind] ?? 0) + performance.now() - started;
      };
      // A COPY is a stream, done when PostgreSQL has taken all of it (text built meanwhile).
      if (result instanceof Promise) void result.finally(done);
      else if (result instanceof Writable) result.once('finish', done);
      return result;
    };
  });
  return counter;
}

async function bareCopy(database: Database, accountId: string): Promise<number> {
  const client = await database.pool.connect();
  try {
    await client.query(`CREATE TEMP TABLE bare (LIKE ${KIND.table})`);
    const chunks: Buffer[] = [];
    const out = client.query(
      copyTo(`COPY (SELECT * FROM ${KIND.table} WHERE account_id = '${accountId}') TO STDOUT`),
    );
    for await (const chunk of out) chunks.push(chunk as Buffer);
    const t0 = performance.now();
    await pipeline(Readable.from(chunks), client.query(copyFrom('COPY bare FROM STDIN')));
    return performance.now() - t0;
  } finally {
    client.release();
  }
}

async function main() {
  let statements = { n: 0, ms: {} as Record<string, number> };
  const world = await startSyncWorld({
    now: NOW,
    appName: 'wb-bench-ingest',
    onDatabase: (database) => (statements = countStatements(database)),
  });
  const { database, config, sandbox } = world;
  const scale = CATALOGUE
    ? { products: ROWS, days: 1, ordersPerDay: 1 }
    : { products: 2000, days: DAYS, ordersPerDay: Math.ceil(ROWS / DAYS) };
  const newAccount = () =>
    connectSeller(world, { scale, categories: [KIND.category], historyMonths: 3 });

  // Time spent writing (COPY, merge, rollup, cursor) apart from fetching and parsing.
  const orders = datasetOf(DATASET)!;
  const write = orders.write.bind(orders);
  const writeTime = { ms: 0 };
  orders.write = async (...args) => {
    const started = performance.now();
    try {
      return await write(...args);
    } finally {
      writeTime.ms += performance.now() - started;
    }
  };

  const results: Record<string, string | number>[] = [];
  // 1. WB's limits off: the engine's own speed.
  const off = await newAccount();
  statements.n = 0;
  statements.ms = {};
  writeTime.ms = 0;
  let t0 = performance.now();
  const outcome = await syncWithoutLimits(world, off, DATASET);
  const offMs = performance.now() - t0;
  const rows = outcome.rowsIn;
  // Where the write time went (ms by statement kind), before the bare COPY adds its own.
  const profile: Record<string, Record<string, number>> = { off: { ...statements.ms } };
  const copyMs = await bareCopy(database, off);
  results.push({
    run: 'limits off',
    rows,
    pages: outcome.pages,
    seconds: round(offMs / 1000, 1),
    'write s': round(writeTime.ms / 1000, 1),
    'rows/s': Math.round(rows / (offMs / 1000)),
    'stmts/1k rows': round((statements.n / rows) * 1000, 3),
    'bare COPY s': round(copyMs / 1000, 2),
    'vs bare COPY': round(offMs / copyMs, 1),
    '429 answers': '',
  });

  // 2. WB's limits on in the sandbox and the shared PostgreSQL limiter in the client.
  let limited: Record<string, number> | null = null;
  // Realization reports allow 1 request a minute and no burst: no limits-on run for them.
  if (DATASET === 'orders' && !process.argv.includes('--no-limits-run')) {
    sandbox.control.setLimits(true);
    const on = await newAccount();
    statements.ms = {};
    t0 = performance.now();
    // When each page was committed (s from the start): where the time over the floor goes.
    const committed: number[] = [];
    const res = await runDataset({ database, config }, on, 'orders', {
      now: new Date(NOW),
      afterPage: () => void committed.push(round((performance.now() - t0) / 1000, 1)),
    });
    const onMs = performance.now() - t0;
    const stats = sandbox.control.stats() as {
      rateLimited: Record<string, Record<string, number>>;
    };
    const rejected = Object.values(stats.rateLimited).reduce(
      (n, g) => n + Object.values(g).reduce((a, b) => a + b, 0),
      0,
    );
    // statistics-orders: a burst of 10, then 1 request a minute (docs/wb-notes.md#rate-limits).
    const runId = res.status === 'succeeded' || res.status === 'failed' ? res.runId : 0;
    const { rows: counted } = await database.pool.query<{
      requests: number;
      retries: number;
      wait: number;
    }>('SELECT requests, retries, rate_limit_wait_ms AS wait FROM sync_runs WHERE id = $1', [
      runId,
    ]);
    const { requests = 0, retries = 0, wait = 0 } = counted[0] ?? {};
    const floorMs = Math.max(0, requests - 10) * 60_000;
    limited = { seconds: onMs / 1000, floorSeconds: floorMs / 1000, requests, rejected };
    console.log(
      `limits on: ${requests} requests, ${retries} retries, ${round(wait / 1000, 1)} s waited ` +
        `for the limiter; pages committed at ${committed.join(', ')} s`,
    );
    results.push({
      run: 'limits on',
      rows: res.status === 'succeeded' ? res.rowsIn : 0,
      pages: res.status === 'succeeded' ? res.pages : 0,
      seconds: round(onMs / 1000, 1),
      'write s': '',
      'rows/s': res.status === 'succeeded' ? Math.round(res.rowsIn / (onMs / 1000)) : 0,
      'stmts/1k rows': '',
      'bare COPY s': '',
      'vs bare COPY': floorMs ? `${round(onMs / floorMs, 2)} × floor` : 'no floor',
      '429 answers': rejected,
    });
  }
  if (limited) profile.on = { ...statements.ms };
  printTable(results);
  // The write path's two halves in the limits-off run: staging COPY, then the merge.
  const rate = (kind: string) => {
    const ms = Object.entries(profile.off!).find(([k]) => k.startsWith(kind))?.[1];
    return ms ? `${Math.round(rows / (ms / 1000))} rows/s (${round(ms / 1000, 1)} s)` : 'n/a';
  };
  if (DATASET === 'orders')
    console.log(`limits off, COPY into staging: ${rate('COPY')}; merge: ${rate('WITH old')}`);
  if (process.argv.includes('--profile')) console.log(profile);
  console.log(`\nbudgets: 1M rows limits off ≤ 60 s; limits on ≤ 1.1 × floor with 0 answers 429`);
  const name = DATASET === 'orders' ? 'ingest' : `ingest-${DATASET}`;
  console.log(`written ${writeResult(name, { rowsRequested: ROWS, results, limited, profile })}`);
  await world.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
