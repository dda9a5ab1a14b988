/**
 * The ledger as a property (docs/domain.md#own-warehouse): random sequences of receipts, moves,
 * write-offs, shipments, counts, returns and cancellations, some posted concurrently. After every
 * step: each balance equals the sum of its movements (units and value), is never negative, and its
 * value and units equal its FIFO layers'; a sequential out-posting succeeds exactly when the units
 * are there.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '@wb/shared/warehouse/warehouse.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCatalogue, type Size } from '../../../test/fixtures/warehouse';
import { createCompany } from '../../../test/identity';
import type { AuditContext } from '../audit/audit.service';
import { cancelOperation, createOperation, postOperation } from './operations.service';
import { createWarehouse } from './warehouse.service';

let ctx: TestContext;
let companyId: string;
let audit: AuditContext;
let sizes: Size[];
let warehouses: string[];

beforeAll(async () => {
  ctx = await buildTestApp();
  const { company, owner } = await createCompany(ctx.database, ctx.config, 'Свойства склада');
  companyId = company.id;
  audit = { actorUserId: owner.id, companyId, ip: null, requestId: null };
  sizes = await insertCatalogue(ctx, companyId, 2, 2);
  warehouses = [];
  for (const name of ['Склад 1', 'Склад 2']) {
    warehouses.push(
      (await createWarehouse(ctx.database, companyId, { name, type: 'own' }, audit)).id,
    );
  }
});

afterAll(async () => {
  await ctx.close();
});

type Cmd =
  | { t: 'in'; kind: 'receipt' | 'return'; w: number; s: number; q: number; cost: string | null }
  | { t: 'out'; kind: 'writeOff' | 'shipment'; w: number; s: number; q: number }
  | { t: 'move'; w: number; s: number; q: number }
  | { t: 'count'; w: number; s: number; q: number; cost: string }
  | { t: 'cancel'; pick: number }
  | { t: 'race'; w: number; s: number; q: number; n: number };

const w = fc.integer({ min: 0, max: 1 });
const s = fc.integer({ min: 0, max: 3 });
const q = fc.integer({ min: 1, max: 6 });
const cost = fc.constantFrom('10.00', '12.50', '99.99', '0.01');
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    t: fc.constant('in' as const),
    kind: fc.constant('receipt' as const),
    w,
    s,
    q,
    cost,
  }),
  fc.record({
    t: fc.constant('in' as const),
    kind: fc.constant('return' as const),
    w,
    s,
    q,
    cost: fc.option(cost),
  }),
  fc.record({
    t: fc.constant('out' as const),
    kind: fc.constantFrom('writeOff' as const, 'shipment' as const),
    w,
    s,
    q,
  }),
  fc.record({ t: fc.constant('move' as const), w, s, q }),
  fc.record({ t: fc.constant('count' as const), w, s, q: fc.integer({ min: 0, max: 6 }), cost }),
  fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('race' as const), w, s, q, n: fc.integer({ min: 2, max: 4 }) }),
);

const key = (wi: number, si: number) => `${warehouses[wi]}:${sizes[si]!.chrtId}`;

async function onHand(): Promise<Map<string, number>> {
  const { rows } = await ctx.database.pool.query<{ k: string; on_hand: number }>(
    `SELECT warehouse_id || ':' || chrt_id AS k, on_hand FROM stock_balances WHERE company_id = $1`,
    [companyId],
  );
  return new Map(rows.map((r) => [r.k, Number(r.on_hand)]));
}

/** Every balance against its movements and its layers; the list of broken keys. */
async function broken(): Promise<unknown[]> {
  const { rows } = await ctx.database.pool.query<Record<string, unknown>>(
    `WITH m AS (SELECT warehouse_id, account_id, chrt_id, sum(quantity) AS q, sum(cost) AS v
                  FROM stock_movements WHERE company_id = $1 GROUP BY 1, 2, 3),
          l AS (SELECT warehouse_id, account_id, chrt_id, sum(remaining) AS q,
                       sum(remaining * unit_cost) AS v
                  FROM stock_layers WHERE company_id = $1 GROUP BY 1, 2, 3)
     SELECT b.chrt_id, b.on_hand, b.value, m.q AS mq, m.v AS mv, l.q AS lq, l.v AS lv
       FROM stock_balances b
       LEFT JOIN m USING (warehouse_id, account_id, chrt_id)
       LEFT JOIN l USING (warehouse_id, account_id, chrt_id)
      WHERE b.company_id = $1
        AND (b.on_hand < 0 OR b.value < 0
             OR b.on_hand <> coalesce(m.q, 0) OR b.value <> coalesce(m.v, 0)
             OR b.on_hand <> coalesce(l.q, 0) OR b.value <> coalesce(l.v, 0))`,
    [companyId],
  );
  return rows;
}

const lineOf = (si: number, quantity: number, unitCost: string | null = null) => ({
  accountId: sizes[si]!.accountId,
  nmId: sizes[si]!.nmId,
  chrtId: sizes[si]!.chrtId,
  quantity,
  unitCost,
});

/** Creates and posts; `ok` false when refused with a domain 409 (anything else fails the test). */
async function post(input: OperationInput): Promise<{ id: string; ok: boolean }> {
  const op = await createOperation(ctx.database, companyId, input, audit);
  try {
    await postOperation(ctx.database, companyId, op.id, audit);
    return { id: op.id, ok: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'STOCK_NEGATIVE' && code !== 'COST_UNKNOWN') throw error;
    return { id: op.id, ok: false };
  }
}

const date = '2026-11-15';
const posted: string[] = [];

async function run(c: Cmd) {
  const have = await onHand();
  if (c.t === 'in') {
    await post({
      kind: c.kind,
      date,
      warehouseId: warehouses[c.w]!,
      lines: [lineOf(c.s, c.q, c.cost)],
    }).then((r) => r.ok && posted.push(r.id));
  } else if (c.t === 'out' || c.t === 'move') {
    const input: OperationInput =
      c.t === 'move'
        ? {
            kind: 'move',
            date,
            warehouseId: warehouses[c.w]!,
            toWarehouseId: warehouses[1 - c.w]!,
            lines: [lineOf(c.s, c.q)],
          }
        : {
            kind: c.kind,
            date,
            warehouseId: warehouses[c.w]!,
            reason: 'Проверка',
            lines: [lineOf(c.s, c.q)],
          };
    const r = await post(input);
    expect(r.ok, `${JSON.stringify(c)} with ${have.get(key(c.w, c.s)) ?? 0} on hand`).toBe(
      (have.get(key(c.w, c.s)) ?? 0) >= c.q,
    );
    if (r.ok) posted.push(r.id);
  } else if (c.t === 'count') {
    const r = await post({
      kind: 'inventory',
      date,
      warehouseId: warehouses[c.w]!,
      lines: [lineOf(c.s, c.q, c.cost)],
    });
    expect(r.ok).toBe(true);
    expect((await onHand()).get(key(c.w, c.s))).toBe(c.q);
    posted.push(r.id);
  } else if (c.t === 'cancel') {
    if (posted.length === 0) return;
    const [id] = posted.splice(c.pick % posted.length, 1);
    await cancelOperation(ctx.database, companyId, id!, audit).catch((error: { code?: string }) => {
      if (error.code !== 'STOCK_NEGATIVE') throw error;
    });
  } else {
    // n write-offs of q units each, posted at once: as many win as the units allow.
    const ids = [];
    for (let i = 0; i < c.n; i++) {
      const input: OperationInput = {
        kind: 'writeOff',
        date,
        warehouseId: warehouses[c.w]!,
        reason: 'Гонка',
        lines: [lineOf(c.s, c.q)],
      };
      ids.push((await createOperation(ctx.database, companyId, input, audit)).id);
    }
    const results = await Promise.allSettled(
      ids.map((id) => postOperation(ctx.database, companyId, id, audit)),
    );
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as { code?: string }).code).toBe('STOCK_NEGATIVE');
    }
    const wins = results.filter((r) => r.status === 'fulfilled').length;
    expect(wins).toBe(Math.min(c.n, Math.floor((have.get(key(c.w, c.s)) ?? 0) / c.q)));
    ids.forEach((id, i) => results[i]!.status === 'fulfilled' && posted.push(id));
  }
  expect(await broken()).toEqual([]);
}

describe('stock ledger (property)', () => {
  it('keeps stock = Σ movements = FIFO layers, never negative, under random operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 12 }), async (cmds) => {
        for (const c of cmds) await run(c);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*) AS n FROM stock_movements WHERE company_id = $1`,
      [companyId],
    );
    expect(Number(rows[0].n)).toBeGreaterThan(20);
  }, 60_000);
});
