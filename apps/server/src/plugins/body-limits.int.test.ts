/**
 * Every JSON body has a size limit that fits its route (docs/budgets.md#bad-input): 64 KiB unless
 * the contract declares more, as the bulk product actions do for 5,000 ticked rows.
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
  owner = await signIn(
    ctx.app,
    (await createCompany(ctx.database, ctx.config, 'ООО Размер')).owner,
  );
});
afterAll(async () => {
  await ctx.close();
});

const keys = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ accountId: randomUUID(), nmId: 100_000_000 + i }));

describe('body limits', () => {
  it('refuses a body over the default 64 KiB with a 413 naming the limit, and changes nothing', async () => {
    const before = (await owner.get('/api/me')).json().user.fullName;
    const res = await owner.patch('/api/profile', { fullName: 'Я'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Слишком большой запрос: не больше 64 КБ',
    });
    expect((await owner.get('/api/me')).json().user.fullName).toBe(before);
  });

  it('takes the largest valid bulk selection (5,000 rows) and refuses more than its 512 KiB', async () => {
    const tagIds = [randomUUID()];
    const largest = await owner.post('/api/products/bulk/tags', {
      selection: { keys: keys(5000) },
      add: tagIds,
    });
    expect(largest.statusCode).not.toBe(413);
    expect(largest.statusCode).toBeLessThan(500);
    const huge = await owner.post('/api/products/bulk/tags', {
      selection: { keys: keys(8000) },
      add: tagIds,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Слишком большой запрос: не больше 512 КБ');
  });
});
