/**
 * The sellerWarehouses dataset against the WB sandbox over HTTP (WB offices into the shared
 * reference, the seller's warehouses per account), and the stock tables of two companies kept
 * apart.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { stockFixtures, STOCKS_NOW } from '../../../test/stocks';
import { syncJobs } from '../sync/sync.jobs';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const { query, run, checksums, clients, account } = stockFixtures(() => ({ ctx, sandbox }));

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: STOCKS_NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Склады')).company.id;
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

describe('warehouses sync', () => {
  let mine: { id: string; token: string };

  it('stores the WB offices and the seller warehouses WB lists, and nothing twice', async () => {
    mine = await account(companyId);
    expect(await run(mine.id, 'sellerWarehouses')).toMatchObject({ status: 'succeeded', pages: 2 });
    const wb = clients(mine.token);
    const [offices, warehouses] = await Promise.all([
      wb.marketplace.offices(),
      wb.marketplace.warehouses(),
    ]).finally(() => wb.close());
    const refs = await query<{ id: string; name: string; district: string | null; raw: object }>(
      `SELECT id::text, name, federal_district AS district, raw FROM wb_warehouses w ORDER BY w.id`,
    );
    expect(refs.map((r) => [r.id, r.name, r.district])).toEqual(
      offices.data
        .map((o) => [o.id, o.name, o.federalDistrict ?? null])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(refs.every((r) => !('selected' in r.raw) && 'address' in r.raw)).toBe(true);
    const own = await query<{ id: string; name: string; office: string }>(
      `SELECT warehouse_id::text AS id, name, office_id::text AS office FROM wb_seller_warehouses
        WHERE account_id = $1 ORDER BY warehouse_id`,
      [mine.id],
    );
    expect(own).toEqual(
      warehouses.data
        .map((w) => ({ id: w.id, name: w.name, office: w.officeId }))
        .sort((a, b) => Number(a.id) - Number(b.id)),
    );
    expect(await run(mine.id, 'sellerWarehouses')).toMatchObject({ rowsUpserted: 0 });
  });

  it('keeps each company to its own rows', async () => {
    const other = (await createCompany(ctx.database, ctx.config, 'Чужая компания')).company.id;
    const theirs = await account(other);
    expect(await run(theirs.id, 'stocks')).toMatchObject({ status: 'succeeded' });
    // The offices are shared reference data: only the other seller's own warehouses are new.
    const [{ n } = { n: 0 }] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wb_seller_warehouses WHERE account_id = $1',
      [mine.id],
    );
    expect(n).toBeGreaterThan(0);
    expect(await run(theirs.id, 'sellerWarehouses')).toMatchObject({ rowsUpserted: n });
    expect(await run(mine.id, 'stocks')).toMatchObject({ status: 'succeeded' });
    for (const table of ['wb_stocks', 'stock_snapshots', 'stock_daily', 'wb_seller_warehouses']) {
      const rows = await query<{ pair: string }>(
        `SELECT DISTINCT account_id || '/' || company_id AS pair FROM ${table}
          WHERE account_id = ANY($1)`,
        [[mine.id, theirs.id]],
      );
      const pairs = [`${mine.id}/${companyId}`, `${theirs.id}/${other}`];
      expect(rows.map((r) => r.pair).sort(), table).toEqual(pairs.sort());
    }
    const copy = await checksums(theirs.id);
    const own = await checksums(mine.id);
    expect(copy.stocks).toEqual(own.stocks);
    await ctx.database.pool.query('DELETE FROM wb_accounts WHERE id = $1', [theirs.id]);
    expect((await checksums(theirs.id)).stocks.n).toBe(0);
    expect(await checksums(mine.id)).toEqual(own);
  });
});
