/**
 * WB payouts (docs/domain.md#wb-payouts), against the WB sandbox over HTTP: each weekly report's
 * «Итого к оплате» becomes one income (or, below zero, one expense) of the cabinet's account, and
 * a rerun of the sync — or a full resync — adds nothing; a payout WB changed is updated in place.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import type { TestClient } from '../../../test/client';
import { createCompany, signIn } from '../../../test/identity';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { bookWbPayouts } from './wb-payouts.service';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
let owner: TestClient;
let wbAccountId: string;
const NOW = '2026-11-20T12:00:00+03:00';

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  const a = await createCompany(ctx.database, ctx.config, 'Выплаты');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

const run = (accountId: string) =>
  runDataset(
    { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
    accountId,
    'realization',
    {
      now: new Date(NOW),
    },
  );

const q = async <T>(sql: string, params: unknown[]) =>
  (await ctx.database.pool.query(sql, params)).rows as T[];

const payouts = (accountId: string) =>
  q<{ external_id: string; amount: string; date: string; kind: string; category: string }>(
    `SELECT t.external_id, t.amount::text, to_char(t.date, 'YYYY-MM-DD') AS date, t.kind,
            c.name AS category
       FROM finance_transactions t
       JOIN finance_accounts a ON a.id = t.account_id
       JOIN finance_categories c ON c.id = t.category_id
      WHERE a.wb_account_id = $1 AND t.source = 'wb_payout' ORDER BY t.external_id`,
    [accountId],
  );

/** Each report with a payout: income when WB pays, an expense when it withholds. */
const expected = (accountId: string) =>
  q<{ external_id: string; amount: string; date: string; kind: string; category: string }>(
    `SELECT report_id::text AS external_id, abs(bank_payment_sum)::numeric(14,2)::text AS amount,
            to_char(coalesce(date_to, create_date), 'YYYY-MM-DD') AS date,
            CASE WHEN bank_payment_sum > 0 THEN 'income' ELSE 'expense' END AS kind,
            CASE WHEN bank_payment_sum > 0 THEN 'Выплата WB' ELSE 'Удержание WB' END AS category
       FROM realization_reports WHERE account_id = $1 AND bank_payment_sum <> 0
      ORDER BY report_id::text`,
    [accountId],
  );

describe('WB payouts', () => {
  it('books each report once, whatever reruns happen', async () => {
    const { id: accountId } = await connectSandboxSeller(ctx, sandbox, companyId, {
      seller: { seed: 31, scale: { products: 12, days: 30, ordersPerDay: 10 } },
      categories: ['finance'],
    });
    wbAccountId = accountId;
    expect(await run(accountId)).toMatchObject({ status: 'succeeded' });
    const want = await expected(accountId);
    expect(want.length).toBeGreaterThan(0);
    const first = await payouts(accountId);
    expect(first).toEqual(want);
    const [account] = await q<{ type: string; n: string }>(
      `SELECT a.type, (SELECT count(*) FROM finance_accounts x WHERE x.wb_account_id = $1) AS n
         FROM finance_accounts a WHERE a.wb_account_id = $1`,
      [accountId],
    );
    expect(account).toEqual({ type: 'marketplace', n: '1' });

    // A rerun, then a resync from the start: the same payouts, no more.
    await run(accountId);
    await ctx.database.pool.query(
      `UPDATE sync_state SET cursor = NULL WHERE account_id = $1 AND dataset = 'realization'`,
      [accountId],
    );
    await run(accountId);
    expect(await payouts(accountId)).toEqual(first);

    // A hand-set comment survives; WB correcting a report's sum moves the payout in place.
    const report = first[0]!.external_id;
    await ctx.database.pool.query(
      `UPDATE finance_transactions SET comment = 'сверено' WHERE external_id = $1`,
      [report],
    );
    await ctx.database.pool.query(
      `UPDATE realization_reports SET bank_payment_sum = abs(bank_payment_sum) + 1
        WHERE account_id = $1 AND report_id = $2::numeric`,
      [accountId, report],
    );
    const client = await ctx.database.pool.connect();
    try {
      expect(await bookWbPayouts(client, { companyId, accountId })).toBe(1);
      expect(await bookWbPayouts(client, { companyId, accountId })).toBe(0);
    } finally {
      client.release();
    }
    const [moved] = await q<{ amount: string; kind: string; comment: string; n: string }>(
      `SELECT amount::text, kind, comment,
              (SELECT count(*) FROM finance_transactions WHERE external_id = $1) AS n
         FROM finance_transactions WHERE external_id = $1`,
      [report],
    );
    expect(moved).toEqual({
      amount: (Number(first[0]!.amount) + 1).toFixed(2),
      kind: 'income',
      comment: 'сверено',
      n: '1',
    });
  });

  it("shows WB's balance of the cabinet, read at most once a minute", async () => {
    const [account] = await q<{ id: string }>(
      `SELECT id FROM finance_accounts WHERE wb_account_id = $1`,
      [wbAccountId],
    );
    const [latest] = await q<{ sum: string }>(
      `SELECT bank_payment_sum::numeric(14,2)::text AS sum FROM realization_reports
        WHERE account_id = $1 ORDER BY date_to DESC LIMIT 1`,
      [wbAccountId],
    );
    const res = await owner.post(`/api/finances/accounts/${account!.id}/wb-balance`, {});
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json<{ wbBalance: string; wbForWithdraw: string; wbBalanceAt: string }>();
    expect(read.wbBalance).toBe(latest!.sum);
    expect(read.wbForWithdraw).toBe(Number(latest!.sum) > 0 ? latest!.sum : '0.00');
    // Within the minute WB is not asked again: the stored figure, read at the same time.
    const again = await owner.post(`/api/finances/accounts/${account!.id}/wb-balance`, {});
    expect(again.json<{ wbBalanceAt: string }>().wbBalanceAt).toBe(read.wbBalanceAt);
    // An account of no cabinet has no WB balance.
    const cash = await owner.post('/api/finances/accounts', {
      name: 'Касса',
      type: 'cash',
      openingDate: '2026-11-01',
    });
    const refused = await owner.post(
      `/api/finances/accounts/${cash.json<{ id: string }>().id}/wb-balance`,
      {},
    );
    expect(refused.statusCode).toBe(400);
  });
});
