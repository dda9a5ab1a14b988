/**
 * The realization dataset against the WB sandbox over HTTP: every report and row the client
 * reads is stored and reconciles to the kopeck, faults and interruptions end identical to a
 * clean sync, a second run changes nothing, and report ids beyond 2^53 are kept exactly.
 * finance_daily equals a GROUP BY over the stored rows after every run, however they came.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbClients } from '@wb/wb/factory';
import { iterateReportRows, iterateReportsList } from '@wb/wb/iterators/reports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { UNLIMITED } from '../../../test/sync';
import { createCompany } from '../../../test/identity';
import {
  expectRollup as expectRollupOf,
  realizationChecksums,
  rollupContent,
  rollupVersions,
  writeStoredPage,
} from '../../../test/finance-daily';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { REALIZATION_OPTIONS, reconcileReport } from './finance.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 12, days: 30, ordersPerDay: 10 };
const OPTIONS = { ...REALIZATION_OPTIONS };
const ROWS_PER_PAGE = 40;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Финансы')).company.id;
  // Several pages per report.
  REALIZATION_OPTIONS.rowsLimit = ROWS_PER_PAGE;
});

afterEach(() => {
  sandbox.control.setFaults([]);
  Object.assign(REALIZATION_OPTIONS, OPTIONS, { rowsLimit: ROWS_PER_PAGE });
});

afterAll(async () => {
  Object.assign(REALIZATION_OPTIONS, OPTIONS);
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

/** A WB account of a new sandbox seller (same seed: same reports) with a finance token. */
async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 31, scale: SCALE },
    categories: ['finance'],
  });
}

const run = (accountId: string, afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, 'realization', {
    now: new Date(NOW),
    ...(afterPage ? { afterPage } : {}),
  });

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

const checksums = (accountId: string) => realizationChecksums(ctx.database.pool, accountId);

const expectRollup = (accountId: string) => expectRollupOf(ctx.database.pool, accountId);
const rollup = (accountId: string) => rollupContent(ctx.database.pool, accountId);
const versions = (accountId: string) => rollupVersions(ctx.database.pool, accountId);

/** What the client reads: every report of the account's history with its rows' ids. */
async function readAll(token: string) {
  const clients: WbClients = wbClientsFor(deps(), { token });
  const reports = new Map<string, { bank: string | null; rrdIds: string[] }>();
  try {
    const params = {
      dateFrom: '2025-01-01',
      dateTo: '2026-11-20',
      period: REALIZATION_OPTIONS.period,
    };
    for await (const page of iterateReportsList(clients.finance, params)) {
      for (const h of page.rows) reports.set(h.reportId, { bank: h.bankPaymentSum, rrdIds: [] });
    }
    for (const [id, report] of reports) {
      for await (const page of iterateReportRows(clients.finance, id)) {
        report.rrdIds.push(...page.rows.map((r) => r.rrdId));
      }
    }
  } finally {
    await clients.close();
  }
  return reports;
}

interface StoredReport {
  report_id: string;
  bank_payment_sum: string;
  computed_payout: string;
  payout_difference: string;
  reconciliation: string;
  rows_loaded: boolean;
  row_count: number;
}
const storedReports = (accountId: string) =>
  query<StoredReport>(
    `SELECT report_id::text, bank_payment_sum::text, computed_payout::text,
            payout_difference::text, reconciliation, rows_loaded, row_count
       FROM realization_reports WHERE account_id = $1 ORDER BY report_id`,
    [accountId],
  );

/** Every stored report: the ids WB lists, all rows loaded, reconciled `ok` to the kopeck. */
async function expectComplete(accountId: string, token: string) {
  const wb = await readAll(token);
  const stored = await storedReports(accountId);
  expect(stored.map((r) => r.report_id).sort()).toEqual([...wb.keys()].sort());
  const rows = await query<{ report_id: string; rrd_id: string }>(
    `SELECT report_id::text, rrd_id::text FROM realization_rows
      WHERE account_id = $1 ORDER BY rrd_id`,
    [accountId],
  );
  for (const r of stored) {
    const report = wb.get(r.report_id)!;
    const mine = rows.filter((x) => x.report_id === r.report_id).map((x) => x.rrd_id);
    expect(mine, r.report_id).toEqual(report.rrdIds);
    expect(r).toMatchObject({ rows_loaded: true, row_count: report.rrdIds.length });
    expect(r.reconciliation, r.report_id).toBe('ok');
    expect(Number(r.payout_difference)).toBe(0);
    expect(r.bank_payment_sum).toBe(report.bank);
  }
  return { wb, stored, rows };
}

describe('realization sync', () => {
  let clean: { id: string; token: string };
  let cleanPages = 0;
  let cleanRowsIn = 0;

  it('stores every report and row the client reads, and every report reconciles', async () => {
    clean = await account();
    const outcome = await run(clean.id);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const { wb, rows } = await expectComplete(clean.id, clean.token);
    expect(wb.size).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeGreaterThan(wb.size * ROWS_PER_PAGE);
    cleanPages = outcome.status === 'succeeded' ? outcome.pages : 0;
    cleanRowsIn = outcome.status === 'succeeded' ? outcome.rowsIn : 0;
    // One list page, then several row pages per report.
    expect(cleanPages).toBeGreaterThan(wb.size * 2);
    // Money as WB sent it (decimal strings), returns counted negative in the payout.
    const [money] = await query<{ ok: number; returns: number; storage: number }>(
      `SELECT count(*) FILTER (WHERE for_pay::text = raw->>'forPay')::int AS ok,
              count(*) FILTER (WHERE document_type = 'Возврат')::int AS returns,
              count(*) FILTER (WHERE paid_storage <> 0 AND nm_id IS NULL)::int AS storage
         FROM realization_rows WHERE account_id = $1`,
      [clean.id],
    );
    expect(money!.ok).toBe(rows.length);
    expect(money!.returns).toBeGreaterThan(0);
    expect(money!.storage).toBeGreaterThan(0);
    // The rollup: every group of the rows, shop-level ones (no product) included; its payout
    // over all days is what WB pays for all the reports.
    const diff = await expectRollup(clean.id);
    expect(diff.stored).toBeGreaterThan(100);
    const [totals] = await query<{ shop: number; payout: string; bank: string; kinds: string[] }>(
      `SELECT (SELECT count(*)::int FROM finance_daily WHERE account_id = $1 AND nm_id IS NULL) AS shop,
              (SELECT sum(payout)::text FROM finance_daily WHERE account_id = $1) AS payout,
              (SELECT sum(bank_payment_sum)::text FROM realization_reports WHERE account_id = $1) AS bank,
              (SELECT array_agg(DISTINCT operation || '/' || document_type ORDER BY operation || '/' || document_type)
                 FROM finance_daily WHERE account_id = $1) AS kinds`,
      [clean.id],
    );
    expect(totals!.shop).toBeGreaterThan(0);
    expect(totals!.payout).toBe(totals!.bank);
    expect(totals!.kinds).toEqual(expect.arrayContaining(['Возврат/Возврат', 'Продажа/Продажа']));
    // The next run lists the periods after the last one read.
    const [state] = await query<{ cursor: { phase: string; dateFrom: string } }>(
      `SELECT cursor FROM sync_state WHERE account_id = $1 AND dataset = 'realization'`,
      [clean.id],
    );
    const [last] = await query<{ next: string }>(
      `SELECT to_char(max(date_to) + 1, 'YYYY-MM-DD') AS next FROM realization_reports
        WHERE account_id = $1`,
      [clean.id],
    );
    expect(state!.cursor).toMatchObject({ phase: 'list', dateFrom: last!.next });
  });

  it('marks a report whose rows do not add up to its header as a mismatch, with the difference', async () => {
    const [report] = await storedReports(clean.id);
    const target = { companyId, accountId: clean.id };
    const [sale] = await query<{ rrd_id: string; for_pay: string }>(
      `SELECT rrd_id::text, for_pay::text FROM realization_rows
        WHERE account_id = $1 AND report_id = $2 AND document_type = 'Продажа'
        ORDER BY rrd_id LIMIT 1`,
      [clean.id, report!.report_id],
    );
    const setForPay = (value: string) =>
      ctx.database.pool.query(
        `UPDATE realization_rows SET for_pay = ${value} WHERE account_id = $1 AND rrd_id = $2`,
        [clean.id, sale!.rrd_id],
      );
    const reconcile = async () => {
      const client = await ctx.database.pool.connect();
      try {
        return await reconcileReport(client, target, report!.report_id);
      } finally {
        client.release();
      }
    };
    await setForPay('for_pay + 0.01');
    expect(await reconcile()).toBe(1);
    const [differs] = (await storedReports(clean.id)).filter(
      (r) => r.report_id === report!.report_id,
    );
    // One kopeck more paid for the sale: the payout differs by it.
    expect(differs).toMatchObject({ reconciliation: 'mismatch', payout_difference: '0.01' });
    await setForPay(`'${sale!.for_pay}'::numeric`);
    expect(await reconcile()).toBe(1);
    expect(await reconcile()).toBe(0);
    expect((await storedReports(clean.id))[0]).toEqual(report);
  });

  it('ends identical to a clean sync through duplicate pages, truncated pages and 5xx', async () => {
    const faulty = await account();
    // Same seed, same report ids: one report per kind of fault, so none hides another.
    const [a, b, c] = (await storedReports(clean.id)).map((r) => r.report_id);
    const detail = (id: string) => `POST /finance/api/finance/v1/sales-reports/detailed/${id}`;
    const list = 'POST /finance/api/finance/v1/sales-reports/list';
    const stats = () => {
      const s = sandbox.control.stats() as {
        byStatus: Record<string, number>;
        faultsApplied: number;
      };
      return { ...s.byStatus, faults: s.faultsApplied } as Record<string, number> & {
        faults: number;
      };
    };
    const before = stats();
    sandbox.control.setFaults([
      { endpoint: list, kind: '5xx', status: 503, count: 1 },
      { endpoint: detail(a!), kind: '5xx', status: 502, count: 2 },
      { endpoint: detail(b!), kind: 'duplicate', rows: 15, count: 3 },
      { endpoint: detail(c!), kind: 'truncate', count: 3 },
    ]);
    const outcome = await run(faulty.id);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const after = stats();
    expect((after['503'] ?? 0) - (before['503'] ?? 0)).toBe(1);
    expect((after['502'] ?? 0) - (before['502'] ?? 0)).toBe(2);
    expect(after.faults - before.faults).toBe(9);
    // The 3 duplicated pages repeated 15 rows each: read, and merged away.
    expect(outcome.status === 'succeeded' && outcome.rowsIn - cleanRowsIn).toBe(45);
    expect(await checksums(faulty.id)).toEqual(await checksums(clean.id));
    // Repeated rows counted once in the rollup.
    await expectRollup(faulty.id);
    expect(await rollup(faulty.id)).toEqual(await rollup(clean.id));
  });

  it('resumes an interrupted run from its last committed page', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 3) throw new Error('worker killed');
    };
    expect(await run(broken.id, stop)).toMatchObject({ status: 'failed', pages: 3 });
    const partial = await checksums(broken.id);
    const full = await checksums(clean.id);
    expect(partial.reports.n).toBe(full.reports.n);
    expect(partial.rows.n).toBeGreaterThan(0);
    expect(partial.rows.n).toBeLessThan(full.rows.n);
    const [pending] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM realization_reports
        WHERE account_id = $1 AND reconciliation = 'pending' AND NOT rows_loaded`,
      [broken.id],
    );
    expect(pending!.n).toBeGreaterThan(0);
    // The rollup of the committed pages only, then of all of them.
    const partialRollup = await expectRollup(broken.id);
    expect(partialRollup.stored).toBeGreaterThan(0);
    expect(partialRollup.stored).toBeLessThan((await rollup(clean.id)).n);
    const resumed = await run(broken.id);
    expect(resumed).toMatchObject({ status: 'succeeded' });
    // Only the pages after the cursor were read again.
    expect(resumed.status === 'succeeded' && resumed.pages).toBe(cleanPages - 3);
    expect(await checksums(broken.id)).toEqual(full);
    await expectRollup(broken.id);
    expect(await rollup(broken.id)).toEqual(await rollup(clean.id));
  });

  it('counts a page written twice once, and moves a row whose operation changed', async () => {
    const target = { companyId, accountId: clean.id };
    const write = (
      ...args: [ids: string[], edit?: (raw: Record<string, unknown>) => Record<string, unknown>]
    ) => writeStoredPage(ctx.database.pool, target, ...args);
    const before = { content: await rollup(clean.id), versions: await versions(clean.id) };
    // A sale whose product × day × operation group holds it alone: relabelled, its group goes.
    const [alone] = await query<{ rrd_id: string; day: string; nm_id: number }>(
      `SELECT r.rrd_id::text, r.rr_date::text AS day, r.nm_id FROM realization_rows r
         JOIN finance_daily d ON d.account_id = r.account_id AND d.day = r.rr_date
          AND d.nm_id = r.nm_id AND d.operation = 'Продажа' AND d.document_type = 'Продажа'
        WHERE r.account_id = $1 AND r.seller_oper_name = 'Продажа' AND d.rows_count = 1
        ORDER BY r.rrd_id LIMIT 1`,
      [clean.id],
    );
    const page = await query<{ rrd_id: string }>(
      `SELECT rrd_id::text FROM realization_rows WHERE account_id = $1
        ORDER BY rrd_id OFFSET 20 LIMIT 60`,
      [clean.id],
    );
    const ids = [alone!.rrd_id, ...page.map((r) => r.rrd_id)];
    // The same rows again, twice: nothing written, the rollup untouched (not even rewritten).
    expect(await write(ids)).toBe(0);
    expect(await write(ids)).toBe(0);
    expect({ content: await rollup(clean.id), versions: await versions(clean.id) }).toEqual(before);
    const relabel = (name: string) => (raw: Record<string, unknown>) =>
      String(raw.rrdId) === alone!.rrd_id ? { ...raw, sellerOperName: name } : raw;
    expect(await write(ids, relabel('  Коррекция   продаж '))).toBe(1);
    await expectRollup(clean.id);
    const groups = await query<{ operation: string; rows_count: number }>(
      `SELECT operation, rows_count FROM finance_daily
        WHERE account_id = $1 AND day = $2 AND nm_id = $3 AND document_type = 'Продажа'`,
      [clean.id, alone!.day, alone!.nm_id],
    );
    expect(groups).toContainEqual({ operation: 'Коррекция продаж', rows_count: 1 });
    expect(groups.map((g) => g.operation)).not.toContain('Продажа');
    // Back as WB sent it: the rollup as before.
    expect(await write(ids, relabel('Продажа'))).toBe(1);
    await expectRollup(clean.id);
    expect(await rollup(clean.id)).toEqual(before.content);
  });

  it('keeps each tenant to its own rollup', async () => {
    const other = (await createCompany(ctx.database, ctx.config, 'Другая')).company.id;
    const theirs = await account(other);
    expect(await run(theirs.id)).toMatchObject({ status: 'succeeded' });
    // Same seed, same products and days: any row read across accounts would double a sum.
    await expectRollup(theirs.id);
    await expectRollup(clean.id);
    expect(await rollup(theirs.id)).toEqual(await rollup(clean.id));
    const [owners] = await query<{ mine: number; wrong: number }>(
      `SELECT count(*) FILTER (WHERE account_id = $1 AND company_id = $2)::int AS mine,
              count(*) FILTER (WHERE account_id = $1 AND company_id <> $2
                               OR account_id <> $1 AND company_id = $2)::int AS wrong
         FROM finance_daily`,
      [theirs.id, other],
    );
    expect(owners!.mine).toBe((await rollup(theirs.id)).n);
    expect(owners!.wrong).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const before = await checksums(clean.id);
    const rollupBefore = [await rollup(clean.id), await versions(clean.id)];
    expect(await run(clean.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums(clean.id)).toEqual(before);
    // Same rollup rows, same row versions (xmin): nothing rewritten.
    expect([await rollup(clean.id), await versions(clean.id)]).toEqual(rollupBefore);
  });

  it('stores a report id beyond 2^53 exactly (daily reports)', async () => {
    REALIZATION_OPTIONS.period = 'daily';
    REALIZATION_OPTIONS.rowsLimit = 1000;
    const daily = await account();
    expect(await run(daily.id)).toMatchObject({ status: 'succeeded' });
    const { wb, stored } = await expectComplete(daily.id, daily.token);
    const big = [...wb.keys()].filter((id) => BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER));
    expect(big.length).toBe(wb.size);
    expect(big.length).toBeGreaterThan(20);
    // Each id differs from its neighbours by 1: a float would collapse them.
    expect(new Set(stored.map((r) => r.report_id)).size).toBe(big.length);
    const [raw] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM realization_reports
        WHERE account_id = $1 AND raw->>'reportId' = report_id::text`,
      [daily.id],
    );
    expect(raw!.n).toBe(big.length);
  });
});
