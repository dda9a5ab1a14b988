/**
 * The product flow's own side as a property (docs/domain.md#product-flow): random operations of
 * every kind on random days, posted (and some cancelled) through the warehouse service; then for
 * random periods, per product and in total, opening + in − out = closing (difference 0), the
 * opening and closing equal the stock replayed from the generated operations that stood, and
 * the closing of a period reaching past the last day equals the balances table's on hand.
 */
import fc from 'fast-check';
import type { OperationInput } from '@wb/shared/warehouse/warehouse.contract';
import { addDays, type ReportDeclaration } from '@wb/shared';
import { productFlowReport } from '@wb/shared/product-flow/product-flow.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCatalogue, type Size } from '../../../test/fixtures/warehouse';
import { createCompany, signIn } from '../../../test/identity';
import { reportSummary } from '../../lib/report/summary';
import type { AuditContext } from '../audit/audit.service';
import { cancelOperation, createOperation, postOperation } from '../warehouse/operations.service';
import { createWarehouse } from '../warehouse/warehouse.service';
import { productFlowReportSource } from './product-flow.report';

let ctx: TestContext;
let audit: AuditContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const START = '2026-05-01';
type Cmd =
  | {
      t: 'receipt' | 'return' | 'writeOff' | 'shipment' | 'count';
      d: number;
      w: number;
      s: number;
      q: number;
    }
  | { t: 'move'; d: number; w: number; s: number; q: number }
  | { t: 'cancel'; pick: number };

const d = fc.integer({ min: 0, max: 20 });
const w = fc.integer({ min: 0, max: 1 });
const s = fc.integer({ min: 0, max: 2 });
const q = fc.integer({ min: 0, max: 7 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    t: fc.constantFrom('receipt' as const, 'receipt' as const, 'return' as const),
    d,
    w,
    s,
    q: q.map((n) => n + 1),
  }),
  fc.record({
    t: fc.constantFrom('writeOff' as const, 'shipment' as const),
    d,
    w,
    s,
    q: q.map((n) => n + 1),
  }),
  fc.record({ t: fc.constant('count' as const), d, w, s, q }),
  fc.record({ t: fc.constant('move' as const), d, w, s, q: q.map((n) => n + 1) }),
  fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }),
);
const period = fc
  .tuple(fc.integer({ min: -2, max: 22 }), fc.integer({ min: 0, max: 12 }))
  .map(([a, n]) => ({ from: addDays(START, a), to: addDays(START, a + n) }));

/** One company per run: its products, warehouses and the operations that stood. */
async function world() {
  const { company, owner } = await createCompany(ctx.database, ctx.config, 'Свойство движения');
  audit = { actorUserId: owner.id, companyId: company.id, ip: null, requestId: null };
  const sizes = await insertCatalogue(ctx, company.id, 3, 1);
  const warehouses: string[] = [];
  for (const name of ['Склад 1', 'Склад 2']) {
    warehouses.push(
      (await createWarehouse(ctx.database, company.id, { name, type: 'own' }, audit)).id,
    );
  }
  return { companyId: company.id, sizes, warehouses, client: await signIn(ctx.app, owner) };
}

type Moves = { day: string; nm: number; q: number }[];

/** Posts the commands (refused ones are skipped); the signed units per day that stood. */
async function apply(companyId: string, sizes: Size[], warehouses: string[], cmds: Cmd[]) {
  const posted: { id: string; moves: Moves }[] = [];
  for (const c of cmds) {
    if (c.t === 'cancel') {
      if (posted.length === 0) continue;
      const i = c.pick % posted.length;
      try {
        await cancelOperation(ctx.database, companyId, posted[i]!.id, audit);
        posted.splice(i, 1);
      } catch (error) {
        if ((error as { code?: string }).code !== 'STOCK_NEGATIVE') throw error;
      }
      continue;
    }
    const size = sizes[c.s]!;
    const date = addDays(START, c.d);
    const line = {
      accountId: size.accountId,
      nmId: size.nmId,
      chrtId: size.chrtId,
      quantity: c.q,
      unitCost: '10.00',
    };
    const kind = c.t === 'count' ? 'inventory' : c.t;
    const input: OperationInput = {
      kind,
      date,
      warehouseId: warehouses[c.w]!,
      ...(c.t === 'move' ? { toWarehouseId: warehouses[1 - c.w]! } : {}),
      ...(c.t === 'writeOff' ? { reason: 'Проверка' } : {}),
      lines: [line],
    };
    const op = await createOperation(ctx.database, companyId, input, audit);
    try {
      await postOperation(ctx.database, companyId, op.id, audit);
    } catch (error) {
      if ((error as { code?: string }).code !== 'STOCK_NEGATIVE') throw error;
      continue;
    }
    // What it did, from the ledger itself (a count's difference is known only once posted).
    const { rows } = await ctx.database.pool.query<{ q: string }>(
      `SELECT coalesce(sum(quantity), 0) AS q FROM stock_movements WHERE operation_id = $1`,
      [op.id],
    );
    posted.push({ id: op.id, moves: [{ day: date, nm: size.nmId, q: Number(rows[0]!.q) }] });
  }
  return posted.flatMap((p) => p.moves);
}

const stockAt = (moves: Moves, day: string, nm?: number) =>
  moves
    .filter((m) => m.day <= day && (nm === undefined || m.nm === nm))
    .reduce((a, m) => a + m.q, 0);

describe('product flow, own side (property)', () => {
  it('opening + in − out = closing for generated movements, and both match the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cmd, { minLength: 3, maxLength: 14 }),
        fc.array(period, { minLength: 1, maxLength: 3 }),
        async (cmds, periods) => {
          const { companyId, sizes, warehouses, client } = await world();
          const moves = await apply(companyId, sizes, warehouses, cmds);
          const tenant = companyId;
          for (const p of periods) {
            const summary = await reportSummary(
              ctx.database.db,
              productFlowReport as ReportDeclaration,
              productFlowReportSource as never,
              tenant,
              p,
            );
            const t = summary.totals;
            const opening = stockAt(moves, addDays(p.from, -1));
            const closing = stockAt(moves, p.to);
            expect(Number(t.ownOpening)).toBe(opening);
            expect(Number(t.ownClosing)).toBe(closing);
            const inflow = Number(t.ownReceipts) + Number(t.ownReturns) + Number(t.ownOther);
            const outflow = Number(t.ownWriteOffs) + Number(t.ownShipments);
            expect(opening + inflow - outflow).toBe(closing);
            expect(t.ownDifference).toBe('0');
            for (const point of summary.series.points) {
              expect(point.values.ownDifference).toBe('0');
              expect(Number(point.values.ownClosing)).toBe(stockAt(moves, point.bucket));
            }
            // Per product, in the grid.
            const res = await client.get(
              `/api/reports/product-flow/rows?from=${p.from}&to=${p.to}&groupBy=product`,
            );
            expect(res.statusCode, res.body).toBe(200);
            const items = res.json<{ items: Record<string, string>[] }>().items;
            expect(items).toHaveLength(sizes.length);
            for (const r of items) {
              const nm = Number(r.nmId);
              const o = stockAt(moves, addDays(p.from, -1), nm);
              const c = stockAt(moves, p.to, nm);
              expect([r.ownOpening, r.ownClosing, r.ownDifference]).toEqual([`${o}`, `${c}`, '0']);
              const net =
                Number(r.ownReceipts) +
                Number(r.ownReturns) +
                Number(r.ownOther) -
                Number(r.ownWriteOffs) -
                Number(r.ownShipments);
              expect(o + net).toBe(c);
            }
          }
          // Past the last day, the closing is the balances' on hand.
          const end = await reportSummary(
            ctx.database.db,
            productFlowReport as ReportDeclaration,
            productFlowReportSource as never,
            tenant,
            { from: START, to: addDays(START, 30) },
          );
          const { rows } = await ctx.database.pool.query<{ q: string }>(
            `SELECT coalesce(sum(on_hand), 0) AS q FROM stock_balances WHERE company_id = $1`,
            [companyId],
          );
          expect(Number(end.totals.ownClosing)).toBe(Number(rows[0]!.q));
          expect(end.totals.ownDifference).toBe('0');
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
  });
});
