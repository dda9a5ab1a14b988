/**
 * /api/categories through the app: the tree with product counts, create, rename, moves
 * (positions, new parents, cycles and depth refused in one transaction), delete with the
 * subtree, validation, permissions and tenant isolation.
 */
import type { Category } from '@wb/shared/categories/categories.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let logistician: TestClient;
let ownerB: TestClient;
let companyId: string;
let accountId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Категории А', { logistician: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Категории Б');
  companyId = a.company.id;
  accountId = (await insertAccount(ctx.database, companyId)).id;
  owner = await signIn(ctx.app, a.owner);
  logistician = await signIn(ctx.app, a.members.logistician![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

async function tree(client = owner): Promise<Category[]> {
  const res = await client.get('/api/categories');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Category[]>();
}

async function add(name: string, parentId: string | null = null): Promise<Category> {
  const res = await owner.post('/api/categories', { name, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
}

const move = (id: string, parentId: string | null, position: number) =>
  owner.post(`/api/categories/${id}/move`, { parentId, position });

/** The tree as "name@depth" in display order. */
const shape = (list: Category[]) => list.map((c) => `${c.name}@${c.depth}`);

async function clear() {
  await ctx.database.pool.query('DELETE FROM categories WHERE company_id = $1', [companyId]);
}

async function product(nmId: number, categoryId: string | null) {
  await ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, category_id, raw)
     VALUES ($1, $2, $3, $4, '{}')
     ON CONFLICT (account_id, nm_id) DO UPDATE SET category_id = EXCLUDED.category_id`,
    [companyId, accountId, nmId, categoryId],
  );
}

describe('/api/categories', () => {
  it('builds the tree in order with direct and subtree product counts', async () => {
    await clear();
    const clothes = await add('Одежда');
    const dresses = await add('Платья', clothes.id);
    const summer = await add('Летние', dresses.id);
    const shoes = await add('Обувь');
    expect(clothes).toMatchObject({ parentId: null, position: 0, depth: 1 });
    expect(summer).toMatchObject({ parentId: dresses.id, position: 0, depth: 3 });
    await product(1, clothes.id);
    await product(2, dresses.id);
    await product(3, summer.id);
    await product(4, summer.id);
    await product(5, shoes.id);
    const list = await tree();
    expect(shape(list)).toEqual(['Одежда@1', 'Платья@2', 'Летние@3', 'Обувь@1']);
    expect(list.map((c) => [c.productCount, c.totalProductCount])).toEqual([
      [1, 4],
      [1, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it('renames, refusing a duplicate name among siblings (any case) but not elsewhere', async () => {
    await clear();
    const a = await add('Аксессуары');
    const b = await add('Сумки');
    await add('Сумки', a.id); // another level: allowed
    const dup = await owner.patch(`/api/categories/${b.id}`, { name: 'аксессуары' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.name).toEqual([
      'На этом уровне уже есть категория с таким названием',
    ]);
    const ok = await owner.patch(`/api/categories/${b.id}`, { name: '  Рюкзаки ' });
    expect(ok.json<Category>()).toMatchObject({ name: 'Рюкзаки' });
    const again = await owner.post('/api/categories', { name: 'РЮКЗАКИ' });
    expect(again.statusCode).toBe(400);
  });

  it('reorders siblings and nests, renumbering old and new siblings', async () => {
    await clear();
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    let res = await move(c.id, null, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category[]>().map((x) => `${x.name}:${x.position}`)).toEqual([
      'C:0',
      'A:1',
      'B:2',
    ]);
    res = await move(c.id, null, 99); // past the end: last
    expect(res.json<Category[]>().map((x) => x.name)).toEqual(['A', 'B', 'C']);
    res = await move(a.id, b.id, 0); // nest A into B
    expect(res.json<Category[]>().map((x) => `${x.name}@${x.depth}:${x.position}`)).toEqual([
      'B@1:0',
      'A@2:0',
      'C@1:1',
    ]);
    res = await move(c.id, b.id, 0); // C before A inside B
    expect(shape(res.json<Category[]>())).toEqual(['B@1', 'C@2', 'A@2']);
    res = await move(c.id, null, 0); // outdent C to the top, first
    expect(
      res
        .json<Category[]>()
        .map((x) => `${x.name}:${x.parentId === null ? '-' : 'B'}:${x.position}`),
    ).toEqual(['C:-:0', 'B:-:1', 'A:B:0']);
    // Each move is audited with the category's place before and after.
    const { rows: log } = await ctx.database.pool.query<{
      action: string;
      before: Category;
      after: Category;
    }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'category' AND entity_id = $1
        ORDER BY id`,
      [a.id],
    );
    expect(log.map((r) => r.action)).toEqual(['category.created', 'category.moved']);
    expect(log[1]).toMatchObject({
      before: { parentId: null, depth: 1 },
      after: { parentId: b.id, depth: 2 },
    });
  });

  it('refuses cycles and depth over the limit, changing nothing', async () => {
    await clear();
    const l1 = await add('L1');
    const l2 = await add('L2', l1.id);
    const l3 = await add('L3', l2.id);
    const l4 = await add('L4', l3.id);
    const l5 = await add('L5', l4.id);
    const other = await add('Другая');
    const b1 = await add('B1');
    const b2 = await add('B2', b1.id);
    const before = await tree();

    const self = await move(l1.id, l1.id, 0);
    expect(self.statusCode).toBe(400);
    expect(self.json<{ code: string; message: string }>()).toMatchObject({
      code: 'CATEGORY_CYCLE',
      message: 'Категорию нельзя вложить саму в себя',
    });
    const cycle = await move(l2.id, l4.id, 0);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json<{ message: string }>().message).toBe(
      'Категорию нельзя вложить в её же подкатегорию',
    );
    const deep = await owner.post('/api/categories', { name: 'L6', parentId: l5.id });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ code: string; message: string }>()).toMatchObject({
      code: 'CATEGORY_TOO_DEEP',
      message: 'Вложенность категорий — не больше 5 уровней',
    });
    expect((await move(other.id, l5.id, 0)).statusCode).toBe(400);
    expect(await tree()).toEqual(before);

    // The subtree counts: L4 with L5 (height 2) under B2 (level 2) is fine; then B1 has
    // height 4 and cannot go under L2 (level 2): it would reach level 6.
    expect((await move(l4.id, b2.id, 0)).statusCode).toBe(200);
    const tooDeep = await move(b1.id, l2.id, 0);
    expect(tooDeep.json<{ code: string }>().code).toBe('CATEGORY_TOO_DEEP');
    expect((await move(l4.id, l3.id, 0)).statusCode).toBe(200);
    expect(await tree()).toEqual(before);
    // L2 (height 4) under a top-level category: exactly 5 levels.
    expect((await move(l2.id, other.id, 0)).statusCode).toBe(200);
    expect((await move(other.id, l1.id, 0)).statusCode).toBe(400);
  });

  it('refuses a parent of another company or an unknown one', async () => {
    await clear();
    const mine = await add('Моя');
    const res = await ownerB.post('/api/categories', { name: 'Чужая', parentId: mine.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.parentId).toEqual([
      'Родительская категория не найдена',
    ]);
    const theirs = await ownerB.post('/api/categories', { name: 'Чужая' });
    expect(theirs.statusCode).toBe(201);
    const into = await move(mine.id, theirs.json<Category>().id, 0);
    expect(into.statusCode).toBe(400);
    expect(shape(await tree())).toEqual(['Моя@1']);
  });

  it('deletes the subtree; its products are left without a category', async () => {
    await clear();
    const a = await add('A');
    const b = await add('B', a.id);
    await add('C', b.id);
    const d = await add('D');
    await add('E');
    await product(10, b.id);
    await product(11, d.id);
    expect((await owner.delete(`/api/categories/${a.id}`)).statusCode).toBe(204);
    const list = await tree();
    expect(list.map((c) => `${c.name}:${c.position}`)).toEqual(['D:0', 'E:1']);
    const { rows } = await ctx.database.pool.query(
      'SELECT nm_id::int AS nm, category_id FROM products WHERE nm_id IN (10, 11) ORDER BY nm_id',
    );
    expect(rows).toEqual([
      { nm: 10, category_id: null },
      { nm: 11, category_id: d.id },
    ]);
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a long name', { name: 'я'.repeat(101) }],
    ['a bad parent', { name: 'X', parentId: 'nope' }],
  ])('refuses %s with a Russian 400', async (_, body) => {
    await clear();
    const res = await owner.post('/api/categories', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[а-яё]/i);
    expect(await tree()).toEqual([]);
  });

  it('refuses a bad move body', async () => {
    await clear();
    const a = await add('A');
    for (const body of [{ parentId: null, position: -1 }, { parentId: null }, { position: 0 }]) {
      expect((await owner.post(`/api/categories/${a.id}/move`, body)).statusCode).toBe(400);
    }
  });

  it("keeps companies apart and follows the role's permissions", async () => {
    await clear();
    const a = await add('Своя');
    expect(await tree(ownerB)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: a.id })]),
    );
    expect((await ownerB.patch(`/api/categories/${a.id}`, { name: 'Взлом' })).statusCode).toBe(404);
    expect(
      (await ownerB.post(`/api/categories/${a.id}/move`, { parentId: null, position: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await ownerB.delete(`/api/categories/${a.id}`)).statusCode).toBe(404);
    // The logistician may look (category:view) but not change.
    expect(shape(await tree(logistician))).toEqual(['Своя@1']);
    expect((await logistician.post('/api/categories', { name: 'Нет' })).statusCode).toBe(403);
    expect((await logistician.delete(`/api/categories/${a.id}`)).statusCode).toBe(403);
    expect(shape(await tree())).toEqual(['Своя@1']);
  });
});
