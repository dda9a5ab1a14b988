/** /api/products/bulk through the app: tags, category and cost on ticked or filtered products. */
import { mskDate } from '@wb/shared';
import { describe, expect, it } from 'vitest';
import { productsWorld } from '../../../test/fixtures/products';

const w = productsWorld();

const keys = (...list: [string, number][]) => ({
  keys: list.map(([accountId, nmId]) => ({ accountId, nmId })),
});
const tagsOf = async (nmId: number) =>
  (
    await w.q(
      `SELECT t.name FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.nm_id = $1 ORDER BY t.name`,
      [nmId],
    )
  ).rows.map((r) => r.name as string);
const categoryOf = async (nmId: number) =>
  (await w.q(`SELECT category_id FROM products WHERE nm_id = $1`, [nmId])).rows[0].category_id as
    string | null;

describe('/api/products/bulk', () => {
  it('adds and removes tags in one go, audited', async () => {
    const res = await w.owner.post('/api/products/bulk/tags', {
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      add: [w.ids.sale],
      remove: [w.ids.hit],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ products: 2 });
    expect(await tagsOf(111)).toEqual(['Акция']);
    expect(await tagsOf(222)).toEqual(['Акция']);
    const audit = await w.q(
      `SELECT after FROM audit_log WHERE action = 'products.bulk_tags' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].after).toMatchObject({ products: 2, nmIds: [111, 222] });
    // Back as it was.
    await w.owner.post('/api/products/bulk/tags', {
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      add: [w.ids.hit],
      remove: [w.ids.sale],
    });
    expect(await tagsOf(111)).toEqual(['Хит']);
    expect(await tagsOf(222)).toEqual(['Хит']);
    await w.q(`DELETE FROM product_tags WHERE nm_id = 222`);
  });

  it('refuses WB tags (they change through WB on /products/tags), changing nothing', async () => {
    for (const selection of [keys([w.acc1, 222]), keys([w.acc1, 222], [w.acc2, 444])]) {
      const res = await w.owner.post('/api/products/bulk/tags', {
        selection,
        add: [w.ids.wbNew, w.ids.hit],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Новинка');
      expect(res.json().message).toContain('«Ярлыки»');
    }
    const removal = await w.owner.post('/api/products/bulk/tags', {
      selection: keys([w.acc1, 222]),
      remove: [w.ids.wbNew],
    });
    expect(removal.statusCode).toBe(400);
    expect(await tagsOf(222)).toEqual([]);
    expect(await tagsOf(444)).toEqual([]);
  });

  it("refuses another company's tag or product", async () => {
    const foreignTag = await w.owner.post('/api/products/bulk/tags', {
      selection: keys([w.acc1, 222]),
      add: [w.ids.foreignTag],
    });
    expect(foreignTag.statusCode).toBe(400);
    const foreignProduct = await w.owner.post('/api/products/bulk/tags', {
      selection: keys([w.acc1, 222], [w.accB, 555]),
      add: [w.ids.hit],
    });
    expect(foreignProduct.statusCode).toBe(400);
    expect(foreignProduct.json().message).toContain('555');
    expect(await tagsOf(222)).toEqual([]);
    expect(await tagsOf(555)).toEqual([]);
  });

  it('refuses an empty or contradictory tag request', async () => {
    for (const body of [
      { selection: keys([w.acc1, 222]) },
      { selection: keys([w.acc1, 222]), add: [w.ids.hit], remove: [w.ids.hit] },
      { selection: { keys: [] }, add: [w.ids.hit] },
    ]) {
      expect((await w.owner.post('/api/products/bulk/tags', body)).statusCode).toBe(400);
    }
  });

  it('sets and clears the category; a category of another company is a 400', async () => {
    const set = await w.owner.post('/api/products/bulk/category', {
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      categoryId: w.ids.dresses,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await categoryOf(111)).toBe(w.ids.dresses);
    const foreign = await w.owner.post('/api/products/bulk/category', {
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      categoryId: w.ids.foreignCategory,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/Категория не найдена/);
    expect(await categoryOf(111)).toBe(w.ids.dresses);
    expect(await categoryOf(222)).toBe(w.ids.dresses);
    const cleared = await w.owner.post('/api/products/bulk/category', {
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      categoryId: null,
    });
    expect(cleared.json()).toEqual({ products: 2 });
    expect(await categoryOf(111)).toBeNull();
  });

  it('applies to every product matching the grid filter', async () => {
    const res = await w.owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'vendorCode', op: 'equals', value: 'DUP' }] },
      },
      categoryId: w.ids.clothes,
    });
    expect(res.json()).toEqual({ products: 2 });
    expect(await categoryOf(333)).toBe(w.ids.clothes);
    expect(await categoryOf(444)).toBe(w.ids.clothes);
    expect(await categoryOf(555)).toBeNull();
    const none = await w.owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'title', op: 'equals', value: 'нет такого' }] },
      },
      categoryId: null,
    });
    expect(none.statusCode).toBe(400);
    const hostile = await w.owner.post('/api/products/bulk/category', {
      selection: {
        all: true,
        filter: { op: 'and', items: [{ field: 'p.company_id', op: 'equals', value: 'x' }] },
      },
      categoryId: null,
    });
    expect(hostile.statusCode).toBe(400);
    await w.q(`UPDATE products SET category_id = NULL`);
  });

  it('adds a cost version to each product, replacing the same date', async () => {
    const today = mskDate();
    const body = (unitCost: string, currency = 'RUB') => ({
      selection: keys([w.acc1, 111], [w.acc1, 222]),
      cost: { unitCost, currency, validFrom: today, comment: 'Закупка' },
    });
    expect((await w.owner.post('/api/products/bulk/cost', body('700'))).statusCode).toBe(200);
    const again = await w.owner.post('/api/products/bulk/cost', body('750.50'));
    expect(again.json()).toEqual({ products: 2 });
    const versions = await w.q(
      `SELECT nm_id, unit_cost, comment FROM product_costs WHERE valid_from = $1 ORDER BY nm_id`,
      [today],
    );
    expect(versions.rows).toEqual([
      { nm_id: '111', unit_cost: '750.50', comment: 'Закупка' },
      { nm_id: '222', unit_cost: '750.50', comment: 'Закупка' },
    ]);
    const dress = (await w.page({})).items.find((r) => r.nmId === 111)!;
    // The unit margin moves by the cost's change: 455,50 + 500 − 750,50.
    expect(dress).toMatchObject({ cost: '750.50', margin: '205.00' });

    const unknown = await w.owner.post('/api/products/bulk/cost', body('1', 'XYZ'));
    expect(unknown.statusCode).toBe(400);
    const negative = await w.owner.post('/api/products/bulk/cost', body('-1'));
    expect(negative.statusCode).toBe(400);
    const missing = await w.owner.post('/api/products/bulk/cost', {
      ...body('1'),
      selection: keys([w.acc1, 111], [w.accB, 555]),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await w.q(`SELECT unit_cost FROM product_costs WHERE nm_id = 111 AND valid_from = $1`, [
          today,
        ])
      ).rows[0].unit_cost,
    ).toBe('750.50');
    expect(
      (await w.q(`SELECT count(*)::int AS n FROM product_costs WHERE nm_id = 555`)).rows[0].n,
    ).toBe(0);
    await w.q(`DELETE FROM product_costs WHERE valid_from = $1`, [today]);
  });
});
