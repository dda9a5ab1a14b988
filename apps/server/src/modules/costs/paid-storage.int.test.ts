/**
 * Paid storage against the WB sandbox over HTTP and PostgreSQL: the first sync stores exactly
 * the report WB serves from the history start (8-day tasks, sums to the kopeck), a second run
 * changes nothing, a failed task fails the run without losing the cursor, an interrupted run
 * resumes at its window, and recalculated days replace what was stored for them.
 */
import { toDec } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { iteratePaidStorage } from '@wb/wb/iterators/report-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalcDayOf } from '../../../../../packages/wb-sandbox/src/gen/cost-reports';
import { REPORT_TASK_MS } from '../../../../../packages/wb-sandbox/src/state/report-tasks';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { COST_REPORT_OPTIONS } from './costs.datasets';

const DAY_MS = 86_400_000;
const MSK_MS = 3 * 3_600_000;
const dayNo = (ms: number) => Math.floor((ms + MSK_MS) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
// The sync reads up to the real yesterday; WB's clock starts LAG days behind, then catches up.
const LAG = 5;
const REAL = Math.floor(Date.now() / 60_000) * 60_000;
const START = REAL - LAG * DAY_MS;
const Y = dayNo(REAL) - 1;
const HISTORY = dayText(dayNo(START) - 45);
// History depth one month: the first day the first sync reads.
const FROM = (() => {
  const h = new Date(REAL);
  h.setUTCMonth(h.getUTCMonth() - 1);
  return dayNo(h.getTime());
})();
/** A seed whose storage of a day WB already served is recalculated in the days still to come. */
const SEED = (() => {
  for (let seed = 1; seed < 1000; seed++) {
    for (let d = FROM; d <= Y - LAG; d++) {
      const r = recalcDayOf(seed, d);
      if (r !== null && r > Y - LAG && r <= Y) return seed;
    }
  }
  throw new Error('no seed with a recalculation in the window');
})();
const STORAGE = 'GET /analytics/api/v1/paid_storage';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const savedTaskMs = { ...REPORT_TASK_MS };

beforeAll(async () => {
  Object.assign(REPORT_TASK_MS, { processing: 2, done: 5 });
  COST_REPORT_OPTIONS.polling = { firstDelayMs: 5, maxDelayMs: 20 };
  sandbox = await createSandbox({ port: 0, clock: { now: START }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Хранение')).company.id;
});

afterAll(async () => {
  Object.assign(REPORT_TASK_MS, savedTaskMs);
  COST_REPORT_OPTIONS.polling = {};
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

/** An account of a new seller with the same data (same seed and history start). */
const account = () =>
  connectSandboxSeller(ctx, sandbox, companyId, {
    seller: {
      seed: SEED,
      scale: { products: 6, days: 45, ordersPerDay: 20 },
      historyStart: HISTORY,
    },
    categories: ['analytics'],
    historyMonths: 1,
  });

const run = (accountId: string, afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, 'paidStorage', {
    now: new Date(REAL),
    ...(afterPage ? { afterPage } : {}),
  });

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

const line = (r: Record<string, unknown>) =>
  [
    r.original_date,
    r.date,
    r.office_id,
    r.warehouse,
    r.chrt_id,
    r.gi_id,
    r.barcodes_count,
    r.warehouse_price,
  ].join('|');

/** The report WB serves for the synced days, one row per key (the latest calculation). */
async function served(token: string) {
  const clients = wbClientsFor(deps(), { token });
  const byKey = new Map<string, Record<string, unknown>>();
  try {
    const walk = { dateFrom: dayText(FROM), dateTo: dayText(Y), polling: { firstDelayMs: 5 } };
    for await (const page of iteratePaidStorage(clients.analytics, walk)) {
      for (const r of page.rows) {
        const row = {
          original_date: r.originalDate,
          date: r.date,
          office_id: r.officeId,
          warehouse: r.warehouse,
          chrt_id: r.chrtId,
          gi_id: r.giId,
          barcodes_count: r.barcodesCount,
          warehouse_price: r.warehousePrice,
        };
        const key = [r.originalDate, r.officeId, r.warehouse, r.chrtId, r.giId].join('|');
        const had = byKey.get(key);
        if (!had || String(had.date) <= r.date) byKey.set(key, row);
      }
    }
  } finally {
    await clients.close();
  }
  return [...byKey.values()];
}

async function stored(accountId: string) {
  return query<Record<string, unknown>>(
    `SELECT original_date::text, date::text, office_id::text, warehouse, chrt_id::text,
            gi_id::text, barcodes_count, warehouse_price::text
       FROM wb_paid_storage WHERE account_id = $1`,
    [accountId],
  );
}

const checksum = async (accountId: string) =>
  (
    await query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(string_agg(row(s.*)::text, ',' ORDER BY (row(s.*))::text))
              AS sum
         FROM (SELECT original_date, date, office_id, warehouse, chrt_id, gi_id, nm_id,
                      warehouse_price, barcodes_count, raw
                 FROM wb_paid_storage WHERE account_id = $1) s`,
      [accountId],
    )
  )[0]!;

describe('paid storage sync', () => {
  let acc: { id: string; token: string };

  it('stores the report WB serves from the history start, in 8-day tasks', async () => {
    acc = await account();
    sandbox.control.reset();
    const outcome = await run(acc.id);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const wb = await served(acc.token);
    expect(wb.length).toBeGreaterThan(100);
    const mine = await stored(acc.id);
    expect(mine.map(line).sort()).toEqual(wb.map(line).sort());
    const [sums] = await query<{ price: string; units: number; companies: string[] }>(
      `SELECT sum(warehouse_price)::text AS price, sum(barcodes_count)::int AS units,
              array_agg(DISTINCT company_id::text) AS companies
         FROM wb_paid_storage WHERE account_id = $1`,
      [acc.id],
    );
    const price = wb.reduce((a, r) => a.plus(String(r.warehouse_price)), toDec(0));
    expect(toDec(sums!.price).eq(price)).toBe(true);
    expect(sums!.units).toBe(wb.reduce((a, r) => a + Number(r.barcodes_count), 0));
    expect(sums!.companies).toEqual([companyId]);
    // Windows of WB's size and no request refused: ⌈days / 8⌉ tasks, each done, downloaded.
    const stats = sandbox.control.stats() as {
      byEndpoint: Record<string, number>;
      byStatus: Record<string, number>;
    };
    const windows = Math.ceil((Y - FROM + 1) / 8);
    expect(outcome.status === 'succeeded' && outcome.pages).toBe(windows);
    expect(stats.byEndpoint[STORAGE]).toBe(2 * windows); // the sync's and served()'s
    expect(Object.keys(stats.byStatus).filter((s) => s >= '300')).toEqual([]);
    const [state] = await query<{ cursor: unknown }>(
      `SELECT cursor FROM sync_state WHERE account_id = $1 AND dataset = 'paidStorage'`,
      [acc.id],
    );
    expect(state!.cursor).toEqual({ through: dayText(Y) });
  });

  it('changes nothing when run again (one window read again)', async () => {
    const before = await checksum(acc.id);
    expect(await run(acc.id)).toMatchObject({ status: 'succeeded', pages: 1, rowsUpserted: 0 });
    expect(await checksum(acc.id)).toEqual(before);
  });

  it('fails the run on a canceled task without a cursor; a 5xx status is retried', async () => {
    const other = await account();
    const status = 'GET /analytics/api/v1/paid_storage/tasks/*/status';
    sandbox.control.setFaults([{ endpoint: status, kind: 'cancel', count: 1 }]);
    try {
      expect(await run(other.id)).toMatchObject({ status: 'failed', pages: 0 });
    } finally {
      sandbox.control.setFaults([]);
    }
    const [state] = await query<{ last_error: string; cursor: unknown }>(
      `SELECT last_error, cursor FROM sync_state WHERE account_id = $1 AND dataset = 'paidStorage'`,
      [other.id],
    );
    expect(state!.last_error).toMatch(/canceled/);
    expect(state!.cursor).toBeNull();
    expect((await checksum(other.id)).n).toBe(0);
    // WB's 5xx on a status request is retried; the run goes through.
    sandbox.control.setFaults([{ endpoint: status, kind: '5xx', status: 503, count: 2 }]);
    try {
      expect(await run(other.id)).toMatchObject({ status: 'succeeded' });
    } finally {
      sandbox.control.setFaults([]);
    }
    expect(await checksum(other.id)).toEqual(await checksum(acc.id));
  });

  it('resumes an interrupted first sync at its next window', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 2) throw new Error('worker killed');
    };
    expect(await run(broken.id, stop)).toMatchObject({ status: 'failed', pages: 2 });
    const rest = await run(broken.id);
    expect(rest).toMatchObject({ status: 'succeeded', pages: Math.ceil((Y - FROM + 1) / 8) - 2 });
    expect(await checksum(broken.id)).toEqual(await checksum(acc.id));
  });

  it('replaces a recalculated day with WB’s recalculation', async () => {
    const before = new Map((await stored(acc.id)).map((r) => [line(r), r]));
    sandbox.control.setClock({ advanceSeconds: LAG * 86_400 });
    const outcome = await run(acc.id);
    expect(outcome).toMatchObject({ status: 'succeeded', pages: 1 });
    const after = await stored(acc.id);
    expect(after.map(line).sort()).toEqual((await served(acc.token)).map(line).sort());
    // Rows first stored under their own day now carry a later date, cheaper, once each.
    const recalculated = after.filter((r) => r.date !== r.original_date);
    const moved = recalculated.filter(
      (r) => String(r.original_date) <= dayText(Y - LAG) && String(r.date) > dayText(Y - LAG),
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) {
      const old = [...before.values()].find(
        (b) =>
          b.original_date === r.original_date &&
          b.office_id === r.office_id &&
          b.chrt_id === r.chrt_id &&
          b.gi_id === r.gi_id,
      );
      expect(old?.date).toBe(r.original_date);
      expect(toDec(String(r.warehouse_price)).lt(String(old!.warehouse_price))).toBe(true);
    }
    const keys = after.map((r) => [r.original_date, r.office_id, r.chrt_id, r.gi_id].join('|'));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
