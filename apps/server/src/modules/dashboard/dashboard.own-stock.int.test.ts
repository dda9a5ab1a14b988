/**
 * The dashboard's own stock card (docs/domain.md#own-warehouse): units and value at FIFO cost as
 * the ledger has them, recomputed as soon as stock moves (the cached dashboard's version follows
 * the movements), per cabinet with the filter, the empty state without a warehouse, and never
 * another company's stock.
 */
import type { Dashboard } from '@wb/shared/dashboard/dashboard.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import {
  line,
  postNew,
  warehouseWorld,
  type WarehouseWorld,
} from '../../../test/fixtures/warehouse';
import { ownStockValue } from '../warehouse/own-stock';

let ctx: TestContext;
let w: WarehouseWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  w = await warehouseWorld(ctx);
});

afterAll(async () => {
  await ctx.close();
});

const day = '2026-11-10';
const ownStock = async (query = '') => {
  const res = await w.owner.get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>().ownStock;
};

describe('dashboard own stock', () => {
  it('says there is no warehouse for a company without one', async () => {
    const { company, owner } = await createCompany(ctx.database, ctx.config, 'Без склада');
    await insertAccount(ctx.database, company.id);
    const client = await signIn(ctx.app, owner);
    const d = (await client.get('/api/dashboard')).json<Dashboard>();
    expect(d.ownStock).toEqual({ warehouses: 0, units: 0, value: { value: '0.00' } });
  });

  it('equals the ledger, and follows every posting and cancellation at once', async () => {
    expect(await ownStock()).toEqual({ warehouses: 2, units: 0, value: { value: '0.00' } });
    const [s1, s2] = w.sizes;
    const first = await postNew(w.owner, {
      kind: 'receipt',
      date: day,
      warehouseId: w.a,
      lines: [line(s1!, 5, '100.10'), line(s2!, 2, '40.00')],
    });
    expect(first.res.statusCode).toBe(200);
    // Cached for a minute while the data holds: the movements are part of its version.
    expect(await ownStock()).toEqual({ warehouses: 2, units: 7, value: { value: '580.50' } });
    await postNew(w.owner, {
      kind: 'receipt',
      date: day,
      warehouseId: w.b,
      lines: [line(s1!, 1, '120.00')],
    });
    const out = await postNew(w.owner, {
      kind: 'writeOff',
      date: day,
      warehouseId: w.a,
      reason: 'Брак',
      lines: [line(s1!, 2)],
    });
    expect(out.res.statusCode).toBe(200);
    const ledger = await ownStockValue(ctx.database.db, w.companyId);
    // FIFO: the write-off took two units at 100.10 → 580.50 + 120 − 200.20.
    expect(ledger).toEqual({ units: 6, value: '500.30' });
    expect(await ownStock()).toEqual({ warehouses: 2, units: 6, value: { value: '500.30' } });
    const cancelled = await w.owner.post(`/api/warehouse/operations/${out.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await ownStock()).toEqual({ warehouses: 2, units: 8, value: { value: '700.50' } });
  });

  it('limits the figures to the chosen cabinet', async () => {
    const account = w.sizes[0]!.accountId;
    expect(await ownStock(`?account=${account}`)).toMatchObject({ units: 8 });
    const other = await insertAccount(ctx.database, w.companyId, { name: 'Пустой' });
    expect(await ownStock(`?account=${other.id}`)).toEqual({
      warehouses: 2,
      units: 0,
      value: { value: '0.00' },
    });
  });

  it("never shows another company's stock, and only to roles that see the warehouse", async () => {
    const other = await warehouseWorld(ctx, 1, 1);
    const d = (await other.owner.get('/api/dashboard')).json<Dashboard>();
    expect(d.ownStock).toEqual({ warehouses: 2, units: 0, value: { value: '0.00' } });
    const { company, members } = await createCompany(ctx.database, ctx.config, 'Финансы', {
      financier: 1,
    });
    await insertAccount(ctx.database, company.id);
    const financier = await signIn(ctx.app, members.financier![0]!);
    const seen = (await financier.get('/api/dashboard')).json<Dashboard>();
    expect('ownStock' in seen).toBe(false);
  });
});
