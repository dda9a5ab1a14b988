/**
 * /api/products through the app: columns, filters, scope, export, what the bulk dialogs offer and
 * permissions.
 */
import type { FilterGroup, ListRequestInput } from '@wb/shared';
import type { ProductOptions } from '@wb/shared/products/products-bulk.contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/list-files';
import { productsWorld, url } from '../../../test/fixtures/products';

const w = productsWorld();

const nmIds = async (list: ListRequestInput) => (await w.page(list)).items.map((r) => r.nmId);
const where = (items: FilterGroup['items']): ListRequestInput => ({
  filter: { op: 'and', items },
});

describe('/api/products', () => {
  it('lists one row per product with prices, stock, cost and margin', async () => {
    const res = await w.page({});
    expect(res.items.map((r) => r.nmId)).toEqual([444, 333, 222, 111]);
    expect(res.total).toBe(4);
    expect(res.totals).toEqual({ wbStock: '12', ownStock: '0', ownAvailable: '0' });
    const dress = res.items.find((r) => r.nmId === 111)!;
    expect(dress).toMatchObject({
      id: `${w.acc1}:111`,
      accountId: w.acc1,
      photo: 'https://basket-01.wbbasket.ru/111.webp',
      vendorCode: 'ART-111',
      title: 'Платье летнее',
      brand: 'Бренд',
      subject: 'Платья',
      category: null,
      tags: ['Хит'],
      tagRefs: [{ id: w.ids.hit, name: 'Хит', color: 'D1CFD7' }],
      sizes: 'S, M',
      // The size with the lowest final price, and a hint that the other differs.
      price: '2000.00',
      discount: '25.0000',
      finalPrice: '1500.00',
      priceVaries: true,
      // WB warehouses only: the seller's own FBS stock is left out.
      wbStock: 12,
      // No own warehouse holds it (products.own-stock.int.test.ts has one that does).
      ownStock: 0,
      ownAvailable: 0,
      // The version in force today, not the future one.
      cost: '500.00',
      costOriginal: '500.00',
      costCurrency: 'RUB',
      costValidFrom: '2026-01-01',
      // The unit margin, not price − cost: 1500 − 375 commission − 60 ÷ 0,8 logistics
      // − 0,15 × 30 storage − 90 tax (the cabinet's organization, УСН доходы 6 %) − 500 cost
      // = 455,50; ÷ 1500 = 30,37 %.
      margin: '455.50',
      marginPct: '30.37',
      marginMissing: null,
      account: 'Основной',
      cardStatus: 'active',
    });
    const shirt = res.items.find((r) => r.nmId === 222)!;
    // 10 USD at 90 ₽.
    expect(shirt).toMatchObject({
      cost: '900.00',
      costCurrency: 'USD',
      // No subject commission, no dimensions, no order with an outcome: missing, and why.
      margin: null,
      marginPct: null,
      marginMissing: [
        { kind: 'inputMissing', input: 'commission' },
        { kind: 'inputMissing', input: 'dimensions' },
        { kind: 'inputMissing', input: 'buyoutRate' },
      ],
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
    expect(await nmIds(where([{ field: 'wbStock', op: 'gte', value: 1 }]))).toEqual([111]);
    expect(await nmIds(where([{ field: 'account', op: 'equals', value: 'Второй' }]))).toEqual([
      444,
    ]);
    await w.q(`UPDATE products SET category_id = $1 WHERE nm_id = 222`, [w.ids.dresses]);
    try {
      expect(await nmIds(where([{ field: 'category', op: 'equals', value: 'Платья' }]))).toEqual([
        222,
      ]);
      expect((await w.page({})).items.find((r) => r.nmId === 222)?.category).toBe('Платья');
    } finally {
      await w.q(`UPDATE products SET category_id = NULL WHERE nm_id = 222`);
    }
    expect((await nmIds({ sort: [{ field: 'cost', dir: 'asc' }] })).slice(0, 2)).toEqual([
      111, 222,
    ]);
    expect(await nmIds({ sort: [{ field: 'title', dir: 'asc' }] })).toEqual([444, 111, 222, 333]);
  });

  it("shows only the caller's company", async () => {
    expect((await w.page({}, w.ownerB)).items.map((r) => r.nmId)).toEqual([555]);
    expect(await nmIds(where([{ field: 'nmId', op: 'eq', value: 555 }]))).toEqual([]);
  });

  it.each([
    ['unknown field', where([{ field: 'p.company_id', op: 'equals', value: 'x' }])],
    ['SQL as a number', where([{ field: 'cost', op: 'gt', value: '0 OR 1=1' }])],
    ['SQL as a sort', { sort: [{ field: 'nmId; DROP TABLE products', dir: 'asc' }] }],
    ['a tags operator on text', where([{ field: 'title', op: 'hasAny', value: ['x'] }])],
  ])('answers 400 in Russian for %s', async (_name, list) => {
    const res = await w.owner.get(url('/api/products', list as ListRequestInput));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[А-Яа-я]/);
  });

  it('treats hostile text as data', async () => {
    expect(
      await nmIds(where([{ field: 'title', op: 'contains', value: "'; DROP TABLE products; --" }])),
    ).toEqual([]);
    expect((await w.page({})).total).toBe(4);
  });

  it('exports the visible columns as CSV, audited', async () => {
    const csv = await w.owner.get(
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
    const audit = await w.q(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'products.export'`,
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('offers the company’s own tags, categories as paths and currencies', async () => {
    const res = await w.owner.get('/api/products/options');
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
    expect((await w.analyst.get('/api/products')).statusCode).toBe(200);
    const denied = await w.analyst.post('/api/products/bulk/category', {
      selection: { keys: [{ accountId: w.acc1, nmId: 111 }] },
      categoryId: null,
    });
    expect(denied.statusCode).toBe(403);
    expect((await w.ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });
});
