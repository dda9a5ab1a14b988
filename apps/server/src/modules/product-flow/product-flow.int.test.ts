/**
 * The product flow report through the app (docs/domain.md#product-flow) on a small world whose
 * figures are computed by hand below: WB stock history (stock_daily), sales_daily, an accepted
 * supply, and own-warehouse operations posted (and one cancelled) through the warehouse service.
 * Also: unknown WB stock before the history starts (null, not 0), the series, the slices, the
 * tenant, bad input.
 */
import type { OperationInput } from '@wb/shared/warehouse/warehouse.contract';
import type { ReportSummary } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertCatalogue, type Size } from '../../../test/fixtures/warehouse';
import { sales, stock } from '../../../test/fixtures/dashboard-rows';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import type { AuditContext } from '../audit/audit.service';
import { cancelOperation, createOperation, postOperation } from '../warehouse/operations.service';
import { createWarehouse } from '../warehouse/warehouse.service';

let ctx: TestContext;
let owner: TestClient;
let ownerB: TestClient;
let p1: Size;
let p2: Size;

async function supply(companyId: string, s: Size, key: string, factDate: string, accepted: number) {
  await ctx.database.pool.query(
    `INSERT INTO wb_supplies (company_id, account_id, supply_key, status_id, fact_date, raw)
     VALUES ($1, $2, $3, 5, $4, '{}')`,
    [companyId, s.accountId, key, factDate],
  );
  await ctx.database.pool.query(
    `INSERT INTO wb_supply_goods (company_id, account_id, supply_key, barcode, nm_id, quantity,
       accepted_quantity, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $6, '{}')`,
    [companyId, s.accountId, key, s.barcode, s.nmId, accepted],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Движение А');
  const b = await createCompany(ctx.database, ctx.config, 'Движение Б');
  const companyId = a.company.id;
  [p1, p2] = (await insertCatalogue(ctx, companyId, 2, 1)) as [Size, Size];
  const account = p1.accountId;

  // WB stock: p1 on two WB warehouses, p2 on one; a seller-warehouse key is not WB's.
  const key = (s: Size, warehouse: number, source: 'wb' | 'seller' = 'wb') => ({
    nm: s.nmId,
    chrt: Number(s.chrtId),
    source,
    warehouse,
  });
  await stock(ctx.database, companyId, account, key(p1, 10), 20, [
    ['2026-03-01', 10],
    ['2026-03-05', 7],
    ['2026-03-09', 20],
  ]);
  await stock(ctx.database, companyId, account, key(p1, 11), 5, [['2026-03-03', 5]]);
  // 2 units of that key on their way to buyers on 03.03 still count as WB's stock.
  await ctx.database.pool.query(
    `UPDATE stock_daily SET in_way_to_client = 2 WHERE company_id = $1 AND warehouse_id = 11`,
    [companyId],
  );
  await stock(ctx.database, companyId, account, key(p2, 10), 0, [
    ['2026-03-02', 4],
    ['2026-03-08', 0],
  ]);
  await stock(ctx.database, companyId, account, key(p1, 500, 'seller'), 100, [['2026-03-01', 100]]);
  await sales(ctx.database, companyId, account, [
    { nm: p1.nmId, day: '2026-03-05', orders: 3, buyouts: 2, returns: 1 },
    { nm: p1.nmId, day: '2026-03-09', orders: 5 },
    { nm: p2.nmId, day: '2026-03-06', orders: 4, buyouts: 4 },
  ]);
  await supply(companyId, p1, 'S1', '2026-03-07T10:00:00+03:00', 6);
  await supply(companyId, p1, 'S2', '2026-03-10T10:00:00+03:00', 9);

  // Own warehouses, through the ledger's service.
  const audit: AuditContext = { actorUserId: a.owner.id, companyId, ip: null, requestId: null };
  const w1 = (
    await createWarehouse(ctx.database, companyId, { name: 'Склад 1', type: 'own' }, audit)
  ).id;
  const w2 = (
    await createWarehouse(ctx.database, companyId, { name: 'Склад 2', type: 'own' }, audit)
  ).id;
  const line = (s: Size, quantity: number, unitCost: string | null = '100.00') => ({
    accountId: s.accountId,
    nmId: s.nmId,
    chrtId: s.chrtId,
    quantity,
    unitCost,
  });
  const post = async (input: OperationInput) => {
    const op = await createOperation(ctx.database, companyId, input, audit);
    await postOperation(ctx.database, companyId, op.id, audit);
    return op.id;
  };
  const reason = 'Брак';
  await post({ kind: 'receipt', date: '2026-03-01', warehouseId: w1, lines: [line(p1, 10)] });
  await post({ kind: 'receipt', date: '2026-03-02', warehouseId: w1, lines: [line(p2, 5)] });
  await post({
    kind: 'move',
    date: '2026-03-04',
    warehouseId: w1,
    toWarehouseId: w2,
    lines: [line(p1, 3, null)],
  });
  await post({ kind: 'shipment', date: '2026-03-05', warehouseId: w1, lines: [line(p1, 4, null)] });
  await post({
    kind: 'writeOff',
    date: '2026-03-06',
    warehouseId: w2,
    reason,
    lines: [line(p1, 1, null)],
  });
  await post({ kind: 'receipt', date: '2026-03-06', warehouseId: w1, lines: [line(p2, 8)] });
  // Book 13, counted 12: a shortage of 1.
  await post({ kind: 'inventory', date: '2026-03-07', warehouseId: w1, lines: [line(p2, 12)] });
  await post({ kind: 'return', date: '2026-03-07', warehouseId: w2, lines: [line(p1, 2)] });
  const cancelled = await post({
    kind: 'receipt',
    date: '2026-03-08',
    warehouseId: w1,
    lines: [line(p1, 20)],
  });
  await cancelOperation(ctx.database, companyId, cancelled, audit);
  await post({
    kind: 'writeOff',
    date: '2026-03-09',
    warehouseId: w1,
    reason,
    lines: [line(p2, 2, null)],
  });

  // Company Б: its own product with stock and sales on the same days (never in А's figures).
  const [foreign] = (await insertCatalogue(ctx, b.company.id, 1, 1)) as [Size];
  await stock(ctx.database, b.company.id, foreign.accountId, key(foreign, 10), 50, [
    ['2026-02-01', 50],
  ]);
  await sales(ctx.database, b.company.id, foreign.accountId, [
    { nm: foreign.nmId, day: '2026-03-05', orders: 9, buyouts: 9 },
  ]);

  owner = await signIn(ctx.app, a.owner);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

const qs = (q: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();

async function summary(q: Record<string, unknown>, client = owner) {
  const res = await client.get(`/api/reports/product-flow?${qs(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportSummary>();
}

type Page = {
  items: Record<string, unknown>[];
  total: number;
  totals: Record<string, string>;
};
async function rows(q: Record<string, unknown>, client = owner) {
  const res = await client.get(`/api/reports/product-flow/rows?${qs(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const FLOW_KEYS = [
  'wbOpening',
  'wbAccepted',
  'wbOrders',
  'wbBuyouts',
  'wbReturns',
  'wbClosing',
  'wbDifference',
  'ownOpening',
  'ownReceipts',
  'ownReturns',
  'ownWriteOffs',
  'ownShipments',
  'ownOther',
  'ownClosing',
  'ownDifference',
] as const;
const figures = (r: Record<string, unknown>) =>
  Object.fromEntries(FLOW_KEYS.map((k) => [k, r[k] === undefined ? 'absent' : r[k]]));

// Period 04.03–08.03, by hand:
// WB, p1: opening = end of 03.03 = 10 (wh 10) + 5 + 2 on the way (wh 11) = 17; accepted 6 (S1,
//   07.03; S2 is 10.03); buyouts 2, returns 1, orders 3; closing = end of 08.03 = 7 + 7 = 14;
//   difference = 14 − (17 + 6 + 1 − 2) = −8.
// WB, p2: opening 4, buyouts 4, orders 4, closing 0; difference = 0 − (4 − 4) = 0.
// Own, p1: opening 10; move 3 (net 0); shipment 4; write-off 1; return 2; the receipt of 20 on
//   08.03 cancelled (nets out); closing = 10 − 4 − 1 + 2 = 7.
// Own, p2: opening 5; receipt 8; count −1; closing 12 (the write-off of 09.03 is after).
const P1 = {
  wbOpening: '17',
  wbAccepted: '6',
  wbOrders: '3',
  wbBuyouts: '2',
  wbReturns: '1',
  wbClosing: '14',
  wbDifference: '-8',
  ownOpening: '10',
  ownReceipts: '0',
  ownReturns: '2',
  ownWriteOffs: '1',
  ownShipments: '4',
  ownOther: '0',
  ownClosing: '7',
  ownDifference: '0',
};
const P2 = {
  wbOpening: '4',
  wbAccepted: '0',
  wbOrders: '4',
  wbBuyouts: '4',
  wbReturns: '0',
  wbClosing: '0',
  wbDifference: '0',
  ownOpening: '5',
  ownReceipts: '8',
  ownReturns: '0',
  ownWriteOffs: '0',
  ownShipments: '0',
  ownOther: '-1',
  ownClosing: '12',
  ownDifference: '0',
};
const TOTAL = {
  wbOpening: '21',
  wbAccepted: '6',
  wbOrders: '7',
  wbBuyouts: '6',
  wbReturns: '1',
  wbClosing: '14',
  wbDifference: '-8',
  ownOpening: '15',
  ownReceipts: '8',
  ownReturns: '2',
  ownWriteOffs: '1',
  ownShipments: '4',
  ownOther: '-1',
  ownClosing: '19',
  ownDifference: '0',
};
const PERIOD = { from: '2026-03-04', to: '2026-03-08' };

describe('product flow: grid', () => {
  it('gives each product its opening, flows, closing and difference, and their totals', async () => {
    const page = await rows({
      ...PERIOD,
      groupBy: 'product',
      list: { sort: [{ field: 'nmId', dir: 'asc' }] },
    });
    expect(page.items.map((r) => r.nmId)).toEqual([p1.nmId, p2.nmId]);
    expect(figures(page.items[0]!)).toEqual(P1);
    expect(figures(page.items[1]!)).toEqual(P2);
    expect(figures(page.totals)).toEqual(TOTAL);
  });

  it('by cabinet: the same figures summed', async () => {
    const page = await rows({ ...PERIOD, groupBy: 'account' });
    expect(page.items).toHaveLength(1);
    expect(figures(page.items[0]!)).toEqual(TOTAL);
  });

  it('shows WB stock before the history starts as unknown, not 0, and its total as unknown', async () => {
    // History starts 01.03: the stock at the end of 24.02 is unknown; at the end of 01.03 it is
    // p1's 10 on WB warehouse 10 and none of p2 yet.
    const page = await rows({
      from: '2026-02-25',
      to: '2026-03-01',
      groupBy: 'product',
      list: { sort: [{ field: 'nmId', dir: 'asc' }] },
    });
    expect(page.items.map((r) => [r.wbOpening, r.wbClosing, r.wbDifference])).toEqual([
      [null, '10', null],
      [null, '0', null],
    ]);
    expect(page.totals.wbOpening).toBeUndefined();
    expect(page.totals.wbDifference).toBeUndefined();
    expect(page.totals.wbClosing).toBe('10');
    // Own stock is known from the first movement: 10 received on 01.03.
    expect(page.totals.ownClosing).toBe('10');
  });

  it('filters and sorts on the difference like any list', async () => {
    const page = await rows({
      ...PERIOD,
      groupBy: 'product',
      list: { filter: { op: 'and', items: [{ field: 'wbDifference', op: 'lt', value: 0 }] } },
    });
    expect(page.items.map((r) => r.nmId)).toEqual([p1.nmId]);
  });
});

describe('product flow: summary', () => {
  it('totals the period and the previous one; unknown WB stock is left out', async () => {
    const s = await summary(PERIOD);
    expect(figures(s.totals)).toEqual(TOTAL);
    // Previous: 27.02–03.03. WB opening (end of 26.02) is before the history: unknown.
    expect(s.previous).toEqual({ from: '2026-02-27', to: '2026-03-03' });
    expect(s.previousTotals.wbOpening).toBeUndefined();
    expect(s.previousTotals.wbDifference).toBeUndefined();
    expect(s.previousTotals.wbClosing).toBe('21');
    expect(s.previousTotals.ownOpening).toBe('0');
    expect(s.previousTotals.ownReceipts).toBe('15');
    expect(s.previousTotals.ownClosing).toBe('15');
  });

  it('gives each day of the series its own opening and closing', async () => {
    const s = await summary(PERIOD);
    expect(s.series.by).toBe('day');
    const day = s.series.points.find((p) => p.bucket === '2026-03-05')!;
    // End of 04.03: WB 17 + 4; own 10 + 5 (the move nets out). End of 05.03: WB p1 7 + 7, p2 4;
    // own p1 10 − 4 shipped.
    expect(day.values).toMatchObject({
      wbOpening: '21',
      wbClosing: '18',
      wbBuyouts: '2',
      wbDifference: '-2',
      ownOpening: '15',
      ownShipments: '4',
      ownClosing: '11',
      ownDifference: '0',
    });
    for (const p of s.series.points) expect(p.values.ownDifference).toBe('0');
  });

  it('is the company’s own: another company sees none of it, and a foreign cabinet is 404', async () => {
    const b = await summary(PERIOD, ownerB);
    expect(b.totals.wbBuyouts).toBe('9');
    expect(b.totals.ownClosing).toBe('0');
    const res = await ownerB.get(
      `/api/reports/product-flow?${qs({ ...PERIOD, account: p1.accountId })}`,
    );
    expect(res.statusCode).toBe(404);
    const page = await rows({ ...PERIOD, groupBy: 'product', account: p1.accountId }, ownerB);
    expect(page.items).toEqual([]);
  });

  it('refuses a period that ends before it starts, with the reason', async () => {
    const res = await owner.get(
      `/api/reports/product-flow?${qs({ from: '2026-03-08', to: '2026-03-04' })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Начало периода позже его конца');
  });
});
