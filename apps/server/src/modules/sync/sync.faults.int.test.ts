/**
 * Exactly once, whatever happens (docs/budgets.md#sync-under-faults): 200 seeded fault schedules —
 * 429 bursts, 5xx, timeouts, truncated and duplicate pages, a worker stopped after a committed page or in
 * the middle of writing one — each followed by as many runs as it takes, must end with the same
 * rows as a clean sync and no key twice.
 */
import { randomUUID } from 'node:crypto';
import { createSandbox, type FaultRule, type Sandbox } from '@wb/wb-sandbox';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { UNLIMITED } from '../../../test/sync';
import { createCompany } from '../../../test/identity';
import { datasetOf } from './sync.registry';
import { runDataset } from './sync.service';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 5, days: 10, ordersPerDay: 9 };
beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  companyId = (await createCompany(ctx.database, ctx.config, 'Сбои')).company.id;
  STAT_PAGE_ROWS.value = 15;
});

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

async function newAccount() {
  const { sid } = sandbox.registerSeller({ name: randomUUID(), seed: 21, scale: SCALE });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  await ctx.database.pool.query('UPDATE wb_accounts SET history_depth_months = 1 WHERE id = $1', [
    row.id,
  ]);
  await insertToken(
    ctx.database,
    ctx.config,
    row,
    sandbox.issueToken({ sid, categories: ['statistics'] }),
  );
  await ctx.database.pool.query(
    `UPDATE wb_tokens SET categories = '{statistics}' WHERE account_id = $1`,
    [row.id],
  );
  return row.id;
}

async function checksum(accountId: string) {
  const { rows } = await ctx.database.pool.query<{ n: number; keys: number; sum: string }>(
    `SELECT count(*)::int AS n, count(DISTINCT srid)::int AS keys,
            md5(string_agg(srid || ':' || raw::text, ',' ORDER BY srid)) AS sum
       FROM wb_orders WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]!;
}

const ENDPOINT = 'GET /statistics/api/v1/supplier/orders';
/** WB hangs longer than the client waits: the client gives up, retries, and must not lose a page. */
const TIMEOUT_MS = 150;
const HANG_MS = 400;
const deps = () => ({ ...ctx, limiter: UNLIMITED, timeoutMs: TIMEOUT_MS });
const fault: fc.Arbitrary<FaultRule> = fc.oneof(
  fc.record({
    endpoint: fc.constant(ENDPOINT),
    kind: fc.constant('duplicate' as const),
    rows: fc.integer({ min: 1, max: 20 }),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    endpoint: fc.constant(ENDPOINT),
    kind: fc.constant('truncate' as const),
    count: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    endpoint: fc.constant(ENDPOINT),
    kind: fc.constant('5xx' as const),
    status: fc.constantFrom(500, 502, 503, 504),
    count: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    endpoint: fc.constant(ENDPOINT),
    kind: fc.constant('timeout' as const),
    hangMs: fc.constant(HANG_MS),
    count: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    endpoint: fc.constant(ENDPOINT),
    kind: fc.constant('429' as const),
    retrySeconds: fc.constant(0),
    count: fc.integer({ min: 1, max: 3 }),
  }),
);
/** Where the worker stops: after the n-th committed page, or while writing the n-th page. */
const stop = fc.option(
  fc.record({ page: fc.integer({ min: 1, max: 5 }), whileWriting: fc.boolean() }),
  { nil: null },
);

describe('sync under faults', () => {
  it('ends identical to a clean sync for 200 fault schedules', async () => {
    const clean = await newAccount();
    const cleanRun = await runDataset(deps(), clean, 'orders', {
      now: new Date(NOW),
    });
    expect(cleanRun).toMatchObject({ status: 'succeeded' });
    const expected = await checksum(clean);
    expect(expected.n).toBeGreaterThan(40);
    const orders = datasetOf('orders')!;
    const write = orders.write.bind(orders);

    await fc.assert(
      fc.asyncProperty(fc.array(fault, { maxLength: 4 }), stop, async (rules, stopAt) => {
        const accountId = await newAccount();
        sandbox.control.setFaults(rules);
        let writes = 0;
        let stopped = false;
        orders.write = async (client, target, page) => {
          const n = await write(client, target, page);
          if (stopAt?.whileWriting && !stopped && ++writes === stopAt.page) {
            stopped = true;
            throw new Error('worker killed while writing');
          }
          return n;
        };
        try {
          for (let attempt = 0; attempt < 4; attempt++) {
            const outcome = await runDataset(deps(), accountId, 'orders', {
              now: new Date(NOW),
              afterPage: (page) => {
                if (stopAt && !stopAt.whileWriting && !stopped && page === stopAt.page) {
                  stopped = true;
                  throw new Error('worker killed after a page');
                }
              },
            });
            if (outcome.status === 'succeeded') break;
          }
        } finally {
          orders.write = write;
          sandbox.control.setFaults([]);
        }
        const got = await checksum(accountId);
        expect(got.keys).toBe(got.n);
        expect(got).toEqual(expected);
      }),
      { numRuns: 200, seed: 20261122 },
    );
    // The schedules did hit the sync: most runs met at least one fault.
    expect((sandbox.control.stats() as { faultsApplied: number }).faultsApplied).toBeGreaterThan(
      200,
    );
  }, 240_000);
});
