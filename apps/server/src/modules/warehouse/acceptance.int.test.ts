/** Acceptance through the API: scanning, defects, surplus, completion into the ledger, races, tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Acceptance } from '@wb/shared/warehouse/acceptance.contract';
import type { Operation } from '@wb/shared/warehouse/warehouse.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import {
  balances,
  warehouseWorld,
  type Size,
  type WarehouseWorld,
} from '../../../test/fixtures/warehouse';

let ctx: TestContext;
let w: WarehouseWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  w = await warehouseWorld(ctx, 3, 1);
});

afterAll(async () => {
  await ctx.close();
});

const expected = (s: Size, n: number, unitCost?: string) => ({
  accountId: s.accountId,
  nmId: s.nmId,
  chrtId: s.chrtId,
  expected: n,
  ...(unitCost ? { unitCost } : {}),
});
const input = (lines: ReturnType<typeof expected>[]) => ({
  warehouseId: w.a,
  source: 'Фабрика «Текстиль»',
  expectedDate: '2026-11-20',
  lines,
});
async function create(lines: ReturnType<typeof expected>[]) {
  const res = await w.owner.post('/api/warehouse/acceptances', input(lines));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Acceptance>();
}
const scan = (id: string, barcode: string, defect = false) =>
  w.owner.post(`/api/warehouse/acceptances/${id}/scan`, { barcode, defect });
const auditRows = async (id: string) =>
  (
    await ctx.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'acceptance' AND entity_id = $1 ORDER BY id`,
      [id],
    )
  ).rows.map((r) => r.action);

describe('acceptance', () => {
  it('counts by scan, keeps defects and surplus apart, and completing posts a receipt of the good units', async () => {
    const [s0, s1, s2] = w.sizes as [Size, Size, Size];
    const first = await create([expected(s0, 3, '100'), expected(s1, 2, '50.50')]);
    const second = await create([expected(s0, 1, '1')]);
    expect([first.year, second.number - first.number]).toEqual([2026, 1]);
    expect(first.status).toBe('draft');

    // The first scan starts counting; a repeated scan adds one.
    for (let i = 0; i < 3; i++) expect((await scan(first.id, s0.barcode)).statusCode).toBe(200);
    expect((await scan(first.id, s1.barcode)).statusCode).toBe(200);
    expect((await scan(first.id, s1.barcode, true)).statusCode).toBe(200);
    // A size not expected is counted as a surplus line.
    const surplus = await scan(first.id, s2.barcode);
    expect(surplus.statusCode).toBe(200);
    const counting = surplus.json<Acceptance>();
    expect(counting.status).toBe('counting');
    expect(
      counting.lines.map((l) => [l.lineNo, l.expected, l.counted, l.defect, l.difference]),
    ).toEqual([
      [1, 3, 3, 0, 0],
      [2, 2, 1, 1, 0],
      [3, 0, 1, 0, 1],
    ]);
    expect(counting.discrepancies).toBe(2);

    const unknown = await scan(first.id, '999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('Товар с баркодом 999999 не найден');
    const draftEdit = await w.owner.put(
      `/api/warehouse/acceptances/${first.id}`,
      input([expected(s0, 1)]),
    );
    expect(draftEdit.statusCode).toBe(409);

    // The surplus size has no cost of its own and was never received: completing is refused
    // and nothing is posted; a hand correction then sets its count to 0.
    const refused = await w.owner.post(`/api/warehouse/acceptances/${first.id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('COST_UNKNOWN');
    expect((await balances(ctx, w.companyId)).size).toBe(0);
    const fixed = await w.owner.put(`/api/warehouse/acceptances/${first.id}/count`, {
      accountId: s2.accountId,
      nmId: s2.nmId,
      chrtId: s2.chrtId,
      counted: 0,
      defect: 0,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<Acceptance>().lines[2]).toMatchObject({ counted: 0, difference: 0 });

    const done = await w.owner.post(`/api/warehouse/acceptances/${first.id}/complete`);
    expect(done.statusCode).toBe(200);
    const a = done.json<Acceptance>();
    expect(a.status).toBe('done_with_discrepancies');
    expect(a.discrepancies).toBe(1);
    expect(a.lines.filter((l) => l.defect > 0 || l.difference !== 0).map((l) => l.nmId)).toEqual([
      s1.nmId,
    ]);
    // Stock rises by the good counted units at the lines' costs; the defective unit is not in it.
    const stock = await balances(ctx, w.companyId);
    expect(stock.get(`${s0.chrtId}@${w.a}`)).toEqual([3, '300.00']);
    expect(stock.get(`${s1.chrtId}@${w.a}`)).toEqual([1, '50.50']);
    expect(stock.has(`${s2.chrtId}@${w.a}`)).toBe(false);
    const op = (await w.owner.get(`/api/warehouse/operations/${a.operationId}`)).json<Operation>();
    expect([op.kind, op.status, op.units, a.operationNumber]).toEqual([
      'receipt',
      'posted',
      4,
      op.number,
    ]);

    // Completing again is idempotent; a completed acceptance takes no more scans nor a cancel.
    const again = await w.owner.post(`/api/warehouse/acceptances/${first.id}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json<Acceptance>().operationId).toBe(a.operationId);
    expect((await scan(first.id, s0.barcode)).statusCode).toBe(409);
    expect((await w.owner.post(`/api/warehouse/acceptances/${first.id}/cancel`)).statusCode).toBe(
      409,
    );
    expect(await auditRows(first.id)).toEqual([
      'acceptance.created',
      ...Array<string>(7).fill('acceptance.counted'),
      'acceptance.completed',
    ]);

    // The list shows both, with the discrepancy counted.
    const list = await w.owner.get(
      `/api/warehouse/acceptances?list=${encodeURIComponent(JSON.stringify({ sort: [], pageSize: 50 }))}`,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ items: { id: string; discrepancies: number; counted: number }[] }>()
      .items;
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ discrepancies: 1, counted: 4 });
    expect(rows.some((r) => r.id === second.id)).toBe(true);
    await w.owner.post(`/api/warehouse/acceptances/${second.id}/cancel`);
  });

  it('completes as done when everything expected arrived, and posts once when completed concurrently', async () => {
    const s = w.sizes[0]!;
    const { id } = await create([expected(s, 2, '10')]);
    expect((await w.owner.post(`/api/warehouse/acceptances/${id}/start`)).statusCode).toBe(200);
    await scan(id, s.barcode);
    await scan(id, s.barcode);
    const before = (await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)![0];
    const results = await Promise.all(
      Array.from({ length: 4 }, () => w.owner.post(`/api/warehouse/acceptances/${id}/complete`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json<Acceptance>().operationId)).size).toBe(1);
    expect(results[0]!.json<Acceptance>().status).toBe('done');
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)![0]).toBe(before + 2);
    const receipts = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM warehouse_operations WHERE company_id = $1 AND comment LIKE $2`,
      [w.companyId, `Приёмка № ${results[0]!.json<Acceptance>().number}/%`],
    );
    expect(receipts.rows[0].n).toBe(1);
    expect((await auditRows(id)).filter((a) => a === 'acceptance.completed')).toHaveLength(1);
  });

  it('refuses bad input with a clear 400, a draft completion with 409, and another company with 404', async () => {
    const s = w.sizes[0]!;
    const noSource = await w.owner.post('/api/warehouse/acceptances', {
      ...input([expected(s, 1)]),
      source: ' ',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.body).toContain('Укажите поставщика или фабрику');
    const twice = await w.owner.post(
      '/api/warehouse/acceptances',
      input([expected(s, 1), expected(s, 2)]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('этот размер уже есть в приёмке');
    const notOurs = await w.owner.post(
      '/api/warehouse/acceptances',
      input([{ ...expected(s, 1), chrtId: '1' }]),
    );
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.body).toContain('нет в каталоге');

    const draft = await create([expected(s, 1, '5')]);
    const early = await w.owner.post(`/api/warehouse/acceptances/${draft.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('ACCEPTANCE_NOT_COUNTING');
    expect((await w.analyst.post(`/api/warehouse/acceptances/${draft.id}/start`)).statusCode).toBe(
      403,
    );
    expect((await w.analyst.get(`/api/warehouse/acceptances/${draft.id}`)).statusCode).toBe(200);

    const other = await createCompany(ctx.database, ctx.config, 'Чужая');
    const stranger = await signIn(ctx.app, other.owner);
    for (const res of [
      await stranger.get(`/api/warehouse/acceptances/${draft.id}`),
      await stranger.post(`/api/warehouse/acceptances/${draft.id}/scan`, { barcode: s.barcode }),
      await stranger.post(`/api/warehouse/acceptances/${draft.id}/complete`),
      await stranger.post(`/api/warehouse/acceptances/${draft.id}/cancel`),
    ])
      expect(res.statusCode).toBe(404);
    const cancelled = await w.owner.post(`/api/warehouse/acceptances/${draft.id}/cancel`);
    expect(cancelled.json<Acceptance>().status).toBe('cancelled');
    expect((await scan(draft.id, s.barcode)).statusCode).toBe(409);
  });
});
