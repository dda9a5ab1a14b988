/** Logistics groups through the API: the cost split by volume in kopecks, the status following the transportations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsGroup } from '@wb/shared/transportations/logistics-groups.contract';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import {
  line,
  postNew,
  warehouseWorld,
  type Size,
  type WarehouseWorld,
} from '../../../test/fixtures/warehouse';

let ctx: TestContext;
let w: WarehouseWorld;
let s0: Size;

beforeAll(async () => {
  ctx = await buildTestApp();
  w = await warehouseWorld(ctx, 1, 1);
  s0 = w.sizes[0]!;
  await postNew(w.owner, {
    kind: 'receipt',
    date: '2026-11-01',
    warehouseId: w.a,
    lines: [line(s0, 50, '10')],
  });
});

afterAll(async () => {
  await ctx.close();
});

async function transportation(volume: string | null) {
  const res = await w.owner.post('/api/transportations', {
    accountId: s0.accountId,
    warehouseId: w.a,
    wbWarehouse: 'Тула',
    plannedDate: '2026-11-22',
    volume,
    weight: volume ? '10' : null,
    items: [{ nmId: s0.nmId, chrtId: s0.chrtId, boxNo: 1, quantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Transportation>();
}

describe('logistics groups', () => {
  it('splits its cost by volume in kopecks that add up, and its status follows the transportations', async () => {
    const [a, b, c] = [
      await transportation('10'),
      await transportation('10'),
      await transportation('10'),
    ];
    const body = (ids: string[], cost = '100.00') => ({
      name: 'Рейс на Тулу',
      date: '2026-11-22',
      carrier: 'ИП Петров',
      vehicle: 'Газель',
      cost,
      transportationIds: ids,
    });
    const created = await w.owner.post('/api/logistics-groups', body([a.id, b.id, c.id]));
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json<LogisticsGroup>();
    expect(g.transportations.map((t) => t.costShare)).toEqual(['33.34', '33.33', '33.33']);
    expect([g.status, g.volume, g.costReason]).toEqual(['planned', '30.000', null]);
    const share = (await w.owner.get(`/api/transportations/${a.id}`)).json<Transportation>();
    expect([share.logisticsGroup?.name, share.groupCostShare]).toEqual(['Рейс на Тулу', '33.34']);

    // A cancelled transportation travels no more: the others share the cost.
    await w.owner.post(`/api/transportations/${c.id}/status`, { status: 'cancelled' });
    await w.owner.post(`/api/transportations/${a.id}/status`, { status: 'packing' });
    await w.owner.post(`/api/transportations/${b.id}/status`, { status: 'packing' });
    await w.owner.post(`/api/transportations/${b.id}/status`, { status: 'shipped' });
    const after = (await w.owner.get(`/api/logistics-groups/${g.id}`)).json<LogisticsGroup>();
    expect(after.transportations.map((t) => t.costShare)).toEqual(['50.00', '50.00', null]);
    expect(after.status).toBe('packing');
    const list = await w.owner.get(`/api/logistics-groups?list=${encodeURIComponent('{}')}`);
    expect(
      list
        .json<{ items: { id: string; status: string; transportations: number }[] }>()
        .items.find((r) => r.id === g.id),
    ).toMatchObject({ status: 'packing', transportations: 2 });

    // A transportation without a volume: no split, the reason instead of a zero.
    const d = await transportation(null);
    const unknown = await w.owner.put(`/api/logistics-groups/${g.id}`, body([a.id, b.id, d.id]));
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json<LogisticsGroup>().costReason).toContain(`№ ${d.number}`);
    expect(unknown.json<LogisticsGroup>().transportations.every((t) => t.costShare === null)).toBe(
      true,
    );
    // A cancelled transportation cannot join; nothing changes.
    const refused = await w.owner.put(`/api/logistics-groups/${g.id}`, body([c.id]));
    expect(refused.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect(
      (await w.owner.get(`/api/logistics-groups/${g.id}`)).json<LogisticsGroup>().transportations,
    ).toHaveLength(3);

    // Deleting the group leaves its transportations without one.
    expect((await w.owner.delete(`/api/logistics-groups/${g.id}`)).statusCode).toBe(204);
    expect(
      (await w.owner.get(`/api/transportations/${a.id}`)).json<Transportation>().logisticsGroup,
    ).toBeNull();
  });
});
