/**
 * Property: for WB sandbox sellers of random seeds and sizes (random weeks of sales, returns,
 * logistics, storage, acceptance, penalties and deductions), synced over HTTP as in production,
 * the P&L's payout of every report's week — and of any run of consecutive weeks — equals the
 * sum of WB's bankPaymentSum over those reports, to the kopeck (docs/domain.md#pl-report).
 */
import { toDec, type ReportSummary } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  const a = await createCompany(ctx.database, ctx.config, 'Свойство выплаты');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

interface Report {
  date_from: string;
  date_to: string;
  bank: string;
}

async function payoutOf(account: string, from: string, to: string) {
  const res = await owner.get(`/api/income/report?from=${from}&to=${to}&account=${account}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportSummary>().totals.payout!;
}

it('the payout of any run of weeks is the sum of WB’s bankPaymentSum', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        seed: fc.integer({ min: 1, max: 1_000_000 }),
        products: fc.integer({ min: 1, max: 8 }),
        days: fc.integer({ min: 10, max: 45 }),
        ordersPerDay: fc.integer({ min: 1, max: 15 }),
      }),
      fc.nat(),
      fc.nat(),
      async ({ seed, ...scale }, a, b) => {
        const account = await connectSandboxSeller(ctx, sandbox, companyId, {
          seller: { seed, scale },
          categories: ['finance'],
        });
        const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
        await runDataset(deps, account.id, 'realization', { now: new Date(NOW) });
        const { rows } = await ctx.database.pool.query<Report>(
          `SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from,
                  to_char(date_to, 'YYYY-MM-DD') AS date_to, bank_payment_sum::text AS bank
             FROM realization_reports WHERE account_id = $1 ORDER BY date_from`,
          [account.id],
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
          expect(await payoutOf(account.id, r.date_from, r.date_to)).toBe(toDec(r.bank).toFixed(2));
        }
        // A run of consecutive reports: one period, one sum.
        const i = a % rows.length;
        const j = i + (b % (rows.length - i));
        const run = rows.slice(i, j + 1);
        const expected = run.reduce((s, r) => s.plus(r.bank), toDec(0)).toFixed(2);
        expect(await payoutOf(account.id, run[0]!.date_from, run.at(-1)!.date_to)).toBe(expected);
      },
    ),
    { numRuns: 6 },
  );
}, 300_000);
