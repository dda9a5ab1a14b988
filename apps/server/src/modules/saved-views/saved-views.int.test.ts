/**
 * /api/saved-views: a user's views of a grid are theirs alone (per user × company), with one
 * default per grid; a malformed state is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let ownerB: TestClient;

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

describe('/api/saved-views', () => {
  const state = {
    sort: [{ field: 'date', dir: 'desc' }],
    page: 1,
    pageSize: 50,
    widths: {},
    pins: { left: ['date'], right: [] },
    density: 'compact',
  };

  it('keeps each user’s views to themselves, with one default per grid', async () => {
    const first = await owner.post('/api/saved-views', {
      resource: 'orders',
      name: 'Возвраты',
      state,
      isDefault: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await owner.post('/api/saved-views', {
      resource: 'orders',
      name: 'Все',
      state,
      isDefault: true,
    });
    const views = (await owner.get('/api/saved-views?resource=orders')).json<
      { id: string; name: string; isDefault: boolean }[]
    >();
    expect(views.map((v) => [v.name, v.isDefault])).toEqual([
      ['Возвраты', false],
      ['Все', true],
    ]);
    expect(
      (await owner.post('/api/saved-views', { resource: 'orders', name: 'Все', state })).statusCode,
    ).toBe(409);

    // Another user of the same company sees none of them and cannot touch them.
    expect((await analyst.get('/api/saved-views?resource=orders')).json()).toEqual([]);
    const id = second.json<{ id: string }>().id;
    expect((await analyst.put(`/api/saved-views/${id}`, { name: 'x', state })).statusCode).toBe(
      404,
    );
    expect((await analyst.delete(`/api/saved-views/${id}`)).statusCode).toBe(404);
    expect((await ownerB.delete(`/api/saved-views/${id}`)).statusCode).toBe(404);

    const renamed = await owner.put(`/api/saved-views/${id}`, {
      name: 'Все заказы',
      state: { ...state, density: 'standard' },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Все заказы',
      isDefault: false,
      state: { density: 'standard' },
    });
    expect((await owner.delete(`/api/saved-views/${id}`)).statusCode).toBe(204);
  });

  it('refuses a malformed state', async () => {
    const res = await owner.post('/api/saved-views', {
      resource: 'orders',
      name: 'x',
      state: { ...state, density: 'huge' },
    });
    expect(res.statusCode).toBe(400);
  });
});
