/** /api/products through the app: columns, filters, scope, export and the bulk actions. */
import type { FilterGroup, ListRequestInput } from '@wb/shared';
import type { ProductOptions } from '@wb/shared/catalog/products-bulk.contract';
import type { ProductRow } from '@wb/shared/catalog/products.contract';
import { mskDate } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let ownerB: TestClient;
let A: string;
let acc1: string;
let acc2: string;
let accB: string;
const ids: Record<string, string> = {};

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);

async function product(
  companyId: string,
  accountId: string,
  nmId: number,
  values: { title: string; vendorCode: string; trash?: boolean },
) {
  await q(
    `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, brand, subject_name,
       photos, in_trash, raw)
     VALUES ($1, $2, $3, $4, $5, 'Бренд', 'Платья', $6, $7, '{}')`,
    [
      companyId,
      accountId,
      nmId,
      values.title,
      values.vendorCode,
      JSON.stringify([{ c246x328: `https://basket-01.wbbasket.ru/${nmId}.webp` }]),
      values.trash ?? false,
    ],
  );
}

async function size(
  companyId: string,
  accountId: string,
  nmId: number,
  chrtId: number,
  tech: string,
) {
  await q(
    `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size, raw)
     VALUES ($1, $2, $3, $4, $5, $5, '{}')`,
    [companyId, accountId, nmId, chrtId, tech],
  );
}

async function price(
  companyId: string,
  accountId: string,
  nmId: number,
  sizeId: number,
  [full, discount, final]: [string, string, string],
) {
  await q(
    `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount, discounted_price, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '{}')`,
    [companyId, accountId, nmId, sizeId, full, discount, final],
  );
}

async function stock(
  companyId: string,
  accountId: string,
  nmId: number,
  chrtId: number,
  warehouseId: number,
  quantity: number,
  source = 'wb',
) {
  await q(
    `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id, quantity, raw, taken_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', now())`,
    [companyId, accountId, nmId, chrtId, source, warehouseId, quantity],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  A = a.company.id;
  const B = b.company.id;
  acc1 = (await insertAccount(ctx.database, A, { name: 'Основной' })).id;
  acc2 = (await insertAccount(ctx.database, A, { name: 'Второй' })).id;
  accB = (await insertAccount(ctx.database, B, { name: 'Чужой' })).id;

  await product(A, acc1, 111, { title: 'Платье летнее', vendorCode: 'ART-111' });
  await size(A, acc1, 111, 1001, 'S');
  await size(A, acc1, 111, 1002, 'M');
  await price(A, acc1, 111, 1001, ['2000.00', '25', '1500.00']);
  await price(A, acc1, 111, 1002, ['2000.00', '20', '1600.00']);
  await stock(A, acc1, 111, 1001, 1, 5);
  await stock(A, acc1, 111, 1002, 2, 7);
  await stock(A, acc1, 111, 1002, 3, 100, 'seller');

  await product(A, acc1, 222, { title: 'Футболка', vendorCode: 'ART-222' });
  await size(A, acc1, 222, 2001, '0');
  await price(A, acc1, 222, 2001, ['1000.00', '0', '1000.00']);

  await product(A, acc1, 333, { title: 'Шарф', vendorCode: 'DUP', trash: true });
  await product(A, acc2, 444, { title: 'Куртка', vendorCode: 'DUP' });
  await product(B, accB, 555, { title: 'Чужое платье', vendorCode: 'ART-111' });

  await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-01-01', 90)`);
  await q(
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
     VALUES ($1, $2, 111, '2026-01-01', 500, 'RUB'), ($1, $2, 222, '2026-01-01', 10, 'USD'),
            ($1, $2, 111, '2099-01-01', 999, 'RUB')`,
    [A, acc1],
  );

  const cat = async (companyId: string, name: string, parentId: string | null = null) =>
    (
      await q(
        `INSERT INTO categories (company_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id`,
        [companyId, parentId, name],
      )
    ).rows[0].id as string;
  ids.clothes = await cat(A, 'Одежда');
  ids.dresses = await cat(A, 'Платья', ids.clothes);
  ids.foreignCategory = await cat(B, 'Чужая');

  const tag = async (companyId: string, name: string, accountId: string | null = null) =>
    (
      await q(
        `INSERT INTO tags (company_id, account_id, wb_tag_id, name, color) VALUES ($1, $2, $3, $4, 'D1CFD7') RETURNING id`,
        [companyId, accountId, accountId ? Math.floor(Math.random() * 1e6) : null, name],
      )
    ).rows[0].id as string;
  ids.hit = await tag(A, 'Хит');
  ids.wbNew = await tag(A, 'Новинка', acc1);
  ids.sale = await tag(A, 'Акция');
  ids.foreignTag = await tag(B, 'Чужой');
  await q(
    `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id) VALUES ($1, $2, 111, $3)`,
    [A, acc1, ids.hit],
  );

  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput, client = owner) {
  const res = await client.get(url('/api/products', list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ProductRow[]; total: number; totals: Record<string, string> }>();
}
const nmIds = async (list: ListRequestInput) => (await page(list)).items.map((r) => r.nmId);
const where = (items: FilterGroup['items']): ListRequestInput => ({
  filter: { op: 'and', items },
});

describe('/api/products', () => {
  it('lists one row per product with prices, stock, cost and margin', async () => {
    const res = await page({});
    expect(res.items.map((r) => r.nmId)).toEqual([444, 333, 222, 111]);
    expect(res.total).toBe(4);
    expect(res.totals).toEqual({ wbStock: '12' });
    const dress = res.items.find((r) => r.nmId === 111)!;
    expect(dress).toMatchObject({
      id: `${acc1}:111`,
      accountId: acc1,
      photo: 'https://basket-01.wbbasket.ru/111.webp',
      vendorCode: 'ART-111',
      title: 'Платье летнее',
      brand: 'Бренд',
      subject: 'Платья',
      category: null,
      tags: ['Хит'],
      tagRefs: [{ id: ids.hit, name: 'Хит', color: 'D1CFD7' }],
      sizes: 'S, M',
      // The size with the lowest final price, and a hint that the other differs.
      price: '2000.00',
      discount: '25.0000',
      finalPrice: '1500.00',
      priceVaries: true,
      // WB warehouses only: the seller's own FBS stock is left out.
      wbStock: 12,
      // The version in force today, not the future one.
      cost: '500.00',
      costOriginal: '500.00',
      costCurrency: 'RUB',
      costValidFrom: '2026-01-01',
      margin: '1000.00',
      marginPct: '66.67',
      account: 'Основной',
      cardStatus: 'active',
    });
    const shirt = res.items.find((r) => r.nmId === 222)!;
    // 10 USD at 90 ₽.
    expect(shirt).toMatchObject({
      cost: '900.00',
      costCurrency: 'USD',
      margin: '100.00',
      marginPct: '10.00',
      priceVaries: false,
      sizes: '0',
    });
    const scarf = res.items.find((r) => r.nmId === 333)!;
    expect(scarf).toMatchObject({
      price: null,
      cost: null,
      margin: null,
      wbStock: 0,
      cardStatus: 'trash',
    });
  });

  it('filters by tags, category, card status and numbers, and sorts', async () => {
    expect(await nmIds(where([{ field: 'tags', op: 'hasAny', value: ['Хит'] }]))).toEqual([111]);
    expect(await nmIds(where([{ field: 'tags', op: 'hasNone', value: ['Хит'] }]))).toEqual([
      444, 333, 222,
    ]);
    expect(await nmIds(where([{ field: 'cardStatus', op: 'is', value: 'trash' }]))).toEqual([333]);
    expect(await nmIds(where([{ field: 'margin', op: 'gt', value: '500' }]))).toEqual([111]);
    expect(await nmIds(where([{ field: 'wbStock', op: 'gte', value: 1 }]))).toEqual([111]);
    expect(await nmIds(where([{ field: 'account', op: 'equals', value: 'Второй' }]))).toEqual([
      444,
    ]);
    await q(`UPDATE products SET category_id = $1 WHERE nm_id = 222`, [ids.dresses]);
    try {
      expect(await nmIds(where([{ field: 'category', op: 'equals', value: 'Платья' }]))).toEqual([
        222,
      ]);
      expect((await page({})).items.find((r) => r.nmId === 222)?.category).toBe('Платья');
    } finally {
      await q(`UPDATE products SET category_id = NULL WHERE nm_id = 222`);
    }
    expect((await nmIds({ sort: [{ field: 'cost', dir: 'asc' }] })).slice(0, 2)).toEqual([
      111, 222,
    ]);
    expect(await nmIds({ sort: [{ field: 'title', dir: 'asc' }] })).toEqual([444, 111, 222, 333]);
  });

  it("shows only the caller's company", async () => {
    expect((await page({}, ownerB)).items.map((r) => r.nmId)).toEqual([555]);
    expect(await nmIds(where([{ field: 'nmId', op: 'eq', value: 555 }]))).toEqual([]);
  });

  it.each([
    ['unknown field', where([{ field: 'p.company_id', op: 'equals', value: 'x' }])],
    ['SQL as a number', where([{ field: 'cost', op: 'gt', value: '0 OR 1=1' }])],
    ['SQL as a sort', { sort: [{ field: 'nmId; DROP TABLE products', dir: 'asc' }] }],
    ['a tags operator on text', where([{ field: 'title', op: 'hasAny', value: ['x'] }])],
  ])('answers 400 in Russian for %s', async (_name, list) => {
    const res = await owner.get(url('/api/products', list as ListRequestInput));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[А-Яа-я]/);
  });

  it('treats hostile text as data', async () => {
    expect(
      await nmIds(where([{ field: 'title', op: 'contains', value: "'; DROP TABLE products; --" }])),
    ).toEqual([]);
    expect((await page({})).total).toBe(4);
  });

  it('exports the visible columns as CSV, audited', async () => {
    const csv = await owner.get(
      url(
        '/api/products/export',
        { columns: ['nmId', 'title', 'tags', 'cost'], sort: [{ field: 'nmId', dir: 'asc' }] },
        '&format=csv',
      ),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="products-.*\.csv"/);
    const rows = parseCsv(csv.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual(['Артикул WB', 'Название', 'Ярлыки', 'Себестоимость']);
    expect(rows[1]).toEqual(['111', 'Платье летнее', 'Хит', '500.00']);
    const audit = await q(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'products.export'`,
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('offers the company’s own tags, categories as paths and currencies', async () => {
    const res = await owner.get('/api/products/options');
    expect(res.statusCode).toBe(200);
    const options = res.json<ProductOptions>();
    // «Новинка» is a WB tag: it changes through WB on /products/tags, not in bulk here.
    expect(options.tags.map((t) => [t.name, t.accountName])).toEqual([
      ['Акция', null],
      ['Хит', null],
    ]);
    expect(options.categories.map((c) => c.path)).toEqual(['Одежда', 'Одежда / Платья']);
    expect(options.currencies[0]).toEqual({ code: 'RUB', name: 'Российский рубль' });
  });

  it('lets view-only roles read but not change, and anonymous callers nothing', async () => {
    expect((await analyst.get('/api/products')).statusCode).toBe(200);
    const denied = await analyst.post('/api/products/bulk/category', {
      selection: { keys: [{ accountId: acc1, nmId: 111 }] },
      categoryId: null,
    });
    expect(denied.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });
});

const keys = (...list: [string, number][]) => ({
  keys: list.map(([accountId, nmId]) => ({ accountId, nmId })),
});
const tagsOf = async (nmId: number) =>
  (
    await q(
      `SELECT t.name FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.nm_id = $1 ORDER BY t.name`,
      [nmId],
    )
  ).rows.map((r) => r.name as string);
const categoryOf = async (nmId: number) =>
  (await q(`SELECT category_id FROM products WHERE nm_id = $1`, [nmId])).rows[0].category_id as
    string | null;

describe('/api/products/bulk', () => {
  it('adds and removes tags in one go, audited', async () => {
    const res = await owner.post('/api/products/bulk/tags', {
      selection: keys([acc1, 111], [acc1, 222]),
      add: [ids.sale],
      remove: [ids.hit],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ products: 2 });
    expect(await tagsOf(111)).toEqual(['Акция']);
    expect(await tagsOf(222)).toEqual(['Акция']);
    const audit = await q(
      `SELECT after FROM audit_log WHERE action = 'products.bulk_tags' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].after).toMatchObject({ products: 2, nmIds: [111, 222] });
    // Back as it was.
    await owner.post('/api/products/bulk/tags', {
      selection: keys([acc1, 111], [acc1, 222]),
      add: [ids.hit],
      remove: [ids.sale],
    });
    expect(await tagsOf(111)).toEqual(['Хит']);
    expect(await tagsOf(222)).toEqual(['Хит']);
    await q(`DELETE FROM product_tags WHERE nm_id = 222`);
  });

  it('refuses WB tags (they change through WB on /products/tags), changing nothing', async () => {
    for (const selection of [keys([acc1, 222]), keys([acc1, 222], [acc2, 444])]) {
      const res = await owner.post('/api/products/bulk/tags', {
        selection,
        add: [ids.wbNew, ids.hit],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Новинка');
      expect(res.json().message).toContain('«Ярлыки»');
    }
    const removal = await owner.post('/api/products/bulk/tags', {
      selection: keys([acc1, 222]),
      remove: [ids.wbNew],
    });
    expect(removal.statusCode).toBe(400);
    expect(await tagsOf(222)).toEqual([]);
    expect(await tagsOf(444)).toEqual([]);
  });

  it("refuses another company's tag or product", async () => {
    const foreignTag = await owner.post('/api/products/bulk/tags', {
      selection: keys([acc1, 222]),
      add: [ids.foreignTag],
    });
    expect(foreignTag.statusCode).toBe(400);
    const foreignProduct = await owner.post('/api/products/bulk/tags', {
      selection: keys([acc1, 222], [accB, 555]),
      add: [ids.hit],
    });
    expect(foreignProduct.statusCode).toBe(400);
    expect(foreignProduct.json().message).toContain('555');
    expect(await tagsOf(222)).toEqual([]);
    expect(await tagsOf(555)).toEqual([]);
  });

  it('refuses an empty or contradictory tag request', async () => {
    for (const body of [
      { selection: keys([acc1, 222]) },
      { selection: keys([acc1, 222]), add: [ids.hit], remove: [ids.hit] },
      { selection: { keys: [] }, add: [ids.hit] },
    ]) {
      expect((await owner.post('/api/products/bulk/tags', body)).statusCode).toBe(400);
    }
  });

  it('sets and clears the category; a category of another company is a 400', async () => {
    const set = await owner.post('/api/products/bulk/category', {
      selection: keys([acc1, 111], [acc1, 222]),
      categoryId: ids.dresses,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await categoryOf(111)).toBe(ids.dresses);
    const foreign = await owner.post('/api/products/bulk/category', {
      selection: keys([acc1, 111], [acc1, 222]),
      categoryId: ids.foreignCategory,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/Категория не найдена/);
    expect(await categoryOf(111)).toBe(ids.dresses);
    expect(await categoryOf(222)).toBe(ids.dresses);
    const cleared = await owner.post('/api/products/bulk/category', {
      selection: keys([acc1, 111], [acc1, 222]),
      categoryId: null,
    });
    expect(cleared.json()).toEqual({ products: 2 });
    expect(await categoryOf(111)).toBeNull();
  });

  it('applies to every product matching the grid filter', async () => {
    const res = await owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'vendorCode', op: 'equals', value: 'DUP' }] },
      },
      categoryId: ids.clothes,
    });
    expect(res.json()).toEqual({ products: 2 });
    expect(await categoryOf(333)).toBe(ids.clothes);
    expect(await categoryOf(444)).toBe(ids.clothes);
    expect(await categoryOf(555)).toBeNull();
    const none = await owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'title', op: 'equals', value: 'нет такого' }] },
      },
      categoryId: null,
    });
    expect(none.statusCode).toBe(400);
    const hostile = await owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'p.company_id', op: 'equals', value: 'x' }] },
      },
      categoryId: null,
    });
    expect(hostile.statusCode).toBe(400);
    await q(`UPDATE products SET category_id = NULL`);
  });

  it('adds a cost version to each product, replacing the same date', async () => {
    const today = mskDate();
    const body = (unitCost: string, currency = 'RUB') => ({
      selection: keys([acc1, 111], [acc1, 222]),
      cost: { unitCost, currency, validFrom: today, comment: 'Закупка' },
    });
    expect((await owner.post('/api/products/bulk/cost', body('700'))).statusCode).toBe(200);
    const again = await owner.post('/api/products/bulk/cost', body('750.50'));
    expect(again.json()).toEqual({ products: 2 });
    const versions = await q(
      `SELECT nm_id, unit_cost, comment FROM product_costs WHERE valid_from = $1 ORDER BY nm_id`,
      [today],
    );
    expect(versions.rows).toEqual([
      { nm_id: '111', unit_cost: '750.50', comment: 'Закупка' },
      { nm_id: '222', unit_cost: '750.50', comment: 'Закупка' },
    ]);
    const dress = (await page({})).items.find((r) => r.nmId === 111)!;
    expect(dress).toMatchObject({ cost: '750.50', margin: '749.50' });

    const unknown = await owner.post('/api/products/bulk/cost', body('1', 'XYZ'));
    expect(unknown.statusCode).toBe(400);
    const negative = await owner.post('/api/products/bulk/cost', body('-1'));
    expect(negative.statusCode).toBe(400);
    const missing = await owner.post('/api/products/bulk/cost', {
      ...body('1'),
      selection: keys([acc1, 111], [accB, 555]),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await q(`SELECT unit_cost FROM product_costs WHERE nm_id = 111 AND valid_from = $1`, [
          today,
        ])
      ).rows[0].unit_cost,
    ).toBe('750.50');
    expect(
      (await q(`SELECT count(*)::int AS n FROM product_costs WHERE nm_id = 555`)).rows[0].n,
    ).toBe(0);
    await q(`DELETE FROM product_costs WHERE valid_from = $1`, [today]);
  });
});
