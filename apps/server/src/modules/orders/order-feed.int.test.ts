/**
 * The order feed against the WB sandbox over HTTP: every status the feed serves lands once in
 * order_status_history, the latest one on its order (whichever of feed and orders comes
 * first), a second run adds nothing, new statuses are picked up, an interrupted run resumes on
 * its snapshot, and rows belong to the account's company.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { iterateOrderFeed } from '@wb/wb/iterators/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { ORDER_FEED_PAGE_LIMIT } from './order-feed.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
// The feed serves 31 days back from WB's now; the sync bounds its window by the real clock.
const START = Math.floor(Date.now() / 60_000) * 60_000;
let now = START;
const SCALE = { products: 8, days: 40, ordersPerDay: 20 };
const HISTORY = new Date(START - 40 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: START }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Лента заказов')).company.id;
  ORDER_FEED_PAGE_LIMIT.value = 50;
  STAT_PAGE_ROWS.value = 100;
});

afterAll(async () => {
  ORDER_FEED_PAGE_LIMIT.value = 1000;
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 41, scale: SCALE, historyStart: HISTORY },
    categories: ['statistics', 'analytics'],
    historyMonths: 2,
  });
}

const run = (accountId: string, dataset: 'orderFeed' | 'orders', afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, dataset, {
    now: new Date(now),
    ...(afterPage ? { afterPage } : {}),
  });

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

/** `srid|status|time` of every status the feed serves from `since` (its window start). */
async function feed(token: string, since: string): Promise<string[]> {
  const clients = wbClientsFor(deps(), { token });
  const out: string[] = [];
  try {
    for await (const page of iterateOrderFeed(clients.analytics, { period: { start: since } })) {
      out.push(...page.rows.map((r) => `${r.srid}|${r.status}|${Date.parse(r.updatedAt!)}`));
    }
  } finally {
    await clients.close();
  }
  return out.sort();
}

async function history(accountId: string): Promise<string[]> {
  const rows = await query<{ k: string }>(
    `SELECT srid || '|' || status || '|' || (extract(epoch FROM at) * 1000)::bigint AS k
       FROM order_status_history WHERE account_id = $1`,
    [accountId],
  );
  return rows.map((r) => r.k).sort();
}

/** Orders whose status is not the latest of their history (should be none). */
const misplaced = async (accountId: string) =>
  (
    await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wb_orders o
         LEFT JOIN LATERAL (SELECT status, at FROM order_status_history h
                             WHERE h.account_id = o.account_id AND h.srid = o.srid
                             ORDER BY at DESC, status = 'created', status LIMIT 1) h ON true
        WHERE o.account_id = $1 AND (o.status IS DISTINCT FROM h.status OR o.status_at IS DISTINCT FROM h.at)`,
      [accountId],
    )
  )[0]!.n;

const windowStart = async (accountId: string) =>
  (
    await query<{ since: string }>(
      `SELECT r.since FROM sync_state, LATERAL (SELECT cursor ->> 'since' AS since) r
        WHERE account_id = $1 AND dataset = 'orderFeed'`,
      [accountId],
    )
  )[0]!.since;

describe('order feed sync', () => {
  let acc: { id: string; token: string };
  const firstSince = new Date(START - 31 * 86_400_000 + 3_600_000).toISOString();

  it('stores every status the feed serves; orders arriving later take the latest', async () => {
    acc = await account();
    const outcome = await run(acc.id, 'orderFeed');
    expect(outcome).toMatchObject({ status: 'succeeded' });
    expect(outcome.status === 'succeeded' && outcome.pages).toBeGreaterThan(3);
    const served = await feed(acc.token, firstSince);
    expect(served.length).toBeGreaterThan(150);
    expect(await history(acc.id)).toEqual(served);
    expect(new Set(served.map((k) => k.split('|')[1]))).toEqual(
      new Set(['created', 'buyout', 'cancel', 'return', 'returnDefective']),
    );

    // The feed came first: the orders take their status when statistics delivers them.
    expect(await run(acc.id, 'orders')).toMatchObject({ status: 'succeeded' });
    const [orders] = await query<{ n: number; with_status: number }>(
      `SELECT count(*)::int AS n, count(status)::int AS with_status FROM wb_orders WHERE account_id = $1`,
      [acc.id],
    );
    expect(orders!.with_status).toBeGreaterThan(100);
    expect(orders!.with_status).toBeLessThan(orders!.n); // older than the feed's 31 days
    expect(await misplaced(acc.id)).toBe(0);
  });

  it('adds nothing when run again', async () => {
    const before = await history(acc.id);
    expect(await run(acc.id, 'orderFeed')).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await run(acc.id, 'orders')).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await history(acc.id)).toEqual(before);
  });

  it('picks up the statuses of the next day and moves them onto the orders', async () => {
    const before = await history(acc.id);
    const since = await windowStart(acc.id);
    expect(Date.parse(since)).toBeGreaterThan(START - 3_600_000);
    sandbox.control.setClock({ advanceSeconds: 24 * 3600 });
    now = START + 24 * 3600_000;
    const outcome = await run(acc.id, 'orderFeed');
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const after = await history(acc.id);
    const fresh = after.filter((k) => !before.includes(k));
    expect(fresh.length).toBeGreaterThan(0);
    // Every status of the new window is stored; nothing stored before is lost.
    expect(after).toEqual(expect.arrayContaining(await feed(acc.token, since)));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(outcome.status === 'succeeded' && outcome.rowsIn).toBeLessThan(before.length / 2);
    // Orders already stored take their new status from the feed itself.
    expect(await misplaced(acc.id)).toBe(0);
    const changed = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wb_orders WHERE account_id = $1 AND status_at > $2`,
      [acc.id, new Date(START)],
    );
    expect(changed[0]!.n).toBeGreaterThan(0);
    expect(await run(acc.id, 'orders')).toMatchObject({ status: 'succeeded' });
    expect(await misplaced(acc.id)).toBe(0);
  });

  it('resumes an interrupted run on its snapshot', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 2) throw new Error('worker killed');
    };
    expect(await run(broken.id, 'orderFeed', stop)).toMatchObject({ status: 'failed', pages: 2 });
    const since = await query<{ since: string; snap: string | null }>(
      `SELECT cursor ->> 'since' AS since, cursor ->> 'snapshotTime' AS snap FROM sync_state
        WHERE account_id = $1 AND dataset = 'orderFeed'`,
      [broken.id],
    );
    expect(since[0]!.snap).not.toBeNull();
    // Statuses change meanwhile: the resumed run still reads the snapshot it started.
    const start = since[0]!.since;
    const expected = await feed(broken.token, start);
    sandbox.control.setClock({ advanceSeconds: 600 });
    now += 600_000;
    const rest = await run(broken.id, 'orderFeed');
    expect(rest).toMatchObject({ status: 'succeeded' });
    expect(rest.status === 'succeeded' && rest.pages).toBe(
      Math.floor(expected.length / ORDER_FEED_PAGE_LIMIT.value) + 1 - 2,
    );
    expect(await history(broken.id)).toEqual(expected);
  });

  it('ends with the same statuses through 5xx, duplicated and truncated pages', async () => {
    const faulty = await account();
    const endpoint = 'POST /analytics/api/analytics/v1/order-feed';
    sandbox.control.setFaults([
      { endpoint, kind: '5xx', status: 502, count: 1 },
      { endpoint, kind: 'duplicate', rows: 7, count: 2 },
      { endpoint, kind: 'truncate', count: 1 },
    ]);
    try {
      expect(await run(faulty.id, 'orderFeed')).toMatchObject({ status: 'succeeded' });
    } finally {
      sandbox.control.setFaults([]);
    }
    const since = new Date(now - 31 * 86_400_000 + 3_600_000).toISOString();
    expect(await history(faulty.id)).toEqual(await feed(faulty.token, since));
  });

  it('keeps the statuses of an account in its company', async () => {
    const other = await createCompany(ctx.database, ctx.config, 'Чужая лента');
    const theirs = await account(other.company.id);
    const mine = await history(acc.id);
    expect((await run(theirs.id, 'orderFeed')).status).toBe('succeeded');
    const rows = await query<{ account_id: string; company_id: string }>(
      `SELECT DISTINCT account_id, company_id FROM order_status_history WHERE account_id = ANY($1)`,
      [[acc.id, theirs.id]],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.company_id).toBe(r.account_id === acc.id ? companyId : other.company.id);
    }
    expect(await history(acc.id)).toEqual(mine);
  });
});
