/**
 * Paid acceptance against the WB sandbox over HTTP and PostgreSQL: the first sync stores the
 * report WB serves (31-day tasks), each supply's rows add up to its acceptance cost in the
 * supplies API, a second run changes nothing, supplies accepted later are added, a purged task
 * fails the run, and rows stay with the account's company.
 */
import { toDec } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { iterateAcceptanceReport } from '@wb/wb/iterators/report-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
// The sync reads up to the real yesterday; WB's clock starts a week behind, then catches up.
const LAG = 7;
const REAL = Math.floor(Date.now() / 60_000) * 60_000;
const START = REAL - LAG * DAY_MS;
const Y = dayNo(REAL) - 1;
const HISTORY = dayText(dayNo(START) - 60);
const FROM = (() => {
  const h = new Date(REAL);
  h.setUTCMonth(h.getUTCMonth() - 2);
  return dayNo(h.getTime());
})();
const CREATE = 'GET /analytics/api/v1/acceptance_report';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const savedTaskMs = { ...REPORT_TASK_MS };

beforeAll(async () => {
  Object.assign(REPORT_TASK_MS, { processing: 2, done: 5 });
  COST_REPORT_OPTIONS.polling = { firstDelayMs: 5, maxDelayMs: 20 };
  sandbox = await createSandbox({ port: 0, clock: { now: START }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Приёмка')).company.id;
});

afterAll(async () => {
  Object.assign(REPORT_TASK_MS, savedTaskMs);
  COST_REPORT_OPTIONS.polling = {};
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

const account = (company = companyId, categories = ['analytics', 'supplies']) =>
  connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 71, scale: { products: 8, days: 60, ordersPerDay: 30 }, historyStart: HISTORY },
    categories,
    historyMonths: 2,
  });

const run = (accountId: string) =>
  runDataset(deps(), accountId, 'paidAcceptance', { now: new Date(REAL) });

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

/** `income|nm|day|count|total` of every row WB serves for the synced days. */
async function served(token: string): Promise<string[]> {
  const clients = wbClientsFor(deps(), { token });
  const out = new Set<string>();
  try {
    const walk = { dateFrom: dayText(FROM), dateTo: dayText(Y), polling: { firstDelayMs: 5 } };
    for await (const page of iterateAcceptanceReport(clients.analytics, walk)) {
      for (const r of page.rows)
        out.add([r.incomeId, r.nmID, r.shkCreateDate, r.count, r.total].join('|'));
    }
  } finally {
    await clients.close();
  }
  return [...out].sort();
}

async function stored(accountId: string): Promise<string[]> {
  const rows = await query<{ k: string }>(
    `SELECT concat_ws('|', income_id, nm_id, shk_create_date, count, total) AS k
       FROM wb_paid_acceptance WHERE account_id = $1`,
    [accountId],
  );
  return rows.map((r) => r.k).sort();
}

const checksum = async (accountId: string) =>
  (
    await query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(string_agg(row(income_id, nm_id, shk_create_date,
              gi_create_date, count, subject_name, total, raw)::text, ','
              ORDER BY income_id, nm_id, shk_create_date)) AS sum
         FROM wb_paid_acceptance WHERE account_id = $1`,
      [accountId],
    )
  )[0]!;

describe('paid acceptance sync', () => {
  let acc: { id: string; token: string };

  it('stores the report WB serves; each supply adds up to its acceptance cost', async () => {
    acc = await account();
    sandbox.control.reset();
    const outcome = await run(acc.id);
    const windows = Math.ceil((Y - FROM + 1) / 31);
    expect(outcome).toMatchObject({ status: 'succeeded', pages: windows });
    expect(
      (sandbox.control.stats() as { byEndpoint: Record<string, number> }).byEndpoint,
    ).toMatchObject({ [CREATE]: windows });
    const wb = await served(acc.token);
    expect(wb.length).toBeGreaterThan(10);
    expect(await stored(acc.id)).toEqual(wb);
    const supplies = await query<{ income_id: string; total: string; company_id: string }>(
      `SELECT income_id::text, sum(total)::text AS total, min(company_id::text) AS company_id
         FROM wb_paid_acceptance WHERE account_id = $1 GROUP BY income_id`,
      [acc.id],
    );
    expect(supplies.length).toBeGreaterThan(2);
    const clients = wbClientsFor(deps(), { token: acc.token });
    try {
      for (const s of supplies) {
        const { data } = await clients.supplies.details(s.income_id);
        expect(toDec(s.total).eq(data.acceptanceCost!)).toBe(true);
        expect(s.company_id).toBe(companyId);
      }
    } finally {
      await clients.close();
    }
  });

  it('changes nothing when run again', async () => {
    const before = await checksum(acc.id);
    expect(await run(acc.id)).toMatchObject({ status: 'succeeded', pages: 1, rowsUpserted: 0 });
    expect(await checksum(acc.id)).toEqual(before);
  });

  it('adds the supplies WB accepts later', async () => {
    const before = await stored(acc.id);
    sandbox.control.setClock({ advanceSeconds: LAG * 86_400 });
    const outcome = await run(acc.id);
    const after = await stored(acc.id);
    expect(after.length).toBeGreaterThan(before.length);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      rowsUpserted: after.length - before.length,
    });
    expect(after).toEqual(await served(acc.token));
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('fails the run when WB purges the task before it is read', async () => {
    const other = await account();
    const saved = { ...REPORT_TASK_MS };
    Object.assign(REPORT_TASK_MS, { processing: 0, done: 1_000, purged: 1 });
    try {
      expect(await run(other.id)).toMatchObject({ status: 'failed', pages: 0 });
    } finally {
      Object.assign(REPORT_TASK_MS, saved);
    }
    const [state] = await query<{ last_error: string }>(
      `SELECT last_error FROM sync_state WHERE account_id = $1 AND dataset = 'paidAcceptance'`,
      [other.id],
    );
    expect(state!.last_error).toMatch(/purged/);
    expect((await checksum(other.id)).n).toBe(0);
    expect(await run(other.id)).toMatchObject({ status: 'succeeded' });
    expect(await checksum(other.id)).toEqual(await checksum(acc.id));
  });

  it('keeps the rows of an account in its company', async () => {
    const foreign = await createCompany(ctx.database, ctx.config, 'Чужая приёмка');
    const theirs = await account(foreign.company.id);
    expect((await run(theirs.id)).status).toBe('succeeded');
    const rows = await query<{ account_id: string; company_id: string }>(
      'SELECT DISTINCT account_id, company_id FROM wb_paid_acceptance WHERE account_id = ANY($1)',
      [[acc.id, theirs.id]],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.company_id).toBe(r.account_id === acc.id ? companyId : foreign.company.id);
    }
    expect(await checksum(theirs.id)).toEqual(await checksum(acc.id));
  });

  it('skips both cost reports without an analytics token, with the reason', async () => {
    const supplies = await account(companyId, ['supplies']);
    for (const dataset of ['paidAcceptance', 'paidStorage'] as const) {
      expect(await runDataset(deps(), supplies.id, dataset)).toEqual({
        status: 'skipped',
        reason: 'Нет действующего токена с категорией «analytics»',
      });
    }
    expect((await checksum(supplies.id)).n).toBe(0);
  });
});
