import type { WbFeedOrder } from '@wb/wb/clients/analytics';
import { iterateOrderFeed } from '@wb/wb/iterators/reports';
import type { PoolClient } from 'pg';
import { copyMerge, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';

/**
 * Page size asked of WB (the sandbox's maximum; WB's is undocumented,
 * docs/wb-notes.md#open-questions); tests lower it.
 */
export const ORDER_FEED_PAGE_LIMIT = { value: 1000 };

const HOUR_MS = 3_600_000;
/** WB serves statuses of the last 31 days; a new window keeps an hour's margin to that. */
const WINDOW_MS = 31 * 24 * HOUR_MS - HOUR_MS;
/** A stored window starting before this much ago is no longer valid on WB. */
const OLDEST_MS = 31 * 24 * HOUR_MS - 5 * 60_000;
/** The next run reads again statuses this much older than the last snapshot (late arrivals). */
const OVERLAP_MS = 15 * 60_000;

/**
 * The feed is read by status time from `since` to now (docs/wb-notes.md#order-feed): the first page
 * fixes `snapshotTime`, the others follow it by offset. The cursor keeps the window and the
 * snapshot, so a stopped run resumes on the same snapshot; a finished one moves `since` to its
 * snapshot.
 */
export interface OrderFeedSyncCursor {
  since: string;
  snapshotTime?: string;
  offset: number;
}

type Col = readonly [name: string, type: string, get: (r: WbFeedOrder) => CopyValue];

const COLS: readonly Col[] = [
  ['srid', 'text', (r) => r.srid],
  ['status', 'text', (r) => r.status],
  ['at', 'timestamptz', (r) => r.updatedAt],
  ['nm_id', 'bigint', (r) => r.nmId],
  ['chrt_id', 'numeric(20,0)', (r) => r.chrtId],
  ['cancel_type', 'text', (r) => r.cancelType],
  ['created_at', 'timestamptz', (r) => r.createdAt],
  ['seller_price', 'numeric', (r) => r.sellerPrice],
];

const historyTarget: MergeTarget = {
  table: 'order_status_history',
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...COLS.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'],
  ],
  key: ['account_id', 'srid', 'at', 'status'],
};

/**
 * Puts on the orders whose srid is in `stage` their latest status from the history, where it is
 * newer than the one they have. One statement; used by the feed (orders already stored) and by
 * the orders writer (statuses that came before the order).
 */
export async function applyLatestStatus(
  client: PoolClient,
  accountId: string,
  stage: string,
): Promise<number> {
  const result = await client.query(
    `UPDATE wb_orders o SET status = h.status, status_at = h.at
       FROM (SELECT DISTINCT ON (srid) srid, status, at FROM order_status_history
              WHERE account_id = $1 AND srid IN (SELECT srid FROM ${stage})
              ORDER BY srid, at DESC, status = 'created', status) h
      WHERE o.account_id = $1 AND o.srid = h.srid
        AND (o.status_at IS NULL OR o.status_at < h.at)`,
    [accountId],
  );
  return result.rowCount ?? 0;
}

/** The order-statuses stage, for the orders writer. */
export const orderFeedStage = stageOf(historyTarget);

async function writeFeed(client: PoolClient, t: SyncTarget, rows: WbFeedOrder[], raw: unknown[]) {
  // A row without its status time cannot be placed in the history (none seen so far).
  const copy = rows.flatMap((r, i) =>
    r.updatedAt
      ? [[t.companyId, t.accountId, ...COLS.map(([, , get]) => get(r)), raw[i] ?? r]]
      : [],
  );
  const n = await copyMerge(client, historyTarget, copy);
  if (copy.length === 0) return n;
  return n + (await applyLatestStatus(client, t.accountId, orderFeedStage));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A stored cursor of another shape starts from the oldest time WB still serves. */
function cursorOf(value: unknown): OrderFeedSyncCursor {
  const c = (value ?? {}) as Partial<OrderFeedSyncCursor>;
  const since = typeof c.since === 'string' ? Date.parse(c.since) : NaN;
  // A window older than WB serves (a long pause) restarts at the oldest it does.
  if (Number.isNaN(since) || since < Date.now() - OLDEST_MS) {
    return { since: iso(Date.now() - WINDOW_MS), offset: 0 };
  }
  if (typeof c.snapshotTime !== 'string' || !Number.isInteger(c.offset)) {
    return { since: iso(since), offset: 0 };
  }
  return { since: iso(since), snapshotTime: c.snapshotTime, offset: Math.max(0, c.offset!) };
}

/** The analytics order feed: statuses in `order_status_history`, the latest on the order. */
export const orderFeedDataset: SyncDataset<OrderFeedSyncCursor, WbFeedOrder> = {
  key: 'orderFeed',
  category: 'analytics',
  // WB allows one request a minute.
  intervalMinutes: 5,
  initialCursor: (historyStart, now) => ({
    since: iso(Math.max(historyStart.getTime(), now.getTime() - WINDOW_MS)),
    offset: 0,
  }),
  async *pages(clients, from, signal) {
    const cursor = cursorOf(from);
    const feed = iterateOrderFeed(
      clients.analytics,
      {
        period: { start: cursor.since },
        limit: ORDER_FEED_PAGE_LIMIT.value,
        offset: cursor.offset,
        ...(cursor.snapshotTime ? { snapshotTime: cursor.snapshotTime } : {}),
      },
      signal ? { signal } : undefined,
    );
    for await (const page of feed) {
      const since = Date.parse(cursor.since);
      const snapshot = Date.parse(page.cursor.snapshotTime) || since;
      const next: OrderFeedSyncCursor = page.done
        ? { since: iso(Math.max(since, snapshot - OVERLAP_MS)), offset: 0 }
        : { since: cursor.since, ...page.cursor };
      yield { rows: page.rows, raw: page.raw, cursor: next, done: page.done };
    }
  },
  write: (client, t, page) => writeFeed(client, t, page.rows, page.raw),
};
