import type { WbStockRow } from '@wb/wb/clients/analytics';
import type { WbClients } from '@wb/wb/factory';
import { nextOffset, rawRows, type WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyStage, mergeSql, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';
import type { StockSource } from './wb-stocks.table';

/** Rows per report page asked of WB (its maximum); tests lower it to get several pages. */
export const STOCKS_PAGE_LIMITS = { stocks: 250_000 };

/**
 * A snapshot older than this is not resumed: a new one is taken (WB refreshes the reports every
 * 30 minutes, so the offsets of an older one no longer point at the same rows).
 */
export const STOCKS_RESUME_MS = 30 * 60_000;

/**
 * Stocks are a full snapshot each run (docs/wb-notes.md#stocks): the WB-warehouse report, then the
 * seller-warehouse report, each read by offset. `snapshotAt` is the run's snapshot time: the
 * `taken_at` of what it writes and the mark of the keys its earlier pages saw, so a run stopped
 * after a page resumes the same snapshot.
 */
export interface StocksCursor {
  snapshotAt: string;
  /** The report and offset of the next page. */
  source: StockSource;
  offset: number;
  /** The report whose snapshot the page just written completed. */
  closes?: StockSource;
  /** Everything read: the next run takes a new snapshot. */
  finished: boolean;
}

export interface StockRow {
  source: StockSource;
  stock: WbStockRow;
}

const SOURCES: readonly StockSource[] = ['wb', 'seller'];

/** The cursor to go on from: a finished, stale or unreadable one starts a new snapshot. */
export function resumeOf(from: unknown, now: number): StocksCursor {
  const c = (from ?? {}) as Partial<StocksCursor>;
  const at = typeof c.snapshotAt === 'string' ? Date.parse(c.snapshotAt) : NaN;
  const fresh = {
    snapshotAt: new Date(now).toISOString(),
    source: 'wb',
    offset: 0,
    finished: false,
  } as const;
  if (c.finished !== false || !(now - at < STOCKS_RESUME_MS) || at > now) return fresh;
  if (!SOURCES.includes(c.source as StockSource)) return fresh;
  const offset = Number.isInteger(c.offset) && c.offset! >= 0 ? c.offset! : 0;
  return { snapshotAt: c.snapshotAt!, source: c.source!, offset, finished: false };
}

/** The reports a token can read: WB refuses the seller-warehouse one to a Basic token. */
const sourcesFor = (clients: WbClients): StockSource[] =>
  clients.token?.type === 'basic' ? ['wb'] : ['wb', 'seller'];

async function* stockPages(
  clients: WbClients,
  from: unknown,
  signal?: AbortSignal,
): AsyncGenerator<WbPage<StockRow, StocksCursor>> {
  const options = signal ? { signal } : undefined;
  const start = resumeOf(from, Date.now());
  const { snapshotAt } = start;
  const sources = sourcesFor(clients);
  const limit = STOCKS_PAGE_LIMITS.stocks;
  let first = sources.indexOf(start.source);
  let offset = start.offset;
  // A token that can no longer read the report the cursor is at: read the snapshot again.
  if (first < 0) [first, offset] = [0, 0];
  for (let i = first; i < sources.length; i++) {
    const source = sources[i]!;
    const last = i === sources.length - 1;
    for (;;) {
      const params = { limit, offset };
      const { data, raw } =
        source === 'wb'
          ? await clients.analytics.stocksWbWarehouses(params, options)
          : await clients.analytics.stocksSellerWarehouses(params, options);
      offset = nextOffset(offset, data.length, limit);
      const done = data.length < limit;
      const cursor: StocksCursor = done
        ? last
          ? { snapshotAt, source, offset: 0, closes: source, finished: true }
          : { snapshotAt, source: sources[i + 1]!, offset: 0, closes: source, finished: false }
        : { snapshotAt, source, offset, finished: false };
      const rows = data.map((stock) => ({ source, stock }));
      yield { rows, raw: rawRows(raw, ['data', 'items']), cursor, done: done && last };
      if (done) break;
    }
    offset = 0;
  }
}

// ---------------------------------------------------------------- write

type Col = readonly [name: string, type: string, get: (r: StockRow) => CopyValue];

/** A count as an integer column takes it (WB sends whole numbers). */
const count = (n: number | null | undefined) => (Number.isFinite(n) ? Math.round(n!) : null);

const KEY = ['nm_id', 'chrt_id', 'source', 'warehouse_id'] as const;
const STOCK_COLS: readonly Col[] = [
  ['nm_id', 'bigint', (r) => r.stock.nmId],
  ['chrt_id', 'numeric(20,0)', (r) => r.stock.chrtId],
  ['source', 'text', (r) => r.source],
  ['warehouse_id', 'bigint', (r) => r.stock.warehouseId],
  ['warehouse_name', 'text', (r) => r.stock.warehouseName],
  ['region_name', 'text', (r) => r.stock.regionName],
  ['quantity', 'integer', (r) => count(r.stock.quantity)],
  ['in_way_to_client', 'integer', (r) => count(r.stock.inWayToClient)],
  ['in_way_from_client', 'integer', (r) => count(r.stock.inWayFromClient)],
];

const stocksTarget: MergeTarget = {
  table: 'wb_stocks',
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...STOCK_COLS.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'],
    ['taken_at', 'timestamptz'],
  ],
  key: ['company_id', 'account_id', ...KEY],
};

const VALUES = 'quantity, in_way_to_client, in_way_from_client';
const ROW = `nm_id, chrt_id, source, warehouse_id, warehouse_name, region_name, ${VALUES}`;
const sameKey = (a: string, b: string) => KEY.map((k) => `${a}.${k} = ${b}.${k}`).join(' AND ');

/**
 * From `current` (one row per key: `ROW` columns), appends a snapshot row for each key whose
 * quantities differ from its last one (or that has none), and folds it into the key's
 * stock_daily row of the snapshot's Moscow day. One statement (`before`: CTEs `current` reads);
 * $1 company, $2 account, $3 snapshot time.
 *
 * A key's last snapshot row holds the values wb_stocks has for it until this page is merged
 * (a row is appended whenever the values change, and wb_stocks takes them in the same
 * transaction), so the comparison reads wb_stocks — before the merge, or within the statement
 * that zeroes keys, whose snapshot precedes its own update — and never the history, whose
 * monthly partitions a key's last row could be in any of.
 */
const recordChanges = (current: string, before?: string) => `
  WITH ${before ? `${before},` : ''} cur AS (${current}),
  changed AS (
    SELECT c.*, last.quantity AS prev_quantity
      FROM cur c
      LEFT JOIN wb_stocks last
        ON last.company_id = $1 AND last.account_id = $2 AND ${sameKey('last', 'c')}
     WHERE last.nm_id IS NULL
        OR (last.quantity, last.in_way_to_client, last.in_way_from_client)
           IS DISTINCT FROM (c.quantity, c.in_way_to_client, c.in_way_from_client)
  ),
  appended AS (
    INSERT INTO stock_snapshots (company_id, account_id, taken_at, ${ROW})
    SELECT $1::uuid, $2::uuid, $3::timestamptz, ${ROW} FROM changed
    ON CONFLICT (company_id, account_id, ${KEY.join(', ')}, taken_at) DO UPDATE SET
      warehouse_name = EXCLUDED.warehouse_name, region_name = EXCLUDED.region_name,
      quantity = EXCLUDED.quantity, in_way_to_client = EXCLUDED.in_way_to_client,
      in_way_from_client = EXCLUDED.in_way_from_client
  )
  INSERT INTO stock_daily AS d (company_id, account_id, ${KEY.join(', ')}, day, ${VALUES},
    min_quantity, changes, taken_at)
  SELECT $1::uuid, $2::uuid, ${KEY.join(', ')}, ($3::timestamptz AT TIME ZONE 'Europe/Moscow')::date,
         ${VALUES}, LEAST(quantity, prev_quantity), 1, $3::timestamptz
    FROM changed
  ON CONFLICT (company_id, account_id, ${KEY.join(', ')}, day) DO UPDATE SET
    quantity = EXCLUDED.quantity, in_way_to_client = EXCLUDED.in_way_to_client,
    in_way_from_client = EXCLUDED.in_way_from_client,
    min_quantity = LEAST(d.min_quantity, EXCLUDED.quantity),
    changes = d.changes + 1, taken_at = EXCLUDED.taken_at
  WHERE d.taken_at <= EXCLUDED.taken_at`;

/** The page just merged, one row per key (the last one WB sent). */
const pageRows = () => `
  SELECT DISTINCT ON (${KEY.join(', ')}) ${ROW} FROM ${stageOf(stocksTarget)}
   ORDER BY ${KEY.join(', ')}, ord DESC`;

/**
 * The account's rows of `source` that the completed snapshot ($3) did not list — neither on its
 * earlier pages (`wb_stock_seen`) nor on the last (the stage, when it had rows) — go to zero.
 * Set differences, not NOT EXISTS: the stage is a temporary table without statistics, and an
 * anti-join the planner runs as a nested loop over it takes minutes at 20,000 rows.
 */
const zeroAbsent = (withStage: boolean) => `
  UPDATE wb_stocks s SET quantity = 0,
         in_way_to_client = CASE WHEN s.in_way_to_client IS NULL THEN NULL ELSE 0 END,
         in_way_from_client = CASE WHEN s.in_way_from_client IS NULL THEN NULL ELSE 0 END,
         raw = '{}'::jsonb, taken_at = $3
    FROM (
      SELECT ${KEY.join(', ')} FROM wb_stocks
       WHERE company_id = $1 AND account_id = $2 AND source = $4 AND raw <> '{}'::jsonb
      EXCEPT
      SELECT ${KEY.join(', ')} FROM wb_stock_seen
       WHERE company_id = $1 AND account_id = $2 AND source = $4 AND snapshot_at = $3
      ${withStage ? `EXCEPT SELECT ${KEY.join(', ')} FROM ${stageOf(stocksTarget)} WHERE source = $4` : ''}
    ) gone
   WHERE s.company_id = $1 AND s.account_id = $2 AND ${sameKey('s', 'gone')}
  RETURNING ${ROW.split(', ')
    .map((c) => `s.${c}`)
    .join(', ')}`;

async function writeStocks(
  client: PoolClient,
  t: SyncTarget,
  page: WbPage<StockRow, StocksCursor>,
): Promise<number> {
  const { snapshotAt, closes } = page.cursor;
  const rows = page.rows.map((r, i) => [
    t.companyId,
    t.accountId,
    ...STOCK_COLS.map(([, , get]) => get(r)),
    (page.raw[i] ?? r.stock) as CopyValue,
    snapshotAt,
  ]);
  const tenant = [t.companyId, t.accountId, snapshotAt];
  // The history's month (a catalogue lookup once it exists; see stocks.jobs.ts).
  await client.query('SELECT stock_snapshots_ensure_month($1)', [snapshotAt]);
  let n = 0;
  if (rows.length) {
    await copyStage(client, stocksTarget, rows);
    // The changes against wb_stocks as it was, then the page into wb_stocks.
    await client.query(recordChanges(pageRows()), tenant);
    n = (await client.query(mergeSql(stocksTarget))).rowCount ?? 0;
  }
  if (!closes) {
    // Not the last page of this report: remember what it listed for the last one.
    if (rows.length) {
      await client.query(
        `INSERT INTO wb_stock_seen (company_id, account_id, snapshot_at, ${KEY.join(', ')})
         SELECT DISTINCT $1::uuid, $2::uuid, $3::timestamptz, ${KEY.join(', ')}
           FROM ${stageOf(stocksTarget)}
         ON CONFLICT DO NOTHING`,
        tenant,
      );
    }
    return n;
  }
  const zeroed = await client.query(
    recordChanges('SELECT * FROM zeroed', `zeroed AS (${zeroAbsent(rows.length > 0)})`),
    [...tenant, closes],
  );
  n += zeroed.rowCount ?? 0;
  await client.query(
    'DELETE FROM wb_stock_seen WHERE company_id = $1 AND account_id = $2 AND source = $3',
    [t.companyId, t.accountId, closes],
  );
  return n;
}

export const stocksDataset: SyncDataset<StocksCursor, StockRow> = {
  key: 'stocks',
  category: 'analytics',
  intervalMinutes: 30,
  // A new snapshot (a finished cursor is never resumed).
  initialCursor: (_history, now) => ({
    snapshotAt: now.toISOString(),
    source: 'wb',
    offset: 0,
    finished: true,
  }),
  pages: stockPages,
  write: writeStocks,
};
