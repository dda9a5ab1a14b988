/** Transportations through the API: items by box, the status machine, shipping into the ledger, races, WB's acceptance, tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import type { Operation } from '@wb/shared/warehouse/warehouse.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import {
  balances,
  line,
  postNew,
  warehouseWorld,
  type Size,
  type WarehouseWorld,
} from '../../../test/fixtures/warehouse';

let ctx: TestContext;
let w: WarehouseWorld;
let sizes: [Size, Size, Size];

beforeAll(async () => {
  ctx = await buildTestApp();
  w = await warehouseWorld(ctx, 3, 1);
  sizes = w.sizes as [Size, Size, Size];
  // 10 units of each size on warehouse a.
  const receipt = await postNew(w.owner, {
    kind: 'receipt',
    date: '2026-11-01',
    warehouseId: w.a,
    lines: sizes.map((s) => line(s, 10, '100')),
  });
  expect(receipt.res.statusCode, receipt.res.body).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

const item = (s: Size, boxNo: number, quantity: number) => ({
  nmId: s.nmId,
  chrtId: s.chrtId,
  boxNo,
  quantity,
});
const input = (items: ReturnType<typeof item>[], extra: Record<string, unknown> = {}) => ({
  accountId: sizes[0].accountId,
  warehouseId: w.a,
  wbWarehouse: 'Коледино',
  plannedDate: '2026-11-20',
  carrier: 'ТК «Быстрые»',
  items,
  ...extra,
});
async function create(items: ReturnType<typeof item>[], extra: Record<string, unknown> = {}) {
  const res = await w.owner.post('/api/transportations', input(items, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Transportation>();
}
const move = (id: string, status: string) =>
  w.owner.post(`/api/transportations/${id}/status`, { status });
const onHand = async (s: Size) => (await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)?.[0];
const auditRows = async (id: string) =>
  (
    await ctx.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'transportation' AND entity_id = $1 ORDER BY id`,
      [id],
    )
  ).rows.map((r) => r.action);

describe('transportations', () => {
  it('packs items by box, ships them out of the own warehouse once, and keeps who and when', async () => {
    const [s0, s1] = sizes;
    const t = await create([item(s0, 1, 2), item(s1, 1, 1), item(s0, 2, 3)], {
      pallets: [{ boxNo: 1, palletNo: 1 }],
    });
    expect([t.status, t.units, t.boxes.length, t.pallets]).toEqual(['planned', 6, 2, 1]);
    expect(t.boxes.map((b) => [b.boxNo, b.units, b.palletNo, b.fromWb])).toEqual([
      [1, 3, 1, false],
      [2, 3, null, false],
    ]);
    // The same size twice in one box is refused and changes nothing.
    const twice = await w.owner.put(
      `/api/transportations/${t.id}`,
      input([item(s0, 1, 1), item(s0, 1, 2)]),
    );
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);

    expect((await move(t.id, 'packing')).statusCode).toBe(200);
    const before = [await onHand(s0), await onHand(s1)];
    const shipped = await move(t.id, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const s = shipped.json<Transportation>();
    expect([s.status, s.operationId !== null]).toEqual(['shipped', true]);
    expect([await onHand(s0), await onHand(s1)]).toEqual([before[0]! - 5, before[1]! - 1]);
    const op = (await w.owner.get(`/api/warehouse/operations/${s.operationId}`)).json<Operation>();
    expect([op.kind, op.status, op.units]).toEqual(['shipment', 'posted', 6]);

    // A repeat changes nothing: the same shipment, the stock fell once, one audit row.
    const again = (await move(t.id, 'shipped')).json<Transportation>();
    expect(again.operationId).toBe(s.operationId);
    expect(await onHand(s0)).toBe(before[0]! - 5);
    expect(s.events.map((e) => [e.status, e.user !== null])).toEqual([
      ['planned', true],
      ['packing', true],
      ['shipped', true],
    ]);
    expect(await auditRows(t.id)).toEqual([
      'transportation.created',
      'transportation.status_changed',
      'transportation.status_changed',
    ]);

    // Shipped: items are no longer edited, and it cannot go back to planned.
    const edit = await w.owner.put(`/api/transportations/${t.id}`, input([item(s0, 1, 1)]));
    expect(edit.json<{ code: string }>().code).toBe('TRANSPORTATION_NOT_EDITABLE');
    expect((await move(t.id, 'planned')).json<{ code: string }>().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );

    // Cancelling reverses the shipment: the units are back.
    const cancelled = (await move(t.id, 'cancelled')).json<Transportation>();
    expect(cancelled.status).toBe('cancelled');
    expect([await onHand(s0), await onHand(s1)]).toEqual(before);
    const reversed = (
      await w.owner.get(`/api/warehouse/operations/${s.operationId}`)
    ).json<Operation>();
    expect(reversed.status).toBe('cancelled');
  });

  it('refuses to ship more than the warehouse holds, naming the size, and changes nothing', async () => {
    const [, , s2] = sizes;
    const t = await create([item(s2, 1, 11)]);
    await move(t.id, 'packing');
    const res = await move(t.id, 'shipped');
    expect(res.statusCode).toBe(409);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('STOCK_NEGATIVE');
    expect(body.message).toContain(`арт. ${s2.nmId}`);
    const after = (await w.owner.get(`/api/transportations/${t.id}`)).json<Transportation>();
    expect([after.status, after.operationId]).toEqual(['packing', null]);
    expect(await onHand(s2)).toBe(10);
  });

  it('ships once when two requests race', async () => {
    const [, , s2] = sizes;
    const t = await create([item(s2, 1, 4)]);
    await move(t.id, 'packing');
    const before = await onHand(s2);
    const answers = await Promise.all([
      move(t.id, 'shipped'),
      move(t.id, 'shipped'),
      move(t.id, 'shipped'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<Transportation>().operationId)).size).toBe(1);
    expect(await onHand(s2)).toBe(before! - 4);
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM warehouse_operations WHERE company_id = $1 AND kind = 'shipment' AND comment LIKE $2`,
      [w.companyId, `Перевозка № ${t.number}/%`],
    );
    expect(rows[0].n).toBe(1);
  });

  it('cancels a planned or packing one, but not one delivered to WB: its units stay out', async () => {
    const [, s1] = sizes;
    const planned = await create([item(s1, 1, 1)]);
    expect((await move(planned.id, 'cancelled')).json<Transportation>().status).toBe('cancelled');
    const packing = await create([item(s1, 1, 1)]);
    await move(packing.id, 'packing');
    expect((await move(packing.id, 'cancelled')).json<Transportation>().status).toBe('cancelled');

    const t = await create([item(s1, 1, 2)]);
    await move(t.id, 'packing');
    const before = await onHand(s1);
    const shipped = (await move(t.id, 'shipped')).json<Transportation>();
    expect((await move(t.id, 'delivered')).json<Transportation>().status).toBe('delivered');
    const res = await move(t.id, 'cancelled');
    const body = res.json<{ code: string; message: string }>();
    expect([res.statusCode, body.code]).toEqual([409, 'TRANSITION_NOT_ALLOWED']);
    expect(body.message).toContain('переданы WB');
    const after = (await w.owner.get(`/api/transportations/${t.id}`)).json<Transportation>();
    expect([after.status, after.cancelledAt]).toEqual(['delivered', null]);
    expect(await onHand(s1)).toBe(before! - 2);
    const op = (
      await w.owner.get(`/api/warehouse/operations/${shipped.operationId}`)
    ).json<Operation>();
    expect(op.status).toBe('posted');
  });

  it("records WB's acceptance from the linked supply's synced goods and shows the shortage per size", async () => {
    const [s0, s1] = sizes;
    const t = await create([item(s0, 1, 2), item(s1, 2, 3)]);
    await move(t.id, 'packing');
    await move(t.id, 'shipped');
    const check = () => w.owner.post(`/api/transportations/${t.id}/wb-acceptance`);
    expect((await check()).json<{ code: string }>().code).toBe('SUPPLY_NOT_LINKED');
    const supplyId = String(880_000_000 + Math.floor(Math.random() * 1_000_000));
    const linked = await w.owner.put(`/api/transportations/${t.id}/wb-supply`, { supplyId });
    expect(linked.json<Transportation>().supply.supplyId).toBe(supplyId);
    // Synced but not yet accepted by WB.
    const supply = async (status: number) =>
      ctx.database.pool.query(
        `INSERT INTO wb_supplies (company_id, account_id, supply_key, supply_id, status_id, warehouse_name, quantity, accepted_quantity, raw)
         VALUES ($1, $2, $3, $4, $5, 'Коледино', 5, 4, '{}')
         ON CONFLICT (account_id, supply_key) DO UPDATE SET status_id = excluded.status_id`,
        [w.companyId, s0.accountId, `S${supplyId}`, supplyId, status],
      );
    await supply(4);
    const early = await check();
    expect([early.statusCode, early.json<{ code: string }>().code]).toEqual([
      409,
      'SUPPLY_NOT_ACCEPTED',
    ]);
    await supply(5);
    for (const [s, q, a] of [
      [s0, 2, 2],
      [s1, 3, 2],
    ] as const) {
      await ctx.database.pool.query(
        `INSERT INTO wb_supply_goods (company_id, account_id, supply_key, barcode, nm_id, quantity, accepted_quantity, raw)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '{}')`,
        [w.companyId, s.accountId, `S${supplyId}`, s.barcode, s.nmId, q, a],
      );
    }
    const accepted = (await check()).json<Transportation>();
    expect(accepted.status).toBe('accepted');
    expect(accepted.supply.synced?.statusId).toBe(5);
    expect(accepted.acceptance.map((l) => [l.nmId, l.shipped, l.accepted, l.shortage])).toEqual([
      [s1.nmId, 3, 2, 1],
      [s0.nmId, 2, 2, 0],
    ]);
    expect(accepted.shortage).toBe(1);
    expect(accepted.events.at(-1)?.note).toContain('1 шт.');
    // Again: unchanged; an accepted transportation is not cancelled.
    expect((await check()).json<Transportation>().acceptedAt).toBe(accepted.acceptedAt);
    expect((await move(t.id, 'cancelled')).json<{ code: string }>().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    const list = await w.owner.get(
      `/api/transportations?list=${encodeURIComponent(JSON.stringify({ filter: { op: 'and', items: [{ field: 'number', op: 'eq', value: t.number }] } }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ items: { shortage: number; wbSupply: string }[] }>().items[0]).toMatchObject(
      {
        shortage: 1,
        wbSupply: supplyId,
      },
    );
  });

  it("answers another company's transportation with 404 and refuses another cabinet's sizes", async () => {
    const t = await create([item(sizes[0], 1, 1)]);
    const other = await createCompany(ctx.database, ctx.config, 'Чужая');
    const stranger = await signIn(ctx.app, other.owner);
    expect((await stranger.get(`/api/transportations/${t.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/transportations/${t.id}/status`, { status: 'packing' }))
        .statusCode,
    ).toBe(404);
    const foreign = await stranger.post('/api/transportations', input([item(sizes[0], 1, 1)]));
    expect(foreign.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    // The analyst reads, but does not change.
    expect((await w.analyst.get(`/api/transportations/${t.id}`)).statusCode).toBe(200);
    expect(
      (await w.analyst.post(`/api/transportations/${t.id}/status`, { status: 'packing' }))
        .statusCode,
    ).toBe(403);
  });
});
