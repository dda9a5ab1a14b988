/**
 * Ad spend documents against the WB sandbox over HTTP: the windows from the history start store
 * every document WB serves, a second run changes nothing, the next day's documents are picked
 * up, an interrupted run resumes at its window, and rows belong to the account's company.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const DAY_MS = 86_400_000;
// The sync's "today" is the real one: WB's clock here stays a little behind it.
const START = Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000;
let now = START;
const SCALE = { products: 8, days: 70, ordersPerDay: 150 };
const mskDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
const HISTORY = mskDay(START - 70 * DAY_MS);

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: START }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Реклама')).company.id;
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 53, scale: SCALE, historyStart: HISTORY },
    categories: ['promotion'],
    historyMonths: 3,
  });
}

const run = (accountId: string, afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, 'adSpend', {
    now: new Date(now),
    ...(afterPage ? { afterPage } : {}),
  });

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Every document WB serves from the history start to its today, as `campaign|time|num|sum|type`. */
async function served(token: string): Promise<string[]> {
  const clients = wbClientsFor(deps(), { token });
  const out: string[] = [];
  try {
    const today = mskDay(now);
    for (let from = HISTORY; from <= today; from = addDays(from, 31)) {
      const to = addDays(from, 30) < today ? addDays(from, 30) : today;
      const { data } = await clients.advert.spend({ from, to });
      out.push(
        ...data.map(
          (r) =>
            `${r.advertId}|${Date.parse(r.updTime!)}|${r.updNum ?? '0'}|${r.updSum}|${r.paymentType}`,
        ),
      );
    }
  } finally {
    await clients.close();
  }
  return out.sort();
}

async function stored(accountId: string): Promise<string[]> {
  const rows = await query<{ k: string }>(
    `SELECT campaign_id || '|' || (extract(epoch FROM upd_time) * 1000)::bigint || '|' || upd_num
            || '|' || amount::text || '|' || payment_type AS k
       FROM ad_spend WHERE account_id = $1`,
    [accountId],
  );
  return rows.map((r) => r.k).sort();
}

const checksum = async (accountId: string) =>
  (
    await query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(string_agg(row(date, upd_time, upd_num, campaign_id,
              campaign_name, campaign_type, campaign_status, amount, payment_type, raw)::text, ','
              ORDER BY campaign_id, upd_time, upd_num)) AS sum
         FROM ad_spend WHERE account_id = $1`,
      [accountId],
    )
  )[0]!;

describe('ad spend sync', () => {
  let acc: { id: string; token: string };

  it('stores every spend document from the history start, in 31-day windows', async () => {
    acc = await account();
    const outcome = await run(acc.id);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    // Three months back: four windows at least.
    expect(outcome.status === 'succeeded' && outcome.pages).toBeGreaterThanOrEqual(3);
    const wb = await served(acc.token);
    expect(wb.length).toBeGreaterThan(100);
    expect(await stored(acc.id)).toEqual(wb);
    const [row] = await query<{ amount: string; date: string }>(
      `SELECT amount::text, date::text FROM ad_spend WHERE account_id = $1 ORDER BY upd_time LIMIT 1`,
      [acc.id],
    );
    expect(row!.amount).toMatch(/^\d+\.\d\d$/);
    expect(row!.date >= HISTORY).toBe(true);
  });

  it('changes nothing when run again; reads only the last days again', async () => {
    const before = await checksum(acc.id);
    const again = await run(acc.id);
    expect(again).toMatchObject({ status: 'succeeded', rowsUpserted: 0, pages: 1 });
    expect(await checksum(acc.id)).toEqual(before);
  });

  it('picks up the documents WB adds later', async () => {
    const before = await stored(acc.id);
    sandbox.control.setClock({ advanceSeconds: 20 * 3600 });
    now = START + 20 * 3_600_000;
    const outcome = await run(acc.id);
    expect(outcome).toMatchObject({ status: 'succeeded', pages: 1 });
    const after = await stored(acc.id);
    expect(after.length).toBeGreaterThan(before.length);
    expect(outcome.status === 'succeeded' && outcome.rowsUpserted).toBe(
      after.length - before.length,
    );
    expect(after).toEqual(await served(acc.token));
  });

  it('resumes an interrupted run at its window', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 2) throw new Error('worker killed');
    };
    expect(await run(broken.id, stop)).toMatchObject({ status: 'failed', pages: 2 });
    expect((await checksum(broken.id)).n).toBeLessThan((await checksum(acc.id)).n);
    const rest = await run(broken.id);
    // A clean first sync at the same moment reads the same windows.
    const clean = await run((await account()).id);
    expect(rest).toMatchObject({ status: 'succeeded' });
    expect(rest.status === 'succeeded' && clean.status === 'succeeded').toBe(true);
    expect(
      rest.status === 'succeeded' && clean.status === 'succeeded' && clean.pages - rest.pages,
    ).toBe(2);
    expect(await checksum(broken.id)).toEqual(await checksum(acc.id));
  });

  it('ends identical through 5xx, duplicated and truncated answers', async () => {
    const faulty = await account();
    const endpoint = 'GET /advert/adv/v1/upd';
    sandbox.control.setFaults([
      { endpoint, kind: '5xx', status: 503, count: 1 },
      { endpoint, kind: 'duplicate', rows: 4, count: 2 },
      { endpoint, kind: 'truncate', count: 1 },
    ]);
    try {
      expect(await run(faulty.id)).toMatchObject({ status: 'succeeded' });
    } finally {
      sandbox.control.setFaults([]);
    }
    expect(await checksum(faulty.id)).toEqual(await checksum(acc.id));
  });

  it('keeps the spend of an account in its company', async () => {
    const other = await createCompany(ctx.database, ctx.config, 'Чужая реклама');
    const theirs = await account(other.company.id);
    const mine = await checksum(acc.id);
    expect((await run(theirs.id)).status).toBe('succeeded');
    const rows = await query<{ account_id: string; company_id: string }>(
      'SELECT DISTINCT account_id, company_id FROM ad_spend WHERE account_id = ANY($1)',
      [[acc.id, theirs.id]],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.company_id).toBe(r.account_id === acc.id ? companyId : other.company.id);
    }
    expect(await checksum(theirs.id)).toEqual(mine);
    expect(await checksum(acc.id)).toEqual(mine);
  });
});
