/** The stock ledger through the API: posting, refusals, the race for the last units, FIFO, cancelling. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@wb/shared/warehouse/warehouse.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { ownStockByProduct, ownStockValue } from './own-stock';
import {
  balances,
  line,
  postNew,
  warehouseWorld,
  type WarehouseWorld,
} from '../../../test/fixtures/warehouse';

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
const receipt = (lines: ReturnType<typeof line>[], date = day) => ({
  kind: 'receipt' as const,
  date,
  warehouseId: w.a,
  lines,
});
const writeOff = (lines: ReturnType<typeof line>[]) => ({
  kind: 'writeOff' as const,
  date: day,
  warehouseId: w.a,
  reason: 'Брак',
  lines,
});
const count = async (sql: string, params: unknown[]) =>
  Number((await ctx.database.pool.query(sql, params)).rows[0].n);
const movements = (opId: string) =>
  count('SELECT count(*) AS n FROM stock_movements WHERE operation_id = $1', [opId]);

describe('warehouse operations', () => {
  it('numbers operations per company and year and posts a receipt into stock at its cost', async () => {
    const s = w.sizes[0]!;
    const first = await w.owner.post('/api/warehouse/operations', receipt([line(s, 5, '100.50')]));
    const second = await w.owner.post('/api/warehouse/operations', receipt([line(s, 1, '1')]));
    const nextYear = await w.owner.post(
      '/api/warehouse/operations',
      receipt([line(s, 1, '1')], '2027-01-05'),
    );
    expect([first, second, nextYear].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [a, b, c] = [first, second, nextYear].map((r) => r.json<Operation>());
    expect([a!.year, a!.number, b!.number, c!.year, c!.number]).toEqual([2026, 1, 2, 2027, 1]);
    expect(a!.status).toBe('draft');

    const posted = await w.owner.post(`/api/warehouse/operations/${a!.id}/post`);
    expect(posted.statusCode).toBe(200);
    const op = posted.json<Operation>();
    expect(op.status).toBe('posted');
    expect(op.movements).toMatchObject([{ quantity: 5, cost: '502.50', reversal: false }]);
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)).toEqual([5, '502.50']);
    await w.owner.post(`/api/warehouse/operations/${b!.id}/cancel`);
    await w.owner.post(`/api/warehouse/operations/${c!.id}/cancel`);
  });

  it('refuses bad input with a Russian message and stores nothing', async () => {
    const before = await count(
      'SELECT count(*) AS n FROM warehouse_operations WHERE company_id = $1',
      [w.companyId],
    );
    const noReason = await w.owner.post('/api/warehouse/operations', {
      ...writeOff([line(w.sizes[0]!, 1)]),
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Укажите причину списания');
    const noCost = await w.owner.post('/api/warehouse/operations', receipt([line(w.sizes[0]!, 1)]));
    expect(noCost.statusCode).toBe(400);
    expect(noCost.body).toContain('укажите себестоимость');
    const foreign = await w.owner.post(
      '/api/warehouse/operations',
      receipt([{ ...line(w.sizes[0]!, 1, '1'), chrtId: '1' }]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('нет в каталоге');
    expect(
      await count('SELECT count(*) AS n FROM warehouse_operations WHERE company_id = $1', [
        w.companyId,
      ]),
    ).toBe(before);
    const analyst = await w.analyst.post(
      '/api/warehouse/operations',
      receipt([line(w.sizes[0]!, 1, '1')]),
    );
    expect(analyst.statusCode).toBe(403);
  });

  it('refuses a posting that would make stock negative, naming the product and size, and writes nothing', async () => {
    const s = w.sizes[1]!;
    await postNew(w.owner, receipt([line(s, 2, '10')]));
    const { id, res } = await postNew(w.owner, writeOff([line(s, 3)]));
    expect(res.statusCode).toBe(409);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('STOCK_NEGATIVE');
    expect(body.message).toMatch(/«Футболка 1» \(арт\. \d+, размер M\): на складе 2, нужно 3/);
    expect(await movements(id)).toBe(0);
    expect((await w.owner.get(`/api/warehouse/operations/${id}`)).json<Operation>().status).toBe(
      'draft',
    );
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)).toEqual([2, '20.00']);
  });

  it('lets exactly one of concurrent postings take the last units', async () => {
    const s = w.sizes[2]!;
    await postNew(w.owner, receipt([line(s, 3, '7.77')]));
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        (await w.owner.post('/api/warehouse/operations', writeOff([line(s, 3)]))).json<Operation>()
          .id,
      );
    }
    const results = await Promise.all(
      ids.map((id) => w.owner.post(`/api/warehouse/operations/${id}/post`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json<{ message: string }>().message).toContain('на складе 0, нужно 3');
    }
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)).toEqual([0, '0.00']);
  });

  it('takes the oldest layers first and gives them back on cancellation', async () => {
    const s = w.sizes[3]!;
    await postNew(w.owner, receipt([line(s, 2, '100')], '2026-11-01'));
    await postNew(w.owner, receipt([line(s, 2, '150')], '2026-11-02'));
    const { id, res } = await postNew(w.owner, writeOff([line(s, 3)]));
    expect(res.json<Operation>().movements).toMatchObject([{ quantity: -3, cost: '-350.00' }]);
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)).toEqual([1, '150.00']);

    const cancelled = await w.owner.post(`/api/warehouse/operations/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const op = cancelled.json<Operation>();
    expect(op.status).toBe('cancelled');
    expect(op.movements.map((m) => [m.quantity, m.cost, m.reversal])).toEqual([
      [-3, '-350.00', false],
      [3, '350.00', true],
    ]);
    expect((await balances(ctx, w.companyId)).get(`${s.chrtId}@${w.a}`)).toEqual([4, '500.00']);
    // The layers are whole again: a write-off of 2 costs the first receipt's 2 × 100.
    const again = await postNew(w.owner, writeOff([line(s, 2)]));
    expect(again.res.json<Operation>().movements[0]!.cost).toBe('-200.00');
  });

  it('moves units with their cost, and refuses to cancel a receipt whose units have moved on', async () => {
    const s = w.sizes[0]!;
    const rec = await postNew(w.owner, receipt([line(s, 4, '20')]));
    const before = await balances(ctx, w.companyId);
    const [onHandA] = before.get(`${s.chrtId}@${w.a}`)!;
    const move = await postNew(w.owner, {
      kind: 'move',
      date: day,
      warehouseId: w.a,
      toWarehouseId: w.b,
      lines: [line(s, onHandA)],
    });
    expect(move.res.statusCode).toBe(200);
    const after = await balances(ctx, w.companyId);
    expect(after.get(`${s.chrtId}@${w.a}`)).toEqual([0, '0.00']);
    expect(after.get(`${s.chrtId}@${w.b}`)).toEqual([
      onHandA,
      before.get(`${s.chrtId}@${w.a}`)![1],
    ]);

    const refused = await w.owner.post(`/api/warehouse/operations/${rec.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Отмена уведёт остаток в минус/);
    expect(
      (await w.owner.get(`/api/warehouse/operations/${rec.id}`)).json<Operation>().status,
    ).toBe('posted');

    expect((await w.owner.post(`/api/warehouse/operations/${move.id}/cancel`)).statusCode).toBe(
      200,
    );
    const undone = await balances(ctx, w.companyId);
    expect(undone.get(`${s.chrtId}@${w.a}`)).toEqual(before.get(`${s.chrtId}@${w.a}`));
    expect(undone.get(`${s.chrtId}@${w.b}`)).toEqual([0, '0.00']);
  });

  it('posts idempotently: a second post returns the operation unchanged and writes nothing', async () => {
    const s = w.sizes[1]!;
    const { id, res } = await postNew(w.owner, receipt([line(s, 1, '5')]));
    const audits = () => count(`SELECT count(*) AS n FROM audit_log WHERE entity_id = $1`, [id]);
    const [auditBefore, movementsBefore] = [await audits(), await movements(id)];
    const again = await w.owner.post(`/api/warehouse/operations/${id}/post`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect([await audits(), await movements(id)]).toEqual([auditBefore, movementsBefore]);
    // A posted operation is no longer a draft to edit.
    const edit = await w.owner.put(`/api/warehouse/operations/${id}`, receipt([line(s, 9, '5')]));
    expect(edit.statusCode).toBe(409);
  });

  it('counts stock: the difference from the book is posted as adjustments', async () => {
    const [s1, s2] = [w.sizes[2]!, w.sizes[3]!];
    const book = await balances(ctx, w.companyId);
    const [have2, value2] = book.get(`${s2.chrtId}@${w.a}`)!;
    const { id, res } = await postNew(w.owner, {
      kind: 'inventory',
      date: day,
      warehouseId: w.a,
      lines: [line(s1, 2, '9'), line(s2, have2 - 1)],
    });
    expect(res.statusCode).toBe(200);
    const after = await balances(ctx, w.companyId);
    expect(after.get(`${s1.chrtId}@${w.a}`)).toEqual([2, '18.00']);
    expect(after.get(`${s2.chrtId}@${w.a}`)![0]).toBe(have2 - 1);
    expect(Number(after.get(`${s2.chrtId}@${w.a}`)![1])).toBeLessThan(Number(value2));
    const lines = await ctx.database.pool.query(
      'SELECT book_quantity FROM warehouse_operation_lines WHERE operation_id = $1 ORDER BY line_no',
      [id],
    );
    expect(lines.rows.map((r: { book_quantity: number }) => r.book_quantity)).toEqual([0, have2]);
  });

  it('keeps the ledger append-only', async () => {
    await expect(
      ctx.database.pool.query(
        'UPDATE stock_movements SET quantity = quantity + 1 WHERE company_id = $1',
        [w.companyId],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx.database.pool.query('DELETE FROM stock_movements WHERE company_id = $1', [w.companyId]),
    ).rejects.toThrow(/append-only/);
  });

  it('gives other modules own stock per product and its total value', async () => {
    const { rows } = await ctx.database.pool.query<{ units: string; value: string }>(
      'SELECT sum(on_hand) AS units, sum(value) AS value FROM stock_balances WHERE company_id = $1',
      [w.companyId],
    );
    const total = await ownStockValue(ctx.database.db, w.companyId);
    expect(total).toEqual({ units: Number(rows[0]!.units), value: rows[0]!.value });
    const s = w.sizes[0]!;
    const [product] = await ownStockByProduct(ctx.database.db, w.companyId, [s]);
    const sizes = w.sizes.filter((x) => x.nmId === s.nmId).map((x) => x.chrtId);
    const { rows: own } = await ctx.database.pool.query<{ units: string }>(
      'SELECT sum(on_hand) AS units FROM stock_balances WHERE company_id = $1 AND chrt_id = ANY($2::numeric[])',
      [w.companyId, sizes],
    );
    expect(product).toMatchObject({ nmId: s.nmId, onHand: Number(own[0]!.units), reserved: 0 });
    expect(await ownStockByProduct(ctx.database.db, w.companyId, [])).toEqual([]);
    const other = await warehouseWorld(ctx, 1, 1);
    expect(await ownStockValue(ctx.database.db, other.companyId)).toEqual({
      units: 0,
      value: '0.00',
    });
  });

  it('finds a size by its barcode within the company only', async () => {
    const s = w.sizes[1]!;
    const found = await w.owner.get(`/api/warehouse/barcodes/${s.barcode}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      nmId: s.nmId,
      chrtId: s.chrtId,
      size: 'M',
      barcode: s.barcode,
    });
    const other = await warehouseWorld(ctx, 1, 1);
    const foreign = await other.owner.get(`/api/warehouse/barcodes/${s.barcode}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toContain(
      `баркодом ${s.barcode} не найден`,
    );
  });
});
