/**
 * Text no column can store and absurdly deep input are refused before any schema, database or
 * audit row sees them: a 400 that names the field, and nothing changed (each of these answered
 * 500 before).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { createCompany, signIn } from '../../test/identity';

let ctx: TestContext;
let owner: TestClient;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await signIn(ctx.app, (await createCompany(ctx.database, ctx.config, 'ООО Ввод')).owner);
});

afterAll(async () => {
  await ctx.close();
});

/** A filter tree `depth` groups deep, as JSON text (JSON.stringify itself would overflow). */
const deepFilter = (depth: number) =>
  '{"op":"and","children":['.repeat(depth) +
  '{"field":"nmId","op":"eq","value":1}' +
  ']}'.repeat(depth);

describe('unsafe input', () => {
  it('refuses NUL and an unpaired surrogate in a body with a 400 naming the field', async () => {
    const before = (await owner.get('/api/me')).json().user.fullName;
    for (const fullName of ['Иван\u0000', 'Иван\ud800']) {
      const res = await owner.patch('/api/profile', { fullName });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().fieldErrors.fullName).toBeDefined();
    }
    expect((await owner.get('/api/me')).json().user.fullName).toBe(before);
  });

  it('refuses them in list filters', async () => {
    const list = JSON.stringify({
      filter: {
        op: 'and',
        children: [{ field: 'supplierArticle', op: 'contains', value: 'a\u0000' }],
      },
    });
    const res = await owner.get(`/api/orders?list=${encodeURIComponent(list)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('list');
    const surrogate = await owner.get(
      `/api/companies?list=${encodeURIComponent('{"q":"\\ud800"}')}`,
    );
    expect(surrogate.statusCode, surrogate.body).toBe(400);
  });

  it('refuses input nested 20,000 levels deep instead of overflowing the validator', async () => {
    // The bulk actions take the largest bodies (512 KiB): 20,000 levels fit in it.
    const bulk = await owner.request({
      method: 'POST',
      url: '/api/products/bulk/tags',
      headers: { 'content-type': 'application/json' },
      payload: `{"selection":{"all":true,"filter":${deepFilter(20_000)}},"add":["${randomUUID()}"]}`,
    });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().message).toMatch(/вложенность/);
    // Within a 64 KiB body, a saved view nested 1,000 deep.
    const view = await owner.request({
      method: 'POST',
      url: '/api/saved-views',
      headers: { 'content-type': 'application/json' },
      payload: `{"resource":"orders","name":"Глубоко","state":{"filter":${deepFilter(1000)}}}`,
    });
    expect(view.statusCode, view.body).toBe(400);
    expect(view.json().message).toMatch(/вложенность/);
  });
});
