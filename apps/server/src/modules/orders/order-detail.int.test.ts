/** GET /api/orders/:srid through the app: fields, timeline, realization rows, scope, access. */
import type { OrderDetail } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let noOrders: TestClient;
let accountId: string;

const ORDER_AT = '2026-03-01T09:30:00.000Z';

async function insertOrder(companyId: string, account: string, srid: string, cancel = false) {
  await ctx.database.pool.query(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id, barcode,
       supplier_article, brand, subject, tech_size, warehouse_name, country_name,
       oblast_okrug_name, region_name, income_id, total_price, discount_percent, spp,
       finished_price, price_with_disc, g_number, sticker, is_cancel, cancel_date, raw)
     VALUES ($1, $2, $3, $4, $4, 111, '2000000000011', 'ART-111', 'Бренд', 'Платья', 'M',
       'Коледино', 'Россия', 'Центральный федеральный округ', 'Московская область', 777,
       '1000.00', 10, 25, '675.50', '900.00', 'G-1', 'ST-1', $5,
       CASE WHEN $5 THEN '2026-03-02T10:00:00Z'::timestamptz END, '{}')`,
    [companyId, account, srid, ORDER_AT, cancel],
  );
}

async function insertRealization(companyId: string, account: string) {
  await ctx.database.pool.query(
    `INSERT INTO realization_reports (company_id, account_id, report_id, raw)
     VALUES ($1, $2, 9001, '{}')`,
    [companyId, account],
  );
  const rows: [number, string, string, string, string, string, string, string][] = [
    // rrd, date, operation, document type, price, commission, for pay, delivery
    [1, '2026-03-05', 'Продажа', 'Продажа', '900.00', '150.00', '700.50', '0'],
    [2, '2026-03-05', 'Логистика', '', '0', '0', '0', '75.25'],
    [3, '2026-03-09', 'Возврат', 'Возврат', '900.00', '150.00', '700.50', '0'],
  ];
  for (const [rrd, day, oper, doc, price, commission, forPay, delivery] of rows) {
    await ctx.database.pool.query(
      `INSERT INTO realization_rows (company_id, account_id, rrd_id, report_id, rr_date, srid,
         nm_id, seller_oper_name, document_type, retail_price_with_disc, ppvz_sales_commission,
         for_pay, delivery_service, penalty, raw)
       VALUES ($1, $2, $3::int, 9001, $4, 'o-full', 111, $5, NULLIF($6, ''), $7, $8, $9, $10,
         CASE WHEN $3::int = 3 THEN 12.5 END, '{}')`,
      [companyId, account, rrd, day, oper, doc, price, commission, forPay, delivery],
    );
  }
  // Another srid of the same report: not this order's.
  await ctx.database.pool.query(
    `INSERT INTO realization_rows (company_id, account_id, rrd_id, report_id, rr_date, srid,
       for_pay, raw) VALUES ($1, $2, 4, 9001, '2026-03-05', 'o-derived', 1, '{}')`,
    [companyId, account],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А');
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  const account = await insertAccount(ctx.database, a.company.id, { name: 'Основной кабинет' });
  accountId = account.id;
  const foreign = await insertAccount(ctx.database, b.company.id);
  await ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, brand, photos, raw)
     VALUES ($1, $2, 111, 'Платье летнее', 'ART-111', 'Ромашка', $3, '{}')`,
    [
      a.company.id,
      account.id,
      JSON.stringify([{ big: 'https://basket-01.wbbasket.ru/big/1.webp', c246x328: 'x' }]),
    ],
  );
  await insertOrder(a.company.id, account.id, 'o-full');
  await ctx.database.pool.query(
    `UPDATE wb_orders SET status = 'return', status_at = '2026-03-08T12:00:00Z' WHERE srid = 'o-full'`,
  );
  for (const [status, at] of [
    ['created', '2026-03-01T09:31:00Z'],
    ['buyout', '2026-03-04T15:00:00Z'],
    ['return', '2026-03-08T12:00:00Z'],
  ]) {
    await ctx.database.pool.query(
      `INSERT INTO order_status_history (company_id, account_id, srid, status, at, raw)
       VALUES ($1, $2, 'o-full', $3, $4, '{}')`,
      [a.company.id, account.id, status, at],
    );
  }
  await insertRealization(a.company.id, account.id);
  // Statistics only: cancelled, and a sale and a return (a cancelled order would not have
  // both, but each derived step must appear).
  await insertOrder(a.company.id, account.id, 'o-derived', true);
  for (const [saleId, at] of [
    ['R77', '2026-03-06T08:00:00Z'],
    ['S77', '2026-03-03T08:00:00Z'],
  ]) {
    await ctx.database.pool.query(
      `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, raw)
       VALUES ($1, $2, 'o-derived', $3, $4, $4, '{}')`,
      [a.company.id, account.id, saleId, at],
    );
  }
  // Returned orders whose feed never reported the buyout: one with a sale row, one without.
  for (const srid of ['o-ret-sale', 'o-ret-bare']) {
    await insertOrder(a.company.id, account.id, srid);
    await ctx.database.pool.query(
      `INSERT INTO order_status_history (company_id, account_id, srid, status, at, raw)
       VALUES ($1, $2, $3, 'return', '2026-03-08T12:00:00Z', '{}')`,
      [a.company.id, account.id, srid],
    );
  }
  await ctx.database.pool.query(
    `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, raw)
     VALUES ($1, $2, 'o-ret-sale', 'S88', '2026-03-04T09:00:00Z', '2026-03-04T09:00:00Z', '{}')`,
    [a.company.id, account.id],
  );
  await insertOrder(b.company.id, foreign.id, 'b-secret');
  owner = await signIn(ctx.app, a.owner);
  // A custom role that sees products but not orders.
  const { rows } = await ctx.database.pool.query(
    `INSERT INTO roles (company_id, name, permissions) VALUES ($1, 'Контент', $2) RETURNING id`,
    [a.company.id, ['product:view']],
  );
  const user = await createUser(ctx.database, ctx.config);
  await ctx.database.pool.query(
    `INSERT INTO company_members (company_id, user_id, role_id) VALUES ($1, $2, $3)`,
    [a.company.id, user.id, rows[0].id],
  );
  noOrders = await signIn(ctx.app, user);
});

afterAll(async () => {
  await ctx.close();
});

async function detail(srid: string, client = owner) {
  const res = await client.get(`/api/orders/${encodeURIComponent(srid)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderDetail>();
}

describe('GET /api/orders/:srid', () => {
  it('answers the order fields and its product card', async () => {
    const order = await detail('o-full');
    expect(order).toMatchObject({
      srid: 'o-full',
      accountId,
      account: 'Основной кабинет',
      date: ORDER_AT,
      status: 'returned',
      feedStatus: 'return',
      feedStatusAt: '2026-03-08T12:00:00.000Z',
      isCancel: false,
      cancelDate: null,
      size: 'M',
      barcode: '2000000000011',
      warehouse: 'Коледино',
      country: 'Россия',
      district: 'Центральный федеральный округ',
      region: 'Московская область',
      incomeId: 777,
      sticker: 'ST-1',
      gNumber: 'G-1',
      totalPrice: '1000.00',
      finishedPrice: '675.50',
      priceWithDisc: '900.00',
      product: {
        nmId: 111,
        title: 'Платье летнее',
        vendorCode: 'ART-111',
        brand: 'Ромашка',
        subject: 'Платья',
        photo: 'https://basket-01.wbbasket.ru/big/1.webp',
        wbUrl: 'https://www.wildberries.ru/catalog/111/detail.aspx',
      },
    });
    expect(Number(order.discount)).toBe(10);
    expect(Number(order.spp)).toBe(25);
  });

  it('builds the timeline from the order feed, ordered by time', async () => {
    const order = await detail('o-full');
    expect(order.timeline).toEqual([
      { status: 'created', at: ORDER_AT, source: 'order' },
      { status: 'buyout', at: '2026-03-04T15:00:00.000Z', source: 'feed' },
      { status: 'return', at: '2026-03-08T12:00:00.000Z', source: 'feed' },
    ]);
  });

  it('derives the timeline from statistics when the feed has nothing', async () => {
    const order = await detail('o-derived');
    expect(order.status).toBe('cancelled');
    expect(order.cancelDate).toBe('2026-03-02T10:00:00.000Z');
    expect(order.timeline).toEqual([
      { status: 'created', at: ORDER_AT, source: 'order' },
      { status: 'cancel', at: '2026-03-02T10:00:00.000Z', source: 'statistics' },
      { status: 'buyout', at: '2026-03-03T08:00:00.000Z', source: 'statistics' },
      { status: 'return', at: '2026-03-06T08:00:00.000Z', source: 'statistics' },
    ]);
    expect(order.realization.rows).toHaveLength(1);
  });

  it('lists the realization rows of the srid with the finance payout and their sums', async () => {
    const { realization } = await detail('o-full');
    expect(realization.rows.map((r) => [r.rrdId, r.operationDate, r.operation])).toEqual([
      ['1', '2026-03-05', 'Продажа'],
      ['2', '2026-03-05', 'Логистика'],
      ['3', '2026-03-09', 'Возврат'],
    ]);
    expect(realization.rows[0]).toMatchObject({
      reportId: '9001',
      documentType: 'Продажа',
      retailPriceWithDisc: '900.00',
      commission: '150.00',
      forPay: '700.50',
      delivery: '0',
      penalty: null,
    });
    // Sale +700.50; logistics −75.25; return −700.50 − 12.50 penalty.
    expect(realization.rows.map((r) => Number(r.payout))).toEqual([700.5, -75.25, -713]);
    const totals = Object.fromEntries(
      Object.entries(realization.totals).map(([k, v]) => [k, Number(v)]),
    );
    expect(totals).toEqual({
      retailPriceWithDisc: 1800,
      commission: 300,
      forPay: 1401,
      delivery: 75.25,
      penalty: 12.5,
      payout: -87.75,
    });
  });

  it('answers empty realization with zero totals before WB reports the order', async () => {
    await ctx.database.pool.query(`DELETE FROM realization_rows WHERE srid = 'o-derived'`);
    const { realization } = await detail('o-derived');
    expect(realization.rows).toEqual([]);
    expect(Object.values(realization.totals).map(Number)).toEqual([0, 0, 0, 0, 0, 0]);
    // Its last step (the return of 06.03) falls in the Moscow week 02.03–08.03, which no report
    // we have loaded covers: our sync's, not WB's.
    expect(realization.pending).toEqual({
      kind: 'reportNotLoaded',
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect((await detail('o-full')).realization.pending).toBeNull();
  });

  it('shows the buyout a return implies, with the sale’s date when a sale row has it', async () => {
    expect((await detail('o-ret-sale')).timeline).toEqual([
      { status: 'created', at: ORDER_AT, source: 'order' },
      { status: 'buyout', at: '2026-03-04T09:00:00.000Z', source: 'statistics' },
      { status: 'return', at: '2026-03-08T12:00:00.000Z', source: 'feed' },
    ]);
    expect((await detail('o-ret-bare')).timeline).toEqual([
      { status: 'created', at: ORDER_AT, source: 'order' },
      { status: 'buyout', at: null, source: 'implied' },
      { status: 'return', at: '2026-03-08T12:00:00.000Z', source: 'feed' },
    ]);
  });

  it('says whether our sync has not loaded the week’s report or WB left the order out', async () => {
    const q = (sql: string) => ctx.database.pool.query(sql, [accountId]);
    await q(`INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw)
             SELECT company_id, id, 9100, '2026-03-02', '2026-03-08', '{}' FROM wb_accounts WHERE id = $1`);
    // Listed, rows still loading: our sync has not loaded it yet.
    expect((await detail('o-ret-bare')).realization.pending).toEqual({
      kind: 'reportNotLoaded',
      from: '2026-03-02',
      to: '2026-03-08',
    });
    await q(
      `UPDATE realization_reports SET rows_loaded = true WHERE account_id = $1 AND report_id = 9100`,
    );
    // Loaded, and the order is not in it: WB has not reported it.
    expect((await detail('o-ret-bare')).realization.pending).toEqual({
      kind: 'notInReport',
      from: '2026-03-02',
      to: '2026-03-08',
    });
  });

  it('answers 404 for another company’s srid, an unknown and a malformed one', async () => {
    for (const srid of ['b-secret', 'nope', 'x'.repeat(99), 'a\u0000b', ' ']) {
      const res = await owner.get(`/api/orders/${encodeURIComponent(srid)}`);
      expect(res.statusCode, srid).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Заказ не найден' });
    }
  });

  it('refuses a role without order view', async () => {
    const res = await noOrders.get('/api/orders/o-full');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
