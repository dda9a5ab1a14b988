import { mskDate } from '@wb/shared';
import { mskDayStart } from '@wb/shared/dates/msk';
import {
  STOCK_HISTORY_CHANGE_DAYS,
  STOCK_HISTORY_MAX_DAYS,
  type StockHistory,
  type StockHistoryPoint,
  type StockSnapshot,
} from '@wb/shared/stocks/wb-stocks.contract';
import type { Db } from '../../db/client';
import { periodTooLong, periodReversed } from './wb-stocks.errors';
import {
  dailyBefore,
  dailyBetween,
  hasHiddenWarehouse,
  snapshotsBefore,
  snapshotsBetween,
  stockSyncStates,
  type HistoryRow,
} from './wb-stocks.repository';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/**
 * When the stocks shown were taken, per account the stocks sync covers: the start of its latest
 * complete snapshot (the cursor of a finished run), else — a snapshot under way — its last
 * successful run. The page's time is the oldest of them (accounts never synced aside).
 */
export async function stockSnapshot(db: Db, companyId: string): Promise<StockSnapshot> {
  const rows = await stockSyncStates(db, companyId);
  const accounts = rows.map((r) => {
    const snapshotAt = r.snapshot_at && !Number.isNaN(Date.parse(r.snapshot_at));
    return {
      accountId: r.account_id,
      account: r.account,
      takenAt: snapshotAt ? iso(r.snapshot_at) : r.last_success_at ? iso(r.last_success_at) : null,
      lastSuccessAt: r.last_success_at ? iso(r.last_success_at) : null,
      lastError: r.last_error,
    };
  });
  // ISO instants of one format: the smallest string is the oldest.
  const known = accounts.flatMap((a) => (a.takenAt ? [a.takenAt] : [])).sort();
  const takenAt = known[0] ?? null;
  return { takenAt, accounts, warehouseHidden: await hasHiddenWarehouse(db, companyId) };
}

// ---------------------------------------------------------------- history

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface HistoryParams {
  nmId: number;
  chrtId?: string | undefined;
  warehouseId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type Values = [available: number, toClient: number, fromClient: number];

/** The period of a request: Moscow dates, both included; the last 30 days by default. */
function periodOf(p: HistoryParams, now: Date) {
  const to = p.to ?? mskDate(now);
  const from = p.from ?? addDays(to, -29);
  if (from > to) throw periodReversed();
  const days = daysBetween(from, to) + 1;
  if (days > STOCK_HISTORY_MAX_DAYS) {
    throw periodTooLong();
  }
  const end = mskDayStart(addDays(to, 1));
  return { from, to, days, start: mskDayStart(from), until: end < now ? end : now };
}

/**
 * Sums the keys' values at each step: `opening` is each key's last row before the period, `rows`
 * the period's rows in time order; a step whose sums equal the previous one is not a change.
 */
function sweep(
  opening: HistoryRow[],
  rows: HistoryRow[],
  openingAt: string,
  stepOf: (row: HistoryRow) => string,
): { points: StockHistoryPoint[]; keys: number } {
  const current = new Map<string, Values>();
  const keyOf = (r: HistoryRow) => `${r.account_id}/${r.chrt_id}/${r.warehouse_id}`;
  const put = (r: HistoryRow) =>
    current.set(keyOf(r), [r.quantity ?? 0, r.in_way_to_client ?? 0, r.in_way_from_client ?? 0]);
  const points: StockHistoryPoint[] = [];
  const push = (at: string) => {
    const sum: Values = [0, 0, 0];
    for (const v of current.values()) for (let i = 0; i < 3; i++) sum[i]! += v[i]!;
    const last = points.at(-1);
    const same =
      last && [last.available, last.inWayToClient, last.inWayFromClient].join() === sum.join();
    if (!same)
      points.push({ at, available: sum[0], inWayToClient: sum[1], inWayFromClient: sum[2] });
  };
  opening.forEach(put);
  if (current.size) push(openingAt);
  for (let i = 0; i < rows.length;) {
    const step = stepOf(rows[i]!);
    for (; i < rows.length && stepOf(rows[i]!) === step; i++) put(rows[i]!);
    push(step);
  }
  return { points, keys: current.size };
}

/**
 * A product's stock history on WB warehouses (a size and a warehouse when given), summed over
 * the matching keys, as a step series. Up to STOCK_HISTORY_CHANGE_DAYS days: every change, from
 * the change-only `stock_snapshots` (a 30-minute sync makes at most 48 rows a key a day); longer
 * periods: the end-of-day values of the days that changed them, from the `stock_daily` rollup,
 * so a year costs at most 365 rows a key.
 */
export async function stockHistory(
  db: Db,
  companyId: string,
  params: HistoryParams,
  now = new Date(),
): Promise<StockHistory> {
  const period = periodOf(params, now);
  const change = period.days <= STOCK_HISTORY_CHANGE_DAYS;
  const key = { companyId, ...params };
  const [opening, rows] = change
    ? await Promise.all([
        snapshotsBefore(db, key, period.start),
        snapshotsBetween(db, key, period.start, period.until),
      ])
    : await Promise.all([
        dailyBefore(db, key, period.from),
        dailyBetween(db, key, period.from, mskDate(period.until)),
      ]);
  const { points, keys } = change
    ? sweep(opening, rows, period.start.toISOString(), (r) => iso(r.at))
    : sweep(opening, rows, period.from, (r) => String(r.at));
  return {
    nmId: params.nmId,
    chrtId: params.chrtId ?? null,
    warehouseId: params.warehouseId ?? null,
    from: period.from,
    to: period.to,
    granularity: change ? 'change' : 'day',
    points,
    until: period.until.toISOString(),
    keys,
  };
}
