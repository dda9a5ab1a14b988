/**
 * FBW supplies against the WB sandbox over HTTP: a sync stores every supply with its details
 * and goods, a second run changes nothing, a later run reads details and goods only of the
 * supplies WB lists as updated, an interrupted run ends equal to a clean one, and rows belong
 * to the account's company.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbSupply } from '@wb/wb/clients/supplies';
import { iterateSupplies, iterateSupplyGoods } from '@wb/wb/iterators/offset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { SUPPLIES_CLOCK, SUPPLIES_LIMITS, supplyKey } from './supplies.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 40, days: 45, ordersPerDay: 30 };
const LIMITS = { ...SUPPLIES_LIMITS };
const realClock = SUPPLIES_CLOCK.now;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Поставки')).company.id;
  SUPPLIES_CLOCK.now = () => Date.parse(sandbox.control.setClock({}).now);
  // Several list pages and several pages of details.
  Object.assign(SUPPLIES_LIMITS, { list: 7, perPage: 3 });
});

afterAll(async () => {
  Object.assign(SUPPLIES_LIMITS, LIMITS);
  SUPPLIES_CLOCK.now = realClock;
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

/** A WB account of a new sandbox seller (same seed: same supplies) in `company`. */
async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 31, scale: SCALE, historyStart: '2026-10-01' },
    categories: ['supplies'],
  });
}

const run = (accountId: string, afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, 'supplies', afterPage ? { afterPage } : {});

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

/** The supplies and goods of an account as text, without raw (it names the seller). */
async function checksums(accountId: string) {
  const sum = async (table: string, order: string) => {
    const [row] = await query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n,
              md5(string_agg((to_jsonb(t) - 'raw' - 'company_id' - 'account_id')::text, ','
                  ORDER BY ${order})) AS sum
         FROM ${table} t WHERE account_id = $1`,
      [accountId],
    );
    return row!;
  };
  return {
    supplies: await sum('wb_supplies', 'supply_key'),
    goods: await sum('wb_supply_goods', 'supply_key, barcode'),
  };
}

const stats = () => (sandbox.control.stats() as { byEndpoint: Record<string, number> }).byEndpoint;
const DETAILS = 'GET /supplies/api/v1/supplies/{ID}';
const GOODS = 'GET /supplies/api/v1/supplies/{ID}/goods';
const requests = (before: Record<string, number>) => ({
  details: (stats()[DETAILS] ?? 0) - (before[DETAILS] ?? 0),
  goods: (stats()[GOODS] ?? 0) - (before[GOODS] ?? 0),
});

/** What WB lists (all supplies, or those updated since `from`). */
async function listed(token: string, from?: string): Promise<WbSupply[]> {
  const clients = wbClientsFor(deps(), { token });
  const dates = from ? [{ from, till: '2027-12-31', type: 'updatedDate' as const }] : undefined;
  const out: WbSupply[] = [];
  try {
    for await (const page of iterateSupplies(clients.supplies, dates ? { dates } : {})) {
      out.push(...page.rows);
    }
  } finally {
    await clients.close();
  }
  return out;
}

describe('supplies sync', () => {
  let clean: { id: string; token: string };

  it('stores every supply with its details and goods', async () => {
    clean = await account();
    const result = await run(clean.id);
    expect(result).toMatchObject({ status: 'succeeded' });
    const wb = await listed(clean.token);
    expect(wb.length).toBeGreaterThan(10);
    expect(wb.some((s) => s.supplyID === null)).toBe(true);
    expect(wb.some((s) => s.statusID === 5)).toBe(true);
    const stored = await query<{
      supply_key: string;
      supply_id: string | null;
      status_id: number;
      updated: string;
      quantity: number;
      accepted_quantity: number;
      warehouse_name: string;
    }>(
      `SELECT supply_key, supply_id::text, status_id, to_jsonb(updated_date) #>> '{}' AS updated,
              quantity, accepted_quantity, warehouse_name
         FROM wb_supplies WHERE account_id = $1 ORDER BY supply_key`,
      [clean.id],
    );
    expect(stored.map((s) => [s.supply_key, s.supply_id, s.status_id])).toEqual(
      wb
        .map((s) => [supplyKey(s), s.supplyID ?? null, s.statusID])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(stored.every((s) => s.warehouse_name && s.quantity > 0)).toBe(true);

    // The goods of an accepted supply, with a discrepancy somewhere among them.
    const accepted = wb.find((s) => s.statusID === 5)!;
    const clients = wbClientsFor(deps(), { token: clean.token });
    const goods: { barcode: string; quantity: number | null; accepted: number | null }[] = [];
    try {
      for await (const page of iterateSupplyGoods(clients.supplies, accepted.supplyID!)) {
        goods.push(
          ...page.rows.map((g) => ({
            barcode: g.barcode,
            quantity: g.quantity ?? null,
            accepted: g.acceptedQuantity ?? null,
          })),
        );
      }
    } finally {
      await clients.close();
    }
    const mine = await query<{ barcode: string; quantity: number; accepted: number }>(
      `SELECT barcode, quantity, accepted_quantity AS accepted FROM wb_supply_goods
        WHERE account_id = $1 AND supply_key = $2 ORDER BY barcode`,
      [clean.id, supplyKey(accepted)],
    );
    expect(mine).toEqual(goods.sort((a, b) => a.barcode.localeCompare(b.barcode)));
    const total = stored.find((s) => s.supply_key === supplyKey(accepted))!;
    expect(total.accepted_quantity).toBe(goods.reduce((a, g) => a + (g.accepted ?? 0), 0));
    const [raw] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wb_supplies
        WHERE account_id = $1 AND raw #>> '{details,supplierAssignName}' IS NOT NULL
          AND raw ? 'list'`,
      [clean.id],
    );
    expect(raw!.n).toBe(stored.length);
  });

  it('changes nothing when run again and reads only the supplies at the cursor', async () => {
    const before = await checksums(clean.id);
    const calls = { ...stats() };
    const [state] = await query<{ since: string }>(
      `SELECT cursor->>'since' AS since FROM sync_state WHERE account_id = $1 AND dataset = 'supplies'`,
      [clean.id],
    );
    const again = await run(clean.id);
    expect(again).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums(clean.id)).toEqual(before);
    const boundary = (await listed(clean.token, state!.since)).length;
    expect(boundary).toBeGreaterThan(0);
    expect(boundary).toBeLessThan(before.supplies.n);
    expect(requests(calls)).toEqual({ details: boundary, goods: boundary });
  });

  it('reads details and goods only of the supplies updated since the last run', async () => {
    const before = await checksums(clean.id);
    const [state] = await query<{ since: string }>(
      `SELECT cursor->>'since' AS since FROM sync_state WHERE account_id = $1 AND dataset = 'supplies'`,
      [clean.id],
    );
    sandbox.control.setClock({ advanceSeconds: 3 * 86_400 });
    const changed = await listed(clean.token, state!.since);
    const calls = { ...stats() };
    const result = await run(clean.id);
    expect(result).toMatchObject({ status: 'succeeded' });
    expect(requests(calls)).toEqual({ details: changed.length, goods: changed.length });
    expect(changed.length).toBeLessThan(before.supplies.n);
    expect(changed.length).toBeGreaterThan(0);
    expect(result.status === 'succeeded' && result.rowsUpserted).toBeGreaterThan(0);
    // Every supply now has the status WB lists.
    const wb = await listed(clean.token);
    const stored = await query<{ supply_key: string; status_id: number; supply_id: string | null }>(
      'SELECT supply_key, status_id, supply_id::text FROM wb_supplies WHERE account_id = $1',
      [clean.id],
    );
    const byKey = new Map(stored.map((s) => [s.supply_key, s]));
    expect(stored.length).toBe(wb.length);
    for (const s of wb) {
      expect(byKey.get(supplyKey(s)), supplyKey(s)).toEqual({
        supply_key: supplyKey(s),
        status_id: s.statusID,
        supply_id: s.supplyID ?? null,
      });
    }
  });

  it('resumes an interrupted run and ends equal to a clean sync', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 4) throw new Error('worker killed');
    };
    expect(await run(broken.id, stop)).toMatchObject({ status: 'failed', pages: 4 });
    const partial = await checksums(broken.id);
    const full = await checksums(clean.id);
    expect(partial.supplies.n).toBeGreaterThan(0);
    expect(partial.supplies.n).toBeLessThan(full.supplies.n);
    const calls = { ...stats() };
    expect(await run(broken.id)).toMatchObject({ status: 'succeeded' });
    // The supplies read before the stop are not read again.
    expect(requests(calls).details).toBe(full.supplies.n - partial.supplies.n);
    expect(await checksums(broken.id)).toEqual(full);
  });

  it('ends equal to a clean sync through duplicated list rows and 5xx', async () => {
    const faulty = await account();
    const applied = () => (sandbox.control.stats() as { faultsApplied: number }).faultsApplied;
    const faults = applied();
    sandbox.control.setFaults([
      { endpoint: 'POST /supplies/api/v1/supplies', kind: 'duplicate', rows: 3, count: 2 },
      { endpoint: DETAILS, kind: '5xx', status: 502, count: 1 },
      { endpoint: GOODS, kind: '5xx', status: 503, count: 1 },
    ]);
    try {
      expect(await run(faulty.id)).toMatchObject({ status: 'succeeded' });
    } finally {
      sandbox.control.setFaults([]);
    }
    expect(applied() - faults).toBeGreaterThanOrEqual(2);
    expect(await checksums(faulty.id)).toEqual(await checksums(clean.id));
  });

  it('keeps the supplies of an account in its company, apart from other accounts', async () => {
    const other = (await createCompany(ctx.database, ctx.config, 'Чужая компания')).company.id;
    const theirs = await account(other);
    expect((await run(theirs.id)).status).toBe('succeeded');
    for (const table of ['wb_supplies', 'wb_supply_goods']) {
      const rows = await query<{ company_id: string }>(
        `SELECT DISTINCT company_id FROM ${table} WHERE account_id = ANY($1)`,
        [[theirs.id, clean.id]],
      );
      expect(rows.map((r) => r.company_id).sort(), table).toEqual([companyId, other].sort());
    }
    const mine = await checksums(clean.id);
    expect(await checksums(theirs.id)).toEqual(mine);
    await ctx.database.pool.query('DELETE FROM wb_accounts WHERE id = $1', [theirs.id]);
    expect((await checksums(theirs.id)).supplies.n).toBe(0);
    expect(await checksums(clean.id)).toEqual(mine);
  });
});
