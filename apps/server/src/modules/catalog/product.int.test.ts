/** /api/products/:nmId and its tabs through the app: data, scope, validation, cost versions. */
import { mskDate } from '@wb/shared';
import type { CostVersion } from '@wb/shared/catalog/cost';
import type {
  ProductCosts,
  ProductDetail,
  ProductPrices,
  ProductSales,
  ProductStocks,
  UnitEconomicsData,
  UnitEconomicsResult,
} from '@wb/shared/catalog/product.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let ownerB: TestClient;
let companyA: string;
let accountA: string;
let trashAccount: string;
let accountB: string;

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);
const TODAY = mskDate();
/** A Moscow date `n` days before today. */
const daysAgo = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function insertProduct(companyId: string, account: string, nmId: number, extra = {}) {
  const card = {
    title: 'Платье летнее',
    vendor_code: 'ART-111',
    brand: 'Ромашка',
    subject_id: 105,
    subject_name: 'Платья',
    length: 20,
    width: 15,
    height: 10.5,
    weight: 0.45,
    in_trash: false,
    wb_updated_at: '2026-03-02T10:00:00Z',
    ...extra,
  };
  await q(
    `INSERT INTO products (company_id, account_id, nm_id, imt_id, title, vendor_code, brand,
       description, subject_id, subject_name, length, width, height, weight, characteristics,
       photos, wb_created_at, wb_updated_at, in_trash, raw)
     VALUES ($1, $2, $3, 5555, $4, $5, $6, 'Описание', $7, $8, $9, $10, $11, $12, $13, $14,
       '2026-01-10T08:00:00Z', $15, $16, $17)`,
    [
      companyId,
      account,
      nmId,
      card.title,
      card.vendor_code,
      card.brand,
      card.subject_id,
      card.subject_name,
      card.length,
      card.width,
      card.height,
      card.weight,
      JSON.stringify([
        { id: 1, name: 'Цвет', value: ['красный', 'синий'] },
        { id: 2, name: 'Плотность', value: 180 },
        { name: 'Состав', value: 'хлопок 100%' },
      ]),
      JSON.stringify([
        { big: 'https://basket-01.wbbasket.ru/big/1.webp', c246x328: 'https://b/small/1.webp' },
        { square: 'https://b/square/2.webp' },
        { nothing: 1 },
      ]),
      card.wb_updated_at,
      card.in_trash,
      JSON.stringify({ dimensions: { isValid: false } }),
    ],
  );
  // chrtIDs are unique per account: 1001 and 1002 for nmID 111, others of their own.
  const chrt = (n: number) => (nmId === 111 ? `100${n}` : `${nmId}0${n}`);
  for (const [id, tech, wb, barcodes] of [
    [chrt(1), 'S', '42', ['2000000000011']],
    [chrt(2), 'M', '44', ['2000000000028', '2000000000035']],
  ] as const) {
    await q(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size,
         barcodes, raw) VALUES ($1, $2, $3, $4, $5, $6, $7, '{}')`,
      [companyId, account, nmId, id, tech, wb, barcodes],
    );
  }
}

async function countCosts() {
  const { rows } = await q(`SELECT count(*)::int AS n FROM product_costs`);
  return rows[0].n as number;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  companyA = a.company.id;
  accountA = (await insertAccount(ctx.database, companyA, { name: 'Основной кабинет' })).id;
  trashAccount = (await insertAccount(ctx.database, companyA, { name: 'Старый кабинет' })).id;
  accountB = (await insertAccount(ctx.database, b.company.id, { name: 'Кабинет Б' })).id;
  const { rows: cat } = await q(
    `INSERT INTO categories (company_id, name) VALUES ($1, 'Летняя коллекция') RETURNING id`,
    [companyA],
  );
  await insertProduct(companyA, accountA, 111);
  await q(`UPDATE products SET category_id = $1 WHERE account_id = $2`, [cat[0].id, accountA]);
  // The same card in a second cabinet of the company, in the trash: not the default one.
  await insertProduct(companyA, trashAccount, 111, { in_trash: true, title: 'Копия в корзине' });
  await insertProduct(companyA, accountA, 333, { length: null, subject_id: 999 });
  // Company B: an nmID of its own, and the same nmID 111 with other data.
  await insertProduct(b.company.id, accountB, 222);
  await insertProduct(b.company.id, accountB, 111, { title: 'Чужое платье' });

  // Prices: now per size, and the history of changes.
  for (const [chrt, price, discount, final] of [
    ['1001', '2000.00', 25, '1500.00'],
    ['1002', '2200.00', 25, '1650.00'],
  ] as const) {
    await q(
      `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount,
         club_discount, discounted_price, club_discounted_price, currency, raw)
       VALUES ($1, $2, 111, $3, $4, $5, 3, $6, $6, 'RUB', '{}')`,
      [companyA, accountA, chrt, price, discount, final],
    );
  }
  for (const [chrt, price, discount, at] of [
    ['1001', '1800.00', 10, '2026-01-05T10:00:00Z'],
    ['1001', '2000.00', 25, '2026-02-05T10:00:00Z'],
    ['1002', '2200.00', 25, '2026-02-06T10:00:00Z'],
  ] as const) {
    await q(
      `INSERT INTO price_history (company_id, account_id, nm_id, size_id, price, discount,
         changed_at) VALUES ($1, $2, 111, $3, $4, $5, $6)`,
      [companyA, accountA, chrt, price, discount, at],
    );
  }
  await q(
    `INSERT INTO price_history (company_id, account_id, nm_id, size_id, price, discount)
     VALUES ($1, $2, 111, 1001, 9999, 0)`,
    [b.company.id, accountB],
  );

  // Stocks: a WB warehouse, the hidden-warehouses aggregate, a seller warehouse, an empty key.
  for (const [source, wid, name, chrt, qty, toClient, fromClient] of [
    ['wb', 507, 'Коледино', '1001', 5, 1, 0],
    ['wb', -999999, 'Склад WB', '1002', 7, 2, 1],
    ['seller', 42, 'Мой склад', '1001', 2, null, null],
    ['wb', 117986, 'Казань', '1002', 0, 0, 0],
  ] as const) {
    await q(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         warehouse_name, quantity, in_way_to_client, in_way_from_client, raw, taken_at)
       VALUES ($1, $2, 111, $3, $4, $5, $6, $7, $8, $9, '{}', '2026-03-03T09:00:00Z')`,
      [companyA, accountA, chrt, source, wid, name, qty, toClient, fromClient],
    );
  }
  await q(
    `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
       warehouse_name, quantity, raw, taken_at)
     VALUES ($1, $2, 111, 1001, 'wb', 507, 'Коледино', 500, '{}', now())`,
    [b.company.id, accountB],
  );

  // The sales rollup: two days of the last 30 (and one older), company B's own.
  for (const [day, orders, sum, cancel, buyouts, bsum, returns, rsum, forPay] of [
    [daysAgo(1), 4, '6000.00', 1, 3, '4500.00', 1, '1500.00', '3200.00'],
    [daysAgo(3), 6, '9000.00', 0, 3, '4500.00', 0, '0', '3300.00'],
    [daysAgo(40), 10, '15000.00', 0, 10, '15000.00', 0, '0', '11000.00'],
  ] as const) {
    await q(
      `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
         cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
       VALUES ($1, $2, 111, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [companyA, accountA, day, orders, sum, cancel, buyouts, bsum, returns, rsum, forPay],
    );
  }
  await q(
    `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum)
     VALUES ($1, $2, 111, $3, 99, 99000)`,
    [b.company.id, accountB, daysAgo(1)],
  );
  // A raw order the rollup does not have: the series must not count it.
  await q(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
       price_with_disc, raw)
     VALUES ($1, $2, 'raw-only', now() - interval '2 days', now(), 111, 777, '{}')`,
    [companyA, accountA],
  );

  // WB reference data: commissions (an older, the current and a future version) and tariffs.
  for (const [validFrom, fbw, fbs] of [
    ['2025-01-01', 20, 22],
    [daysAgo(10), 25.5, 27],
    ['2099-01-01', 99, 99],
  ] as const) {
    await q(
      `INSERT INTO wb_commissions (subject_id, valid_from, subject_name, fbw, fbs, dbs, edbs,
         pickup, booking, rates, raw)
       VALUES (105, $1, 'Платья', $2, $3, 15, 14, 13, 12, '{}', '{}')`,
      [validFrom, fbw, fbs],
    );
  }
  for (const [name, validFrom, base, liter] of [
    ['Коледино', '2025-01-01', '40', '10'],
    ['Коледино', daysAgo(5), '46', '14'],
    ['Казань', daysAgo(5), '50', '15'],
  ] as const) {
    await q(
      `INSERT INTO wb_box_tariffs (warehouse_name, valid_from, geo_name, delivery_base,
         delivery_liter, mp_delivery_base, mp_delivery_liter, storage_base, storage_liter, raw)
       VALUES ($1, $2, 'Центральный', $3, $4, 60, 18, 0.07, 0.07, '{}')`,
      [name, validFrom, base, liter],
    );
  }
  // Realization rollup: acquiring 1.5 % of the sale price.
  await q(
    `INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type,
       retail_price_with_disc, acquiring_fee)
     VALUES ($1, $2, $3, 111, 'Продажа', 'Продажа', 3000, 45)`,
    [companyA, accountA, daysAgo(7)],
  );

  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

async function ok<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('GET /api/products/:nmId', () => {
  it('answers the card: dimensions with the exact volume, sizes, characteristics, photos', async () => {
    const p = await ok<ProductDetail>(owner, '/api/products/111');
    expect(p).toMatchObject({
      nmId: 111,
      imtId: 5555,
      accountId: accountA,
      account: 'Основной кабинет',
      title: 'Платье летнее',
      brand: 'Ромашка',
      vendorCode: 'ART-111',
      description: 'Описание',
      subjectId: 105,
      subjectName: 'Платья',
      category: { name: 'Летняя коллекция' },
      dimensions: {
        length: '20.00',
        width: '15.00',
        height: '10.50',
        weight: '0.450',
        // 20 × 15 × 10.5 / 1000
        volumeLitres: '3.15',
        isValid: false,
      },
      wbCreatedAt: '2026-01-10T08:00:00.000Z',
      wbUpdatedAt: '2026-03-02T10:00:00.000Z',
      inTrash: false,
      wbUrl: 'https://www.wildberries.ru/catalog/111/detail.aspx',
    });
    expect(p.sizes).toEqual([
      { chrtId: '1001', techSize: 'S', wbSize: '42', barcodes: ['2000000000011'] },
      { chrtId: '1002', techSize: 'M', wbSize: '44', barcodes: ['2000000000028', '2000000000035'] },
    ]);
    expect(p.characteristics).toEqual([
      { id: 1, name: 'Цвет', value: 'красный, синий' },
      { id: 2, name: 'Плотность', value: '180' },
      { id: null, name: 'Состав', value: 'хлопок 100%' },
    ]);
    expect(p.photos).toEqual([
      { full: 'https://basket-01.wbbasket.ru/big/1.webp', thumb: 'https://b/small/1.webp' },
      { full: 'https://b/square/2.webp', thumb: 'https://b/square/2.webp' },
    ]);
  });

  it('lists every cabinet holding the nmID and switches with ?account', async () => {
    const p = await ok<ProductDetail>(owner, '/api/products/111');
    expect(p.accounts).toEqual([
      { id: accountA, name: 'Основной кабинет' },
      { id: trashAccount, name: 'Старый кабинет' },
    ]);
    const copy = await ok<ProductDetail>(owner, `/api/products/111?account=${trashAccount}`);
    expect(copy).toMatchObject({
      title: 'Копия в корзине',
      inTrash: true,
      accountId: trashAccount,
    });
  });

  it('answers 404 in Russian for another company’s nmID, account, or no nmID at all', async () => {
    for (const url of [
      '/api/products/222',
      `/api/products/111?account=${accountB}`,
      '/api/products/abc',
      '/api/products/0',
      '/api/products/99999999999999999999',
    ]) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Товар не найден' });
    }
    // Company B sees its own card under the same nmID, never A's.
    expect((await ok<ProductDetail>(ownerB, '/api/products/111')).title).toBe('Чужое платье');
    const bad = await owner.get('/api/products/111?account=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('has no volume without every dimension', async () => {
    const p = await ok<ProductDetail>(owner, '/api/products/333');
    expect(p.dimensions.volumeLitres).toBeNull();
    expect(p.subjectName).toBe('Платья');
  });
});

describe('GET /api/products/:nmId/prices', () => {
  it('answers the price per size now and the changes newest first', async () => {
    const prices = await ok<ProductPrices>(owner, '/api/products/111/prices');
    expect(prices.current).toEqual([
      {
        chrtId: '1001',
        techSize: 'S',
        price: '2000.00',
        discount: '25.0000',
        clubDiscount: '3.0000',
        discountedPrice: '1500.00',
        clubDiscountedPrice: '1500.00',
        currency: 'RUB',
      },
      expect.objectContaining({ chrtId: '1002', techSize: 'M', discountedPrice: '1650.00' }),
    ]);
    expect(prices.history.map((h) => [h.chrtId, h.price, h.changedAt])).toEqual([
      ['1002', '2200.00', '2026-02-06T10:00:00.000Z'],
      ['1001', '2000.00', '2026-02-05T10:00:00.000Z'],
      ['1001', '1800.00', '2026-01-05T10:00:00.000Z'],
    ]);
    expect(prices.historyTruncated).toBe(false);
  });

  it('cuts the history at the limit and says so', async () => {
    const prices = await ok<ProductPrices>(owner, '/api/products/111/prices?limit=2');
    expect(prices.history).toHaveLength(2);
    expect(prices.historyTruncated).toBe(true);
    const res = await owner.get('/api/products/111/prices?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('querystring.limit');
  });
});

describe('GET /api/products/:nmId/stocks', () => {
  it('answers the stock per warehouse × size, the hidden WB warehouses as one row', async () => {
    const stocks = await ok<ProductStocks>(owner, '/api/products/111/stocks');
    expect(
      stocks.rows.map((r) => [r.source, r.warehouseName, r.hidden, r.techSize, r.quantity]),
    ).toEqual([
      ['wb', 'Склад WB', true, 'M', 7],
      ['wb', 'Коледино', false, 'S', 5],
      ['seller', 'Мой склад', false, 'S', 2],
      ['wb', 'Казань', false, 'M', 0],
    ]);
    expect(stocks.rows[2]).toMatchObject({ inWayToClient: null, inWayFromClient: null });
    expect(stocks.totals).toEqual({ quantity: 14, inWayToClient: 3, inWayFromClient: 1 });
  });
});

describe('GET /api/products/:nmId/sales', () => {
  it('answers every day of the period from the rollup, zeros between', async () => {
    const sales = await ok<ProductSales>(
      owner,
      `/api/products/111/sales?from=${daysAgo(3)}&to=${daysAgo(0)}`,
    );
    expect(sales.from).toBe(daysAgo(3));
    expect(sales.days.map((d) => [d.day, d.ordersCount, d.buyoutsCount, d.revenue])).toEqual([
      [daysAgo(3), 6, 3, '4500.00'],
      // The raw order of this day is not in the rollup: not counted.
      [daysAgo(2), 0, 0, '0.00'],
      [daysAgo(1), 4, 3, '3000.00'],
      [daysAgo(0), 0, 0, '0.00'],
    ]);
    expect(sales.totals).toEqual({
      ordersCount: 10,
      ordersSum: '15000.00',
      cancelCount: 1,
      buyoutsCount: 6,
      buyoutsSum: '9000.00',
      returnsCount: 1,
      returnsSum: '1500.00',
      revenue: '7500.00',
      forPaySum: '6500.00',
    });
  });

  it('defaults to the last 30 days and refuses a reversed or endless period', async () => {
    const sales = await ok<ProductSales>(owner, '/api/products/111/sales');
    expect(sales.to).toBe(TODAY);
    expect(sales.days).toHaveLength(30);
    expect(sales.totals.ordersCount).toBe(10);
    const reversed = await owner.get(`/api/products/111/sales?from=${TODAY}&to=${daysAgo(1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Начало периода позже конца');
    const endless = await owner.get('/api/products/111/sales?from=2000-01-01&to=2026-01-01');
    expect(endless.statusCode).toBe(400);
    const malformed = await owner.get('/api/products/111/sales?from=2026-02-30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors['querystring.from']).toEqual([
      'Начало периода — дата в формате ГГГГ-ММ-ДД',
    ]);
  });
});

describe('cost price versions', () => {
  const base = '/api/products/111/costs';

  it('adds product-wide and size versions, converts at valid_from’s rate, lists them', async () => {
    await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('CNY', '2026-01-01', 12.5)`);
    const product = await owner.post(base, {
      unitCost: '500',
      validFrom: '2026-01-15',
      comment: '  первая партия ',
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json<CostVersion>()).toMatchObject({
      nmId: 111,
      chrtId: null,
      validFrom: '2026-01-15',
      unitCost: '500.00',
      currency: 'RUB',
      unitCostRub: '500.00',
      comment: 'первая партия',
    });
    const size = await owner.post(base, {
      unitCost: '40.10',
      currency: 'CNY',
      validFrom: '2026-02-01',
      chrtId: '1002',
    });
    expect(size.statusCode, size.body).toBe(201);
    // 40.10 × 12.5 = 501.25
    expect(size.json<CostVersion>()).toMatchObject({ chrtId: '1002', unitCostRub: '501.25' });
    const noRate = await owner.post(base, {
      unitCost: '10',
      currency: 'USD',
      validFrom: '2026-02-01',
    });
    expect(noRate.json<CostVersion>().unitCostRub).toBeNull();

    const costs = await ok<ProductCosts>(owner, base);
    expect(costs.versions.map((v) => [v.validFrom, v.chrtId, v.currency])).toEqual([
      ['2026-02-01', null, 'USD'],
      ['2026-02-01', '1002', 'CNY'],
      ['2026-01-15', null, 'RUB'],
    ]);
    // Today: the newest product-wide version (USD, no rate → no RUB), the size's own for M.
    expect(costs.current.product).toMatchObject({ currency: 'USD', unitCostRub: null });
    expect(costs.current.sizes).toEqual([
      { chrtId: '1001', techSize: 'S', cost: expect.objectContaining({ currency: 'USD' }) },
      {
        chrtId: '1002',
        techSize: 'M',
        cost: {
          unitCost: '40.10',
          currency: 'CNY',
          validFrom: '2026-02-01',
          unitCostRub: '501.25',
        },
      },
    ]);
    const { rows } = await q(
      `SELECT action, entity_id, after FROM audit_log WHERE action LIKE 'product_cost.%'`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0].after).toMatchObject({ unitCost: '500.00' });
  });

  it('refuses a duplicate date of the same size with 409 and changes nothing', async () => {
    const before = await countCosts();
    const res = await owner.post(base, { unitCost: '1', validFrom: '2026-01-15' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Версия себестоимости с этой датой для этого размера уже есть',
    });
    expect(await countCosts()).toBe(before);
    // The same date for a size is another version.
    const sized = await owner.post(base, {
      unitCost: '1',
      validFrom: '2026-01-15',
      chrtId: '1001',
    });
    expect(sized.statusCode).toBe(201);
    expect((await owner.delete(`${base}/${sized.json<CostVersion>().id}`)).statusCode).toBe(204);
  });

  it('answers 400 with field errors for bad input and writes nothing', async () => {
    const before = await countCosts();
    const cases: [unknown, string, string][] = [
      [{ unitCost: '-5', validFrom: '2026-01-01' }, 'unitCost', 'Себестоимость'],
      [{ unitCost: '5', validFrom: '2026-13-01' }, 'validFrom', 'Дата начала'],
      [{ unitCost: '5', validFrom: '2026-01-01', currency: 'rub' }, 'currency', 'Валюта'],
      [{ unitCost: '5', validFrom: '2026-01-01', currency: 'XXX' }, 'currency', 'Неизвестная'],
      [{ unitCost: '5', validFrom: '2026-01-01', chrtId: '4242' }, 'chrtId', 'нет такого'],
    ];
    for (const [body, field, text] of cases) {
      const res = await owner.post(base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field].join(' ')).toContain(text);
    }
    expect(await countCosts()).toBe(before);
  });

  it('changes every field of a version and deletes it, both audited', async () => {
    const created = (
      await owner.post(base, { unitCost: '700', validFrom: '2026-03-01' })
    ).json<CostVersion>();
    const res = await owner.put(`${base}/${created.id}`, {
      unitCost: '40',
      currency: 'CNY',
      validFrom: '2026-03-02',
      chrtId: '1001',
      comment: 'поправка',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CostVersion>()).toMatchObject({
      id: created.id,
      chrtId: '1001',
      unitCost: '40.00',
      currency: 'CNY',
      unitCostRub: '500.00',
      validFrom: '2026-03-02',
      comment: 'поправка',
    });
    // Onto an existing version's key: 409, the version unchanged.
    const clash = await owner.put(`${base}/${created.id}`, {
      unitCost: '1',
      validFrom: '2026-02-01',
      chrtId: '1002',
      currency: 'RUB',
    });
    expect(clash.statusCode).toBe(409);
    const bad = await owner.put(`${base}/${created.id}`, { unitCost: 'много', validFrom: '' });
    expect(bad.statusCode).toBe(400);
    const stored = await ok<ProductCosts>(owner, base);
    expect(stored.versions.find((v) => v.id === created.id)).toMatchObject({ unitCost: '40.00' });

    expect((await owner.delete(`${base}/${created.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`${base}/${created.id}`)).statusCode).toBe(404);
    const { rows } = await q(
      `SELECT action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY at`,
      [created.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'product_cost.created',
      'product_cost.updated',
      'product_cost.deleted',
    ]);
    expect(rows[1].before).toMatchObject({ unitCost: '700.00' });
    expect(rows[1].after).toMatchObject({ unitCost: '40.00' });
  });

  it('keeps versions to the company: another company’s version or product answers 404', async () => {
    const { rows } = await q(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost)
       SELECT company_id, account_id, 222, '2026-01-01', 1 FROM products WHERE nm_id = 222
       RETURNING id`,
    );
    const foreign = rows[0].id as string;
    const before = await countCosts();
    expect(
      (
        await owner.put(`/api/products/222/costs/${foreign}`, {
          unitCost: '1',
          validFrom: '2026-01-02',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await owner.put(`${base}/${foreign}`, { unitCost: '1', validFrom: '2026-01-02' }))
        .statusCode,
    ).toBe(404);
    expect((await owner.delete(`${base}/${foreign}`)).statusCode).toBe(404);
    expect(
      (await owner.post('/api/products/222/costs', { unitCost: '1', validFrom: '2026-01-02' }))
        .statusCode,
    ).toBe(404);
    expect(await countCosts()).toBe(before);
    // Company B does not see A's versions of its own nmID 111.
    expect((await ok<ProductCosts>(ownerB, base)).versions).toEqual([]);
  });

  it('lets a view-only role read but not write', async () => {
    expect((await analyst.get(base)).statusCode).toBe(200);
    const res = await analyst.post(base, { unitCost: '1', validFrom: '2026-05-01' });
    expect(res.statusCode).toBe(403);
  });
});

describe('unit economics', () => {
  it('answers the calculator’s inputs: price, cost, commission, tariffs, buyout, acquiring, tax', async () => {
    const data = await ok<UnitEconomicsData>(owner, '/api/products/111/unit-economics');
    expect(data.sizes.map((s) => [s.chrtId, s.techSize, s.discountedPrice])).toEqual([
      ['1001', 'S', '1500.00'],
      ['1002', 'M', '1650.00'],
    ]);
    expect(data.sizes[1]!.cost).toMatchObject({ currency: 'CNY', unitCostRub: '501.25' });
    expect(data.volumeLitres).toBe('3.15');
    expect(data.commission).toMatchObject({
      subjectId: 105,
      validFrom: daysAgo(10),
      fbw: '25.5000',
      fbs: '27.0000',
    });
    expect(data.boxTariffs.map((t) => [t.warehouseName, t.deliveryBase, t.validFrom])).toEqual([
      ['Казань', '50', daysAgo(5)],
      ['Коледино', '46', daysAgo(5)],
    ]);
    // Most stock on a tariff warehouse by name: Коледино (Склад WB has no tariff row).
    expect(data.suggestedWarehouse).toBe('Коледино');
    // 6 buyouts of 10 orders in the last 30 days (the day 40 days ago not counted).
    expect(data.buyout).toEqual({ days: 30, orders: 10, buyouts: 6, percent: '60.00' });
    expect(data.acquiring).toEqual({ days: 90, percent: '1.50' });
    expect(data.tax).toMatchObject({ taxSystem: 'usnIncome', taxRate: '6.0000' });
  });

  it('has nulls where nothing is known', async () => {
    const data = await ok<UnitEconomicsData>(owner, '/api/products/333/unit-economics');
    expect(data.commission).toBeNull();
    expect(data.volumeLitres).toBeNull();
    expect(data.buyout.percent).toBeNull();
    expect(data.acquiring.percent).toBeNull();
    expect(data.productCost).toBeNull();
  });

  it('calculates on the server and refuses bad inputs with field errors', async () => {
    const input = {
      price: '1500',
      commissionPercent: '25.5',
      acquiringPercent: '1.5',
      deliveryBase: '46',
      deliveryLiter: '14',
      storageBase: '0.07',
      storageLiter: '0.07',
      volumeLitres: '3.15',
      ktr: '1',
      krpPercent: '0',
      buyoutPercent: '60',
      storageDays: '30',
      unitCost: '501.25',
      taxPercent: '6',
      adPerUnit: '0',
    };
    const res = await analyst.post('/api/products/111/unit-economics/calculate', input);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<UnitEconomicsResult>();
    // (46 + 14 × 2.15) ÷ 0.6 = 126.8333…
    expect(result).toMatchObject({ deliveryPerOrder: '76.10', logistics: '126.83' });
    const bad = await owner.post('/api/products/111/unit-economics/calculate', {
      ...input,
      buyoutPercent: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.buyoutPercent).toEqual(['Процент выкупа — больше нуля']);
    const foreign = await owner.post('/api/products/222/unit-economics/calculate', input);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/currencies', () => {
  it('lists the known currencies, RUB first', async () => {
    const list = await ok<{ code: string; name: string }[]>(analyst, '/api/currencies');
    expect(list[0]).toEqual({ code: 'RUB', name: 'Российский рубль' });
    expect(list.map((c) => c.code)).toContain('CNY');
  });
});
